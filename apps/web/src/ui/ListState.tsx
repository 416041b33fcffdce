import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/i18n';
import { ServerErrorAlert } from './ServerErrorAlert';
import { uiTexts } from './texts';

interface ListStateProps {
  list: { isPending: boolean; isError: boolean; error: Error | null };
  isEmpty: boolean;
  emptyText?: string;
  children: ReactNode;
}

/** Loading, failed, empty, or the rows: the four states every list screen shows alike. */
export function ListState({ list, isEmpty, emptyText, children }: ListStateProps) {
  const t = useTexts(uiTexts);
  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (list.isError) return <ServerErrorAlert error={list.error} />;
  if (isEmpty) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText ?? t('noRecord')}
      </Text>
    );
  }
  return children;
}
