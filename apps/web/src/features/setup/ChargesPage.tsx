import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ChargeSetup,
  chargeInput,
  formatDateTime,
  formatRinggit,
  PaymentType,
  parseRinggit,
  senToRinggitText,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type AdminColumn, AdminForm, type AdminFormProps, AdminList, schemaErrors } from '../../ui/AdminList';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { deleteCharge, fetchCharges, fetchPaymentTypes, saveCharge, setupKeys } from './api';

/** Credit for payment type 3 (a check paid with credit); price in RM for type 1 (pay per search). */
const showsCredit = (type: number) => type !== PaymentType.PayPerSearch;
const showsPrice = (type: number) => type !== PaymentType.Credit;

const columns: AdminColumn<ChargeSetup>[] = [
  { header: 'Payment Type', cell: (row) => row.PaymentTypeDesc, primary: true },
  { header: 'Credit', cell: (row) => (showsCredit(row.PaymentTypeID) ? row.Credit : '-'), align: 'right' },
  { header: 'Price', cell: (row) => formatRinggit(row.PriceSen), align: 'right' },
  { header: 'Modified', cell: (row) => formatDateTime(row.ModifiedDate), nowrap: true },
];

const fields = ['PaymentTypeID', 'Credit', 'PriceSen'] as const;
const PRICE_LIMIT_SEN = 10_000_000;

type Values = { PaymentTypeID: string | null; Credit: string; PriceSen: string };

/** The form's values as the contract's request: the price is typed in ringgit and sent in sen. */
function toRequest(values: Values) {
  const type = Number(values.PaymentTypeID ?? '');
  const price = values.PriceSen.trim() === '' ? undefined : parseRinggit(values.PriceSen, { max: PRICE_LIMIT_SEN });
  return {
    type,
    price,
    body: {
      PaymentTypeID: values.PaymentTypeID ?? undefined,
      Credit: showsCredit(type) ? values.Credit : values.Credit || '0',
      PriceSen: showsPrice(type) && price && 'value' in price ? price.value : undefined,
    },
  };
}

function ChargeForm({ item, onSaved, onCancel }: AdminFormProps<ChargeSetup>) {
  const paymentTypes = useQuery({ queryKey: setupKeys.paymentTypes, queryFn: fetchPaymentTypes });
  const form = useForm<Values>({
    initialValues: {
      PaymentTypeID: item ? String(item.PaymentTypeID) : null,
      Credit: item ? String(item.Credit) : '0',
      PriceSen: item ? senToRinggitText(item.PriceSen) : '',
    },
    validate: (values) => {
      const request = toRequest(values);
      const errors = schemaErrors(chargeInput, request.body);
      if (request.price && 'error' in request.price && showsPrice(request.type)) errors.PriceSen = request.price.error;
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => saveCharge(item?.id ?? 0, toRequest(values).body),
    onSuccess: onSaved,
    onError: showFieldErrors(form),
  });
  const type = Number(form.values.PaymentTypeID ?? '');
  return (
    <AdminForm
      onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError(form))}
      onCancel={onCancel}
      submitting={save.isPending}
      error={save.error}
      fields={fields}
    >
      <Select
        label="Payment Type"
        required
        placeholder={paymentTypes.isPending ? 'Loading…' : 'Choose a payment type'}
        data={(paymentTypes.data ?? []).map((option) => ({ value: String(option.id), label: option.label }))}
        allowDeselect={false}
        {...form.getInputProps('PaymentTypeID')}
      />
      {showsCredit(type) && (
        <TextInput
          label="Credit"
          description="Credits a check costs when paid with credit"
          required
          inputMode="numeric"
          {...form.getInputProps('Credit')}
        />
      )}
      {showsPrice(type) && (
        <TextInput
          label="Price (RM)"
          description="What a check costs when paid by card or online banking"
          required={type === PaymentType.PayPerSearch}
          inputMode="decimal"
          placeholder="0.00"
          {...form.getInputProps('PriceSen')}
        />
      )}
    </AdminForm>
  );
}

/** The server refuses these too: checks are priced by the Credit charge, pay per search by its priced charge. */
const canDeleteCharge = (row: ChargeSetup) =>
  row.PaymentTypeID !== PaymentType.Credit && !(row.PaymentTypeID === PaymentType.PayPerSearch && row.PriceSen > 0);

/** Charges Setup: what a check costs, per payment type. */
export function ChargesPage() {
  return (
    <AdminList
      title="Charges Setup"
      description="What a vehicle check costs for each way of paying."
      entity="Charge"
      deleteItemName="charge"
      filterKey="filter.charges"
      searchPlaceholder="Search payment type"
      queryKey={setupKeys.charges}
      fetchList={fetchCharges}
      searchText={(row) => row.PaymentTypeDesc}
      columns={columns}
      rowLabel={(row) => row.PaymentTypeDesc}
      deleteRow={(row) => deleteCharge(row.id)}
      canDelete={canDeleteCharge}
      renderForm={(props) => <ChargeForm {...props} />}
    />
  );
}
