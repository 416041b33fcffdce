import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/i18n';
import { ConfirmAction } from './ConfirmAction';
import { uiTexts } from './texts';

interface ConfirmDeleteProps {
  title: string;
  /** What is about to be deleted; the modal is open while it is set. */
  detail: ReactNode | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The specification's delete confirmation: its question, the item, Cancel and CONFIRM. */
export function ConfirmDelete({ title, detail, pending, onCancel, onConfirm }: ConfirmDeleteProps) {
  const t = useTexts(uiTexts);
  return (
    <ConfirmAction
      opened={detail !== null}
      title={title}
      confirmLabel={t('confirm')}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Text>{t('deleteConfirm')}</Text>
      <Text size="sm" c="dimmed">
        {detail}
      </Text>
    </ConfirmAction>
  );
}
