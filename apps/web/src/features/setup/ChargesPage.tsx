import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChargeSetup, chargeInput, PaymentType, parseRinggit, senToRinggitText } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { type AdminColumn, type AdminFormProps, AdminList } from '../../ui/AdminList';
import { SavingForm } from '../../ui/FormModal';
import { useFormSave } from '../../ui/form-save';
import { contractResolver } from '../../ui/rules';
import { chargesKey, chargesQuery, deleteCharge, paymentTypesQuery, saveCharge } from './api';
import { setupTexts } from './texts';
import { useListWords } from './use-list-words';

const listQueries = () => [chargesQuery()];
export const loader = serverLoader(listQueries);
export const clientLoader = browserLoader(listQueries);

/** Credit for payment type 3 (a check paid with credit); price in RM for type 1 (pay per search). */
const showsCredit = (type: number) => type !== PaymentType.PayPerSearch;
const showsPrice = (type: number) => type !== PaymentType.Credit;

function useColumns(): AdminColumn<ChargeSetup>[] {
  const t = useTexts(setupTexts);
  const format = useFormat();
  return [
    { header: t('charges.paymentType'), cell: (row) => row.PaymentTypeDesc, primary: true },
    {
      header: t('credit'),
      cell: (row) => (showsCredit(row.PaymentTypeID) ? format.number(row.Credit) : '-'),
      align: 'right',
    },
    { header: t('price'), cell: (row) => format.ringgit(row.PriceSen), align: 'right' },
    { header: t('modified'), cell: (row) => format.dateTime(row.ModifiedDate), nowrap: true },
  ];
}

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
  const t = useTexts(setupTexts);
  const paymentTypes = useQuery(paymentTypesQuery());
  const form = useForm<Values>({
    initialValues: {
      PaymentTypeID: item ? String(item.PaymentTypeID) : null,
      Credit: item ? String(item.Credit) : '0',
      PriceSen: item ? senToRinggitText(item.PriceSen) : '',
    },
    validate: (values) => {
      const request = toRequest(values);
      const errors = contractResolver(chargeInput)(request.body);
      if (request.price && 'error' in request.price && showsPrice(request.type)) errors.PriceSen = request.price.error;
      return errors;
    },
  });
  const save = useFormSave(form, (values) => saveCharge(item?.id ?? 0, toRequest(values).body), onSaved);
  const type = Number(form.values.PaymentTypeID ?? '');
  return (
    <SavingForm save={save} onCancel={onCancel} fields={fields}>
      <Select
        label={t('charges.paymentType')}
        required
        placeholder={paymentTypes.isPending ? t('loading') : t('charges.choosePaymentType')}
        data={(paymentTypes.data ?? []).map((option) => ({ value: String(option.id), label: option.label }))}
        allowDeselect={false}
        {...form.getInputProps('PaymentTypeID')}
      />
      {showsCredit(type) && (
        <TextInput
          label={t('credit')}
          description={t('charges.creditHint')}
          required
          inputMode="numeric"
          {...form.getInputProps('Credit')}
        />
      )}
      {showsPrice(type) && (
        <TextInput
          label={t('priceRm')}
          description={t('charges.priceHint')}
          required={type === PaymentType.PayPerSearch}
          inputMode="decimal"
          placeholder="0.00"
          {...form.getInputProps('PriceSen')}
        />
      )}
    </SavingForm>
  );
}

/** The server refuses these too: checks are priced by the Credit charge, pay per search by its priced charge. */
const canDeleteCharge = (row: ChargeSetup) =>
  row.PaymentTypeID !== PaymentType.Credit && !(row.PaymentTypeID === PaymentType.PayPerSearch && row.PriceSen > 0);

/** Charges Setup: what a check costs, per payment type. */
export function ChargesPage() {
  const listWords = useListWords('charges');
  const columns = useColumns();
  return (
    <AdminList
      {...listWords}
      filterKey="filter.charges"
      queryKey={chargesKey}
      listQuery={chargesQuery()}
      searchText={(row) => row.PaymentTypeDesc}
      columns={columns}
      rowLabel={(row) => row.PaymentTypeDesc}
      deleteRow={(row) => deleteCharge(row.id)}
      canDelete={canDeleteCharge}
      renderForm={(props) => <ChargeForm {...props} />}
    />
  );
}

export default ChargesPage;
