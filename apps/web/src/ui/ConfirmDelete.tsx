import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../app/i18n';
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
    <Modal opened={detail !== null} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text>{t('deleteConfirm')}</Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {t('confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
