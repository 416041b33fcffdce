import { Button, Group, type GroupProps, Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../lib/i18n';
import { AdminForm } from './AdminList';
import type { FormSave } from './form-save';
import { uiTexts } from './texts';

interface SavingFormProps {
  save: FormSave;
  onCancel: () => void;
  /** The fields the form shows: the server's errors for the others stand above them. */
  fields: readonly string[];
  children: ReactNode;
}

/** An edit form driven by its save (`useFormSave`): the fields, then Cancel and Submit. */
export function SavingForm({ save, onCancel, fields, children }: SavingFormProps) {
  return (
    <AdminForm
      onSubmit={save.submit}
      onCancel={onCancel}
      submitting={save.isPending}
      error={save.error}
      fields={fields}
    >
      {children}
    </AdminForm>
  );
}

interface FormModalProps extends Omit<SavingFormProps, 'onCancel'> {
  title: string;
  onClose: () => void;
  size?: ModalProps['size'];
}

/** An edit form in its own modal, shown while it is mounted; Cancel closes it. */
export function FormModal({ title, onClose, size, ...form }: FormModalProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered size={size}>
      <SavingForm onCancel={onClose} {...form} />
    </Modal>
  );
}

/** A modal's buttons: Cancel, then the modal's own action(s). */
export function ModalActions({ onCancel, children, ...group }: GroupProps & { onCancel: () => void }) {
  const t = useTexts(uiTexts);
  return (
    <Group {...group}>
      <Button variant="default" onClick={onCancel}>
        {t('cancel')}
      </Button>
      {children}
    </Group>
  );
}
