import { Code, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatDateTime,
  formatProblem,
  nextRunningNumber,
  parseInteger,
  RUNNING_NUMBER_LIMITS,
  type RunningNumber,
  runningNumberInput,
  SYSTEM_RUNNING_NUMBER_CODES,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { type AdminColumn, AdminForm, type AdminFormProps, AdminList, schemaErrors } from '../../ui/AdminList';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { deleteRunningNumber, fetchRunningNumbers, saveRunningNumber, setupKeys } from './api';

const columns: AdminColumn<RunningNumber>[] = [
  {
    header: 'Code',
    cell: (row) => (
      <Text ff="monospace" fw={600} inherit>
        {row.Code}
      </Text>
    ),
  },
  { header: 'Name', cell: (row) => row.Name, primary: true },
  { header: 'Prefix', cell: (row) => row.Prefix },
  { header: 'Format', cell: (row) => <Code>{row.Format}</Code>, nowrap: true },
  { header: 'Current', cell: (row) => row.CurrentNumber.toLocaleString('en-MY'), align: 'right' },
  { header: 'Padding', cell: (row) => row.ZeroPadding, align: 'right' },
  {
    header: 'Next Number',
    cell: (row) => (
      <Text ff="monospace" inherit>
        {row.NextNumber}
      </Text>
    ),
    nowrap: true,
  },
  { header: 'Modified', cell: (row) => formatDateTime(row.ModifiedDate), nowrap: true },
];

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
  const form = useForm<Values>({
    initialValues: {
      Code: item?.Code ?? '',
      Name: item?.Name ?? '',
      Prefix: item?.Prefix ?? '',
      Format: item?.Format ?? '{PREFIX}-{YYYY}-{N}',
      CurrentNumber: item ? String(item.CurrentNumber) : '0',
      ZeroPadding: item ? String(item.ZeroPadding) : '5',
    },
    validate: (values) => schemaErrors(runningNumberInput, values),
  });
  const save = useMutation({
    mutationFn: (values: Values) => saveRunningNumber(item?.id ?? 0, values),
    onSuccess: onSaved,
    onError: showFieldErrors(form),
  });
  const next = preview(form.values);
  return (
    <AdminForm
      onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError(form))}
      onCancel={onCancel}
      submitting={save.isPending}
      error={save.error}
      fields={fields}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Code"
          required
          maxLength={RUNNING_NUMBER_LIMITS.code}
          disabled={item !== null && isSystemCode(item.Code)}
          description={item !== null && isSystemCode(item.Code) ? 'Used by the portal; fixed' : undefined}
          {...form.getInputProps('Code')}
          onChange={(event) => form.setFieldValue('Code', event.currentTarget.value.toUpperCase())}
        />
        <TextInput label="Name" required maxLength={RUNNING_NUMBER_LIMITS.name} {...form.getInputProps('Name')} />
        <TextInput label="Prefix" required maxLength={RUNNING_NUMBER_LIMITS.prefix} {...form.getInputProps('Prefix')} />
        <TextInput
          label="Format"
          required
          maxLength={RUNNING_NUMBER_LIMITS.format}
          description="{PREFIX} {YYYY} {YY} {MM} {DD} {N}"
          {...form.getInputProps('Format')}
        />
        <TextInput
          label="Current Number"
          required
          inputMode="numeric"
          description={item ? `Can only be raised (now ${item.CurrentNumber})` : 'The last number issued'}
          {...form.getInputProps('CurrentNumber')}
        />
        <TextInput
          label="Zero Padding"
          required
          inputMode="numeric"
          description="Digits of {N}, 0 to 12"
          {...form.getInputProps('ZeroPadding')}
        />
      </SimpleGrid>
      <Paper withBorder p="sm" bg="gray.0">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            Next number:
          </Text>
          <Text ff="monospace" fw={700} data-testid="next-number-preview" style={{ overflowWrap: 'anywhere' }}>
            {next ?? '-'}
          </Text>
        </Group>
      </Paper>
    </AdminForm>
  );
}

/** Running Number Setup: how transaction, invoice, receipt and check numbers are written. */
export function RunningNumbersPage() {
  return (
    <AdminList
      title="Running Number Setup"
      description="How document numbers are written, and the last number issued of each series."
      entity="Running Number"
      deleteItemName="running number"
      filterKey="filter.runningnumbers"
      searchPlaceholder="Search code or name"
      queryKey={setupKeys.runningNumbers}
      fetchList={fetchRunningNumbers}
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
