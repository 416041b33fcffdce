import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { type AccountTaxDetails, MALAYSIAN_STATES, TAX_LIMITS } from '@portal/contract';
import { useTexts } from '../lib/i18n';
import { uiTexts } from './texts';

/** The form the fields belong to: any Mantine form, its fields named by path. */
interface FormFields {
  getInputProps: (path: string) => GetInputPropsReturnType;
}

const stateOptions = Object.entries(MALAYSIAN_STATES).map(([value, label]) => ({ value, label }));

/**
 * A company's tax details as every form that edits them shows them (registration, the administrator's Accounts
 * modal, the account settings): TIN, SST no. and the address in MyInvois's parts. `paths` name the form's fields,
 * which registration nests under its company; `required` marks the required ones (the SST no. is not).
 */
export function CompanyTaxFields({
  form,
  paths,
  required = false,
}: {
  form: FormFields;
  paths: { tin: string; sstNo: string; address: string };
  required?: boolean;
}) {
  const t = useTexts(uiTexts);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('taxFieldTin')}
          description={t('taxFieldTinHint')}
          withAsterisk={required}
          maxLength={14}
          {...form.getInputProps(paths.tin)}
        />
        <TextInput label={t('taxFieldSstNo')} maxLength={17} {...form.getInputProps(paths.sstNo)} />
      </SimpleGrid>
      <Textarea
        label={t('taxFieldAddress')}
        withAsterisk={required}
        autosize
        minRows={2}
        maxRows={3}
        autoComplete="street-address"
        {...form.getInputProps(`${paths.address}.Lines`)}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('taxFieldPostcode')}
          withAsterisk={required}
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          {...form.getInputProps(`${paths.address}.Postcode`)}
        />
        <TextInput
          label={t('taxFieldCity')}
          withAsterisk={required}
          maxLength={TAX_LIMITS.city}
          {...form.getInputProps(`${paths.address}.City`)}
        />
        <Select
          label={t('taxFieldState')}
          withAsterisk={required}
          data={stateOptions}
          allowDeselect={false}
          {...form.getInputProps(`${paths.address}.StateCode`)}
        />
      </SimpleGrid>
    </>
  );
}

/** An individual's TIN and MyKad number, both optional, for e-invoices that name them. */
export function PersonTaxFields({ form, paths }: { form: FormFields; paths: { tin: string; mykad: string } }) {
  const t = useTexts(uiTexts);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('taxFieldTin')} maxLength={14} {...form.getInputProps(paths.tin)} />
      <TextInput label={t('taxFieldMykad')} inputMode="numeric" maxLength={14} {...form.getInputProps(paths.mykad)} />
    </SimpleGrid>
  );
}

/** The form's empty company tax details, or the stored ones (a company from before they were asked has none). */
export function companyTaxValues(stored?: Pick<AccountTaxDetails, 'TIN' | 'SSTNo' | 'CompanyAddress'>) {
  return {
    TIN: stored?.TIN ?? '',
    SSTNo: stored?.SSTNo ?? '',
    CompanyAddress: stored?.CompanyAddress ?? { Lines: '', Postcode: '', City: '', StateCode: '' },
  };
}
