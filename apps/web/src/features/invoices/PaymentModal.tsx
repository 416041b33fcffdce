import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INVOICE_REFERENCE_MAX,
  type Invoice,
  type InvoicePayment,
  type InvoicePaymentInput,
  invoicePaymentInput,
  senToRinggitText,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useFormat, useTexts } from '../../lib/i18n';
import { FormModal } from '../../ui/FormModal';
import { useFormSave } from '../../ui/form-save';
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
  const changed = useInvoiceChanged(invoice.id, onClose);
  const methods = useQuery(paymentMethodsQuery());
  const form = useForm<InvoicePaymentInput>({
    initialValues: {
      ReferenceNo: payment?.ReferenceNo ?? '',
      Method: payment ? String(payment.Method) : '',
      Amount: payment ? senToRinggitText(payment.AmountSen) : senToRinggitText(invoice.OutstandingAmountSen),
    },
    validate: contractResolver(invoicePaymentInput),
  });
  const save = useFormSave(form, (values) => savePayment(invoice.id, payment?.id ?? 0, values), changed);
  return (
    <FormModal
      title={payment ? t('editPayment') : t('newPayment')}
      onClose={onClose}
      save={save}
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
    </FormModal>
  );
}
