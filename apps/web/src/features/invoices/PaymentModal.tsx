import { Modal, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INVOICE_REFERENCE_MAX,
  type Invoice,
  type InvoicePayment,
  type InvoicePaymentInput,
  invoicePaymentInput,
  senToRinggitText,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useFormat, useTexts } from '../../lib/i18n';
import { AdminForm } from '../../ui/AdminList';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { contractResolver } from '../../ui/rules';
import { paymentMethodsQuery, savePayment } from './api';
import { invoicesTexts } from './texts';
import { useInvoiceChanged } from './use-invoice-changed';

const paymentFields = ['ReferenceNo', 'Method', 'Amount'] as const;

/** New or Edit Payment: the reference, the method and the amount, never above what is outstanding. */
export function PaymentModal({
  invoice,
  payment,
  onClose,
}: {
  invoice: Invoice;
  payment: InvoicePayment | null;
  onClose: () => void;
}) {
  const t = useTexts(invoicesTexts);
  const format = useFormat();
  const changed = useInvoiceChanged(invoice.id);
  const methods = useQuery(paymentMethodsQuery());
  const form = useForm<InvoicePaymentInput>({
    initialValues: {
      ReferenceNo: payment?.ReferenceNo ?? '',
      Method: payment ? String(payment.Method) : '',
      Amount: payment ? senToRinggitText(payment.AmountSen) : senToRinggitText(invoice.OutstandingAmountSen),
    },
    validate: contractResolver(invoicePaymentInput),
  });
  const save = useMutation({
    mutationFn: (values: InvoicePaymentInput) => savePayment(invoice.id, payment?.id ?? 0, values),
    onSuccess: async (answer) => {
      onClose();
      await changed(answer);
    },
    onError: showFieldErrors(form),
  });
  return (
    <Modal opened onClose={onClose} title={payment ? t('editPayment') : t('newPayment')} centered>
      <AdminForm
        onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError(form))}
        onCancel={onClose}
        submitting={save.isPending}
        error={save.error}
        fields={paymentFields}
      >
        {payment && <TextInput label={t('receiptNo')} value={payment.DocumentNo} readOnly />}
        <TextInput
          label={t('referenceNo')}
          required
          maxLength={INVOICE_REFERENCE_MAX}
          {...form.getInputProps('ReferenceNo')}
        />
        <Select
          label={t('method')}
          required
          placeholder={t('chooseMethod')}
          data={(methods.data ?? []).map((option) => ({ value: String(option.id), label: option.label }))}
          {...form.getInputProps('Method')}
        />
        <TextInput
          label={t('amountRm')}
          required
          inputMode="decimal"
          placeholder="0.00"
          description={t('outstandingHint', {
            amount: format.ringgit(invoice.OutstandingAmountSen + (payment?.AmountSen ?? 0)),
          })}
          {...form.getInputProps('Amount')}
        />
      </AdminForm>
    </Modal>
  );
}
