import { Code, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatProblem,
  nextRunningNumber,
  parseInteger,
  RUNNING_NUMBER_LIMITS,
  type RunningNumber,
  runningNumberInput,
  SYSTEM_RUNNING_NUMBER_CODES,
} from '@portal/contract';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { type AdminColumn, type AdminFormProps, AdminList } from '../../ui/AdminList';
import { SavingForm } from '../../ui/FormModal';
import { useFormSave } from '../../ui/form-save';
import { contractResolver } from '../../ui/rules';
import { deleteRunningNumber, runningNumbersKey, runningNumbersQuery, saveRunningNumber } from './api';
import { setupTexts } from './texts';
import { useListWords } from './use-list-words';

const listQueries = () => [runningNumbersQuery()];
export const loader = serverLoader(listQueries);
export const clientLoader = browserLoader(listQueries);

function useColumns(): AdminColumn<RunningNumber>[] {
  const t = useTexts(setupTexts);
  const format = useFormat();
  return [
    {
      header: t('runningNumbers.code'),
      cell: (row) => (
        <Text ff="monospace" fw={600} inherit>
          {row.Code}
        </Text>
      ),
    },
    { header: t('name'), cell: (row) => row.Name, primary: true },
    { header: t('runningNumbers.prefix'), cell: (row) => row.Prefix },
    { header: t('runningNumbers.format'), cell: (row) => <Code>{row.Format}</Code>, nowrap: true },
    { header: t('runningNumbers.current'), cell: (row) => format.number(row.CurrentNumber), align: 'right' },
    { header: t('runningNumbers.padding'), cell: (row) => row.ZeroPadding, align: 'right' },
    {
      header: t('runningNumbers.nextNumber'),
      cell: (row) => (
        <Text ff="monospace" inherit>
          {row.NextNumber}
        </Text>
      ),
      nowrap: true,
    },
    { header: t('modified'), cell: (row) => format.dateTime(row.ModifiedDate), nowrap: true },
  ];
}

const fields = ['Code', 'Name', 'Prefix', 'Format', 'CurrentNumber', 'ZeroPadding'] as const;
const isSystemCode = (code: string) => (SYSTEM_RUNNING_NUMBER_CODES as readonly string[]).includes(code);

type Values = Record<(typeof fields)[number], string>;

/** The next number as the values being typed would write it, or nothing while they are not valid yet. */
function preview(values: Values): string | null {
  const current = parseInteger(values.CurrentNumber, { max: RUNNING_NUMBER_LIMITS.current });
  const padding = parseInteger(values.ZeroPadding, { max: RUNNING_NUMBER_LIMITS.padding });
  if (!('value' in current) || !('value' in padding) || formatProblem(values.Format)) return null;
  return nextRunningNumber({
    Prefix: values.Prefix.trim(),
    Format: values.Format.trim(),
    CurrentNumber: current.value,
    ZeroPadding: padding.value,
  });
}

function RunningNumberForm({ item, onSaved, onCancel }: AdminFormProps<RunningNumber>) {
  const t = useTexts(setupTexts);
  const form = useForm<Values>({
    initialValues: {
      Code: item?.Code ?? '',
      Name: item?.Name ?? '',
      Prefix: item?.Prefix ?? '',
      Format: item?.Format ?? '{PREFIX}-{YYYY}-{N}',
      CurrentNumber: item ? String(item.CurrentNumber) : '0',
      ZeroPadding: item ? String(item.ZeroPadding) : '5',
    },
    validate: contractResolver(runningNumberInput),
  });
  const save = useFormSave(form, (values) => saveRunningNumber(item?.id ?? 0, values), onSaved);
  const next = preview(form.values);
  return (
    <SavingForm save={save} onCancel={onCancel} fields={fields}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('runningNumbers.code')}
          required
          maxLength={RUNNING_NUMBER_LIMITS.code}
          disabled={item !== null && isSystemCode(item.Code)}
          description={item !== null && isSystemCode(item.Code) ? t('runningNumbers.systemCode') : undefined}
          {...form.getInputProps('Code')}
          onChange={(event) => form.setFieldValue('Code', event.currentTarget.value.toUpperCase())}
        />
        <TextInput label={t('name')} required maxLength={RUNNING_NUMBER_LIMITS.name} {...form.getInputProps('Name')} />
        <TextInput
          label={t('runningNumbers.prefix')}
          required
          maxLength={RUNNING_NUMBER_LIMITS.prefix}
          {...form.getInputProps('Prefix')}
        />
        <TextInput
          label={t('runningNumbers.format')}
          required
          maxLength={RUNNING_NUMBER_LIMITS.format}
          description="{PREFIX} {YYYY} {YY} {MM} {DD} {N}"
          {...form.getInputProps('Format')}
        />
        <TextInput
          label={t('runningNumbers.currentNumber')}
          required
          inputMode="numeric"
          description={
            item ? t('runningNumbers.canOnlyRaise', { current: item.CurrentNumber }) : t('runningNumbers.lastIssued')
          }
          {...form.getInputProps('CurrentNumber')}
        />
        <TextInput
          label={t('runningNumbers.zeroPadding')}
          required
          inputMode="numeric"
          description={t('runningNumbers.paddingHint')}
          {...form.getInputProps('ZeroPadding')}
        />
      </SimpleGrid>
      <Paper withBorder p="sm" bg="gray.0">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('runningNumbers.nextPreview')}
          </Text>
          <Text ff="monospace" fw={700} data-testid="next-number-preview" style={{ overflowWrap: 'anywhere' }}>
            {next ?? '-'}
          </Text>
        </Group>
      </Paper>
    </SavingForm>
  );
}

/** Running Number Setup: how transaction, invoice, receipt and check numbers are written. */
export function RunningNumbersPage() {
  const listWords = useListWords('runningNumbers');
  const columns = useColumns();
  return (
    <AdminList
      {...listWords}
      filterKey="filter.runningnumbers"
      queryKey={runningNumbersKey}
      listQuery={runningNumbersQuery()}
      searchText={(row) => `${row.Code} ${row.Name} ${row.Prefix}`}
      columns={columns}
      rowLabel={(row) => `${row.Code} ${row.Name}`}
      deleteRow={(row) => deleteRunningNumber(row.id)}
      canDelete={(row) => !isSystemCode(row.Code)}
      renderForm={(props) => <RunningNumberForm {...props} />}
      modalSize="lg"
    />
  );
}

export default RunningNumbersPage;
