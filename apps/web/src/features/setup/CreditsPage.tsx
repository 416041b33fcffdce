import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CREDIT_PACKAGE_LIMITS, type CreditPackage, creditPackageInput, senToRinggitText } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useFormat, useTexts } from '../../app/i18n';
import { type AdminColumn, AdminForm, type AdminFormProps, AdminList, schemaErrors } from '../../ui/AdminList';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { deleteCredit, fetchCredits, saveCredit, setupKeys } from './api';
import { setupTexts } from './texts';

function useColumns(): AdminColumn<CreditPackage>[] {
  const t = useTexts(setupTexts);
  const format = useFormat();
  return [
    { header: t('name'), cell: (row) => row.Name, primary: true },
    { header: t('credit'), cell: (row) => format.number(row.Credit), align: 'right' },
    { header: t('price'), cell: (row) => format.ringgit(row.PriceSen), align: 'right' },
    { header: t('description'), cell: (row) => row.Description },
    { header: t('modified'), cell: (row) => format.dateTime(row.ModifiedDate), nowrap: true },
  ];
}

const fields = ['Name', 'Credit', 'Price', 'Description'] as const;

function CreditForm({ item, onSaved, onCancel }: AdminFormProps<CreditPackage>) {
  const t = useTexts(setupTexts);
  const form = useForm({
    initialValues: {
      Name: item?.Name ?? '',
      Credit: item ? String(item.Credit) : '',
      Price: item ? senToRinggitText(item.PriceSen) : '',
      Description: item?.Description ?? '',
    },
    validate: (values) => schemaErrors(creditPackageInput, values),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) => saveCredit(item?.id ?? 0, values),
    onSuccess: onSaved,
    onError: showFieldErrors(form),
  });
  return (
    <AdminForm
      onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError(form))}
      onCancel={onCancel}
      submitting={save.isPending}
      error={save.error}
      fields={fields}
    >
      <TextInput label={t('name')} required maxLength={CREDIT_PACKAGE_LIMITS.name} {...form.getInputProps('Name')} />
      <TextInput label={t('credit')} required inputMode="numeric" {...form.getInputProps('Credit')} />
      <TextInput
        label={t('priceRm')}
        required
        inputMode="decimal"
        placeholder="0.00"
        {...form.getInputProps('Price')}
      />
      <Textarea
        label={t('description')}
        required
        autosize
        minRows={2}
        maxLength={CREDIT_PACKAGE_LIMITS.description}
        {...form.getInputProps('Description')}
      />
    </AdminForm>
  );
}

/** Credits Setup: the credit packages buyers top up with. */
export function CreditsPage() {
  const t = useTexts(setupTexts);
  const columns = useColumns();
  return (
    <AdminList
      title={t('credits.title')}
      description={t('credits.description')}
      entity={t('credits.entity')}
      deleteItemName={t('credits.deleteItemName')}
      filterKey="filter.credits"
      searchPlaceholder={t('credits.searchPlaceholder')}
      queryKey={setupKeys.credits}
      fetchList={fetchCredits}
      searchText={(row) => `${row.Name} ${row.Description}`}
      columns={columns}
      rowLabel={(row) => row.Name}
      deleteRow={(row) => deleteCredit(row.id)}
      renderForm={(props) => <CreditForm {...props} />}
    />
  );
}
