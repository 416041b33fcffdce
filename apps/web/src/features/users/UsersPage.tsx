import { Badge, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  companyUserInput,
  individualUserInput,
  LIMITS,
  senToRinggitText,
  type UserRecord,
  UserRole,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { useSession } from '../../lib/session';
import { type AdminColumn, type AdminFormProps, AdminList, firstAdminPage } from '../../ui/AdminList';
import { SavingForm } from '../../ui/FormModal';
import { useFormSave } from '../../ui/form-save';
import { NewPasswordInput } from '../../ui/NewPasswordInput';
import { contractResolver } from '../../ui/rules';
import { CompanyTaxFields, companyTaxValues, PersonTaxFields } from '../../ui/TaxDetailsFields';
import { breakableEmail, wholeWordBadge } from '../../ui/wrapping';
import { deleteUser, saveUser, userRolesQuery, usersKey, usersQuery } from './api';
import { usersTexts } from './texts';

const listQueries = () => [usersQuery('', firstAdminPage)];
export const loader = serverLoader(listQueries);
export const clientLoader = browserLoader(listQueries);

/** Each role code's word in the reader's language (the server's word for a role the web does not know). */
const roleWords: Record<number, 'roleUser' | 'roleAdministrator'> = {
  [UserRole.User]: 'roleUser',
  [UserRole.Administrator]: 'roleAdministrator',
};

function useRoleLabel() {
  const t = useTexts(usersTexts);
  return (id: number | string, fallback: string) => {
    const word = roleWords[Number(id)];
    return word ? t(word) : fallback;
  };
}

function Status({ row }: { row: UserRecord }) {
  const t = useTexts(usersTexts);
  return (
    <Group gap={4} preventGrowOverflow={false}>
      <Badge color={row.Active ? 'teal' : 'gray'} variant="light" radius="sm" tt="none" styles={wholeWordBadge}>
        {row.Active ? t('active') : t('inactive')}
      </Badge>
      {!row.IsVerified && (
        <Badge color="yellow" variant="light" radius="sm" tt="none" styles={wholeWordBadge}>
          {t('notVerified')}
        </Badge>
      )}
      {row.IsTestAccount && (
        <Badge color="grape" variant="light" radius="sm" tt="none" styles={wholeWordBadge}>
          {t('test')}
        </Badge>
      )}
    </Group>
  );
}

/** A value with quieter lines under it (an e-mail under a name, the BRN and TIN under a company). */
function Lines({ first, second, third }: { first: string; second: ReactNode; third?: ReactNode }) {
  const quiet = (line: ReactNode) =>
    line && (
      <Text size="xs" c="dimmed">
        {line}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" inherit>
        {first}
      </Text>
      {quiet(second)}
      {quiet(third)}
    </Stack>
  );
}

/** Postpaid accounts show their rate; the others a dash. */
function Postpaid({ row }: { row: UserRecord }) {
  const format = useFormat();
  if (!row.IsPostpaid || row.PostpaidRate === null) return <Text c="dimmed">{'-'}</Text>;
  return (
    <Badge color="blue" variant="light" radius="sm" tt="none" styles={wholeWordBadge}>
      {format.ringgit(Math.round(row.PostpaidRate * 100))}
    </Badge>
  );
}

function useColumns(): AdminColumn<UserRecord>[] {
  const t = useTexts(usersTexts);
  const roleLabel = useRoleLabel();
  const format = useFormat();
  return [
    {
      header: t('name'),
      cell: (row) => <Lines first={row.Username} second={breakableEmail(row.Email)} />,
      primary: true,
    },
    {
      header: t('companyName'),
      cell: (row) => (
        <Lines
          first={row.CompanyName ?? '-'}
          second={row.CompanyNo}
          third={row.TIN && t('tinValue', { tin: row.TIN })}
        />
      ),
    },
    {
      header: t('accountType'),
      cell: (row) => (row.UserType === 'COMPANY' ? t('typeCompany') : t('typeIndividual')),
      nowrap: true,
    },
    { header: t('referralCode'), cell: (row) => row.ReferralCode, nowrap: true },
    {
      header: t('role'),
      cell: (row) => roleLabel(row.UserRole, row.UserRoleDesc),
      nowrap: true,
    },
    { header: t('status'), cell: (row) => <Status row={row} />, nowrap: true },
    { header: t('credit'), cell: (row) => format.number(row.Credit), align: 'right', nowrap: true },
    { header: t('postpaidRate'), cell: (row) => <Postpaid row={row} />, nowrap: true },
    { header: t('created'), cell: (row) => format.date(row.CreatedDate), nowrap: true },
  ];
}

const fields = [
  'Email',
  'Username',
  'Phone',
  'Password',
  'UserRole',
  'Active',
  'IsVerified',
  'IsTestAccount',
  'APIIncludeData',
  'APIIncludePDF',
  'IsPostpaid',
  'TransactionCharge',
  'TIN',
  'SSTNo',
  'MyKad',
  'CompanyAddress.Lines',
  'CompanyAddress.Postcode',
  'CompanyAddress.City',
  'CompanyAddress.StateCode',
] as const;

function formValues(item: UserRecord | null) {
  return {
    Email: item?.Email ?? '',
    Username: item?.Username ?? '',
    Phone: item?.Phone ?? '',
    Password: '',
    UserRole: String(item?.UserRole ?? UserRole.User),
    Active: item?.Active ?? true,
    IsVerified: item?.IsVerified ?? true,
    IsTestAccount: item?.IsTestAccount ?? false,
    APIIncludeData: item?.APIIncludeData ?? false,
    APIIncludePDF: item?.APIIncludePDF ?? false,
    IsPostpaid: item?.IsPostpaid ?? false,
    TransactionCharge:
      item?.PostpaidRate === null || !item ? '' : senToRinggitText(Math.round(item.PostpaidRate * 100)),
    // Both kinds' fields are held; the server reads those of the account's kind.
    ...companyTaxValues(item ?? undefined),
    MyKad: item?.MyKad ?? '',
  };
}

/** A titled column of an account's check boxes. */
function FlagGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function UserForm({ item, onSaved, onCancel }: AdminFormProps<UserRecord>) {
  const t = useTexts(usersTexts);
  const roleLabel = useRoleLabel();
  const isNew = item === null;
  const isCompany = item?.UserType === 'COMPANY';
  const roles = useQuery(userRolesQuery());
  const form = useForm({
    initialValues: formValues(item),
    validate: (values) => {
      const errors = contractResolver(isCompany ? companyUserInput : individualUserInput)(values);
      if (isNew && !values.Password) errors.Password ??= t('passwordRequired');
      return errors;
    },
  });
  const save = useFormSave(form, (values) => saveUser(item?.id ?? 0, values), onSaved);
  const flag = (name: (typeof fields)[number], label: string, disabled = false) => (
    <Checkbox label={label} disabled={disabled} {...form.getInputProps(name, { type: 'checkbox' })} />
  );
  return (
    <SavingForm save={save} onCancel={onCancel} fields={fields}>
      {isCompany && <TextInput label={t('companyName')} value={item?.CompanyName ?? ''} readOnly variant="filled" />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('email')}
          required
          type="email"
          maxLength={LIMITS.email}
          autoComplete="off"
          {...form.getInputProps('Email')}
        />
        <TextInput label={t('name')} required maxLength={LIMITS.username} {...form.getInputProps('Username')} />
        <TextInput label={t('mobile')} required inputMode="tel" {...form.getInputProps('Phone')} />
        <Select
          label={t('role')}
          required
          allowDeselect={false}
          data={(roles.data ?? []).map((role) => ({
            value: String(role.id),
            label: roleLabel(role.id, role.label),
          }))}
          {...form.getInputProps('UserRole')}
        />
      </SimpleGrid>
      <NewPasswordInput
        label={t('password')}
        required={isNew}
        description={isNew ? t('newPassword') : t('keepPassword')}
        {...form.getInputProps('Password')}
        value={form.values.Password}
      />
      {isCompany ? (
        <Fieldset legend={t('companyTaxDetails')} radius="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('companyTaxHint')}
            </Text>
            <CompanyTaxFields form={form} paths={{ tin: 'TIN', sstNo: 'SSTNo', address: 'CompanyAddress' }} required />
          </Stack>
        </Fieldset>
      ) : (
        <Fieldset legend={t('einvoiceDetails')} radius="md">
          <PersonTaxFields form={form} paths={{ tin: 'TIN', mykad: 'MyKad' }} />
        </Fieldset>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <FlagGroup title={t('flags')}>
          {flag('Active', t('active'))}
          {flag('IsVerified', t('verified'), isNew)}
          {flag('IsTestAccount', t('testAccount'))}
        </FlagGroup>
        <FlagGroup title={t('api')}>
          {flag('APIIncludeData', t('apiIncludesData'))}
          {flag('APIIncludePDF', t('apiIncludesPdf'))}
        </FlagGroup>
        <FlagGroup title={t('billing')}>
          {flag('IsPostpaid', t('postpaid'), !isCompany && !form.values.IsPostpaid)}
          {!isCompany && (
            <Text size="xs" c="dimmed">
              {t('companyOnly')}
            </Text>
          )}
        </FlagGroup>
      </SimpleGrid>
      {form.values.IsPostpaid && (
        <TextInput
          label={t('postpaidRateRm')}
          required
          inputMode="decimal"
          placeholder="0.00"
          maxLength={LIMITS.postpaidRate}
          description={t('postpaidRateHint')}
          {...form.getInputProps('TransactionCharge')}
        />
      )}
    </SavingForm>
  );
}

/** Accounts (`/setting/users`): every account, searched and paged on the server, edited in a modal. */
export function UsersPage() {
  const { profile } = useSession();
  const t = useTexts(usersTexts);
  const columns = useColumns();
  return (
    <AdminList
      title={t('title')}
      description={t('description')}
      entity={t('entity')}
      deleteItemName={t('deleteItemName')}
      filterKey="filter.users"
      searchPlaceholder={t('searchPlaceholder')}
      queryKey={usersKey}
      pageQuery={usersQuery}
      columns={columns}
      rowLabel={(row) => `${row.Username} (${row.Email})`}
      // Nobody deletes their own account; the server refuses it too.
      canDelete={(row) => row.id !== profile.LoginID}
      deleteRow={(row) => deleteUser(row.id)}
      renderForm={(props) => <UserForm {...props} />}
      modalSize="lg"
      tableMinWidth={880}
    />
  );
}

export default UsersPage;
