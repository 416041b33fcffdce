import { Alert, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CREDIT_PACKAGE_LIMITS,
  type CreditPackage,
  creditPackageInput,
  packageWords,
  senToRinggitText,
} from '@portal/contract';
import { IconHome } from '@tabler/icons-react';
import { useFormat, useLanguage, useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { type AdminColumn, type AdminFormProps, AdminList } from '../../ui/AdminList';
import { SavingForm } from '../../ui/FormModal';
import { useFormSave } from '../../ui/form-save';
import { contractResolver } from '../../ui/rules';
import { creditsKey, creditsQuery, deleteCredit, saveCredit } from './api';
import { setupTexts } from './texts';
import { useListWords } from './use-list-words';

const listQueries = () => [creditsQuery()];
export const loader = serverLoader(listQueries);
export const clientLoader = browserLoader(listQueries);

/** A package's name and description as the reader's language has them (the English when not translated). */
function usePackageWords() {
  const language = useLanguage();
  return {
    name: (row: CreditPackage) => packageWords(row.Name, { ms: row.NameMs, zh: row.NameZh }, language),
    description: (row: CreditPackage) =>
      packageWords(row.Description, { ms: row.DescriptionMs, zh: row.DescriptionZh }, language),
  };
}

function useColumns(): AdminColumn<CreditPackage>[] {
  const t = useTexts(setupTexts);
  const format = useFormat();
  const words = usePackageWords();
  return [
    { header: t('name'), cell: words.name, primary: true },
    { header: t('credit'), cell: (row) => format.number(row.Credit), align: 'right' },
    { header: t('price'), cell: (row) => format.ringgit(row.PriceSen), align: 'right' },
    { header: t('description'), cell: words.description },
    { header: t('modified'), cell: (row) => format.dateTime(row.ModifiedDate), nowrap: true },
  ];
}

const fields = [
  'Name',
  'NameMs',
  'NameZh',
  'Credit',
  'Price',
  'Description',
  'DescriptionMs',
  'DescriptionZh',
] as const;

function CreditForm({ item, onSaved, onCancel }: AdminFormProps<CreditPackage>) {
  const t = useTexts(setupTexts);
  const form = useForm({
    initialValues: {
      Name: item?.Name ?? '',
      NameMs: item?.NameMs ?? '',
      NameZh: item?.NameZh ?? '',
      Credit: item ? String(item.Credit) : '',
      Price: item ? senToRinggitText(item.PriceSen) : '',
      Description: item?.Description ?? '',
      DescriptionMs: item?.DescriptionMs ?? '',
      DescriptionZh: item?.DescriptionZh ?? '',
    },
    validate: contractResolver(creditPackageInput),
  });
  const save = useFormSave(form, (values) => saveCredit(item?.id ?? 0, values), onSaved);
  return (
    <SavingForm save={save} onCancel={onCancel} fields={fields}>
      <Alert variant="light" color="blue" icon={<IconHome size={16} />}>
        {t('credits.shownOnHome')}
      </Alert>
      <TextInput
        label={t('credits.nameEn')}
        required
        maxLength={CREDIT_PACKAGE_LIMITS.name}
        {...form.getInputProps('Name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('credits.nameMs')}
          description={t('credits.translationHint')}
          maxLength={CREDIT_PACKAGE_LIMITS.name}
          {...form.getInputProps('NameMs')}
        />
        <TextInput
          label={t('credits.nameZh')}
          description={t('credits.translationHint')}
          maxLength={CREDIT_PACKAGE_LIMITS.name}
          {...form.getInputProps('NameZh')}
        />
      </SimpleGrid>
      <TextInput label={t('credit')} required inputMode="numeric" {...form.getInputProps('Credit')} />
      <TextInput
        label={t('priceRm')}
        description={t('credits.priceIncludesSst')}
        required
        inputMode="decimal"
        placeholder="0.00"
        {...form.getInputProps('Price')}
      />
      <Textarea
        label={t('credits.descriptionEn')}
        required
        autosize
        minRows={2}
        maxLength={CREDIT_PACKAGE_LIMITS.description}
        {...form.getInputProps('Description')}
      />
      {(['DescriptionMs', 'DescriptionZh'] as const).map((field) => (
        <Textarea
          key={field}
          label={field === 'DescriptionMs' ? t('credits.descriptionMs') : t('credits.descriptionZh')}
          description={t('credits.translationHint')}
          autosize
          minRows={2}
          maxLength={CREDIT_PACKAGE_LIMITS.description}
          {...form.getInputProps(field)}
        />
      ))}
    </SavingForm>
  );
}

/** Credits Setup: the credit packages buyers top up with. */
export function CreditsPage() {
  const listWords = useListWords('credits');
  const columns = useColumns();
  const words = usePackageWords();
  return (
    <AdminList
      {...listWords}
      filterKey="filter.credits"
      queryKey={creditsKey}
      listQuery={creditsQuery()}
      searchText={(row) =>
        [row.Name, row.NameMs, row.NameZh, row.Description, row.DescriptionMs, row.DescriptionZh].join(' ')
      }
      columns={columns}
      rowLabel={words.name}
      deleteRow={(row) => deleteCredit(row.id)}
      renderForm={(props) => <CreditForm {...props} />}
    />
  );
}

export default CreditsPage;
