import { Button, Modal, Stack, Text } from '@mantine/core';
import { type Invoice, InvoiceStatus } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useTexts } from '../../lib/i18n';
import { ModalActions } from '../../ui/FormModal';
import { saveInvoice } from './api';
import { invoicesTexts } from './texts';
import { useInvoiceChanged } from './use-invoice-changed';

/** Confirm Invoice: the Draft takes its INV number; a refusal pops up the server's words. */
export function ConfirmInvoiceModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useTexts(invoicesTexts);
  const changed = useInvoiceChanged(invoice.id);
  const confirm = useMutation({
    mutationFn: () =>
      saveInvoice(
        invoice.id,
        {
          DocumentDate: invoice.DocumentDate,
          Status: InvoiceStatus.Confirmed,
          CompanyAddress: invoice.CompanyAddress ?? '',
        },
        false,
      ),
    onSuccess: changed,
    onSettled: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={t('confirmInvoice')} centered>
      <Stack gap="md">
        <Text>{t('confirmQuestion')}</Text>
        <ModalActions justify="flex-end" onCancel={onClose}>
          <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t('confirmInvoice')}
          </Button>
        </ModalActions>
      </Stack>
    </Modal>
  );
}
