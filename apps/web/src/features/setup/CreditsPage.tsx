import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CREDIT_PACKAGE_LIMITS,
  type CreditPackage,
  creditPackageInput,
  formatDateTime,
  formatRinggit,
  senToRinggitText,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { type AdminColumn, AdminForm, type AdminFormProps, AdminList, schemaErrors } from '../../ui/AdminList';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { deleteCredit, fetchCredits, saveCredit, setupKeys } from './api';

const columns: AdminColumn<CreditPackage>[] = [
  { header: 'Name', cell: (row) => row.Name, primary: true },
  { header: 'Credit', cell: (row) => row.Credit.toLocaleString('en-MY'), align: 'right' },
  { header: 'Price', cell: (row) => formatRinggit(row.PriceSen), align: 'right' },
  { header: 'Description', cell: (row) => row.Description },
  { header: 'Modified', cell: (row) => formatDateTime(row.ModifiedDate), nowrap: true },
];

const fields = ['Name', 'Credit', 'Price', 'Description'] as const;

function CreditForm({ item, onSaved, onCancel }: AdminFormProps<CreditPackage>) {
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
      <TextInput label="Name" required maxLength={CREDIT_PACKAGE_LIMITS.name} {...form.getInputProps('Name')} />
      <TextInput label="Credit" required inputMode="numeric" {...form.getInputProps('Credit')} />
      <TextInput label="Price (RM)" required inputMode="decimal" placeholder="0.00" {...form.getInputProps('Price')} />
      <Textarea
        label="Description"
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
  return (
    <AdminList
      title="Credits Setup"
      description="Credit packages that users buy when they top up."
      entity="Credit Package"
      deleteItemName="credit"
      filterKey="filter.credits"
      searchPlaceholder="Search name or description"
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
