import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/i18n';
import { uiTexts } from './texts';

interface ConfirmActionProps {
  opened: boolean;
  title: string;
  /** What will happen, in the feature's words. */
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A question before something that cannot be undone (delete, revoke): Cancel, or the action in red. */
export function ConfirmAction({
  opened,
  title,
  children,
  confirmLabel,
  pending,
  onCancel,
  onConfirm,
}: ConfirmActionProps) {
  const t = useTexts(uiTexts);
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
