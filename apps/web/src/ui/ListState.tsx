import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ServerErrorAlert } from './ServerErrorAlert';

interface ListStateProps {
  list: { isPending: boolean; isError: boolean; error: Error | null };
  isEmpty: boolean;
  emptyText?: string;
  children: ReactNode;
}

/** Loading, failed, empty, or the rows: the four states every list screen shows alike. */
export function ListState({ list, isEmpty, emptyText = 'No record found.', children }: ListStateProps) {
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
        {emptyText}
      </Text>
    );
  }
  return children;
}
