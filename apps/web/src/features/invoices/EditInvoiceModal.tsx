import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { type Invoice, type InvoiceInput, invoiceInput, LIMITS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../lib/i18n';
import { FormModal } from '../../ui/FormModal';
import { useFormSave } from '../../ui/form-save';
import { usePickerFormat } from '../../ui/picker-format';
import { contractResolver } from '../../ui/rules';
import { invoiceStatusesQuery, saveInvoice } from './api';
import { invoicesTexts } from './texts';
import { useInvoiceChanged } from './use-invoice-changed';

const invoiceFields = ['DocumentDate', 'Status', 'CompanyAddress'] as const;

/** Edit Invoice: its date, status and address. */
export function EditInvoiceModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useTexts(invoicesTexts);
  const changed = useInvoiceChanged(invoice.id, onClose);
  const dateFormat = usePickerFormat('short');
  const statuses = useQuery(invoiceStatusesQuery());
  const form = useForm<InvoiceInput>({
    initialValues: {
      DocumentDate: invoice.DocumentDate,
      Status: String(invoice.Status),
      CompanyAddress: invoice.CompanyAddress ?? '',
    },
    validate: contractResolver(invoiceInput),
  });
  const save = useFormSave(form, (values) => saveInvoice(invoice.id, values), changed);
  return (
    <FormModal title={t('editInvoice')} onClose={onClose} size="lg" save={save} fields={invoiceFields}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('invoiceNumber')} value={invoice.DocumentNo ?? t('draftNumber')} readOnly />
        <DateInput
          label={t('invoiceDate')}
          required
          valueFormat={dateFormat}
          {...form.getInputProps('DocumentDate')}
          onChange={(value) => form.setFieldValue('DocumentDate', value ?? '')}
        />
      </SimpleGrid>
      <TextInput label={t('companyName')} value={invoice.CompanyName} readOnly />
      <Select
        label={t('status')}
        required
        data={(statuses.data ?? []).map((option) => ({ value: String(option.id), label: option.label }))}
        allowDeselect={false}
        {...form.getInputProps('Status')}
      />
      <Textarea
        label={t('address')}
        autosize
        minRows={3}
        maxLength={LIMITS.invoiceAddress}
        {...form.getInputProps('CompanyAddress')}
      />
    </FormModal>
  );
}
