import { Badge, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatDate,
  formatRinggit,
  LIMITS,
  senToRinggitText,
  type UserRecord,
  UserRole,
  userInput,
  userItemName,
  userMessages,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session';
import { type AdminColumn, AdminForm, type AdminFormProps, AdminList, schemaErrors } from '../../ui/AdminList';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { NewPasswordInput } from '../../ui/NewPasswordInput';
import { deleteUser, fetchUserRoles, fetchUsers, saveUser, userKeys } from './api';
import { usersText } from './text';

/** Badges keep their whole word: a narrow table column scrolls rather than cutting them short. */
const badgeStyles = { root: { minWidth: 'max-content' } };

function Status({ row }: { row: UserRecord }) {
  return (
    <Group gap={4} preventGrowOverflow={false}>
      <Badge color={row.Active ? 'teal' : 'gray'} variant="light" radius="sm" tt="none" styles={badgeStyles}>
        {row.Active ? 'Active' : 'Inactive'}
      </Badge>
      {!row.IsVerified && (
        <Badge color="yellow" variant="light" radius="sm" tt="none" styles={badgeStyles}>
          Not verified
        </Badge>
      )}
      {row.IsTestAccount && (
        <Badge color="grape" variant="light" radius="sm" tt="none" styles={badgeStyles}>
          Test
        </Badge>
      )}
    </Group>
  );
}

/** A value with a second, quieter line under it (an e-mail under a name, a number under a company). */
function TwoLines({ first, second }: { first: string; second: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm" inherit>
        {first}
      </Text>
      {second && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {second}
        </Text>
      )}
    </Stack>
  );
}

/** Postpaid accounts show their rate; the others a dash. */
function Postpaid({ row }: { row: UserRecord }) {
  if (!row.IsPostpaid || row.PostpaidRate === null) return <Text c="dimmed">-</Text>;
  return (
    <Badge color="blue" variant="light" radius="sm" tt="none" styles={badgeStyles}>
      {formatRinggit(Math.round(row.PostpaidRate * 100))}
    </Badge>
  );
}

const columns: AdminColumn<UserRecord>[] = [
  { header: 'Name', cell: (row) => <TwoLines first={row.Username} second={row.Email} />, primary: true },
  { header: 'Company Name', cell: (row) => <TwoLines first={row.CompanyName ?? '-'} second={row.CompanyNo} /> },
  { header: 'Referral Code', cell: (row) => row.ReferralCode, nowrap: true },
  { header: 'Role', cell: (row) => row.UserRoleDesc, nowrap: true },
  { header: 'Status', cell: (row) => <Status row={row} />, nowrap: true },
  { header: 'Postpaid Rate', cell: (row) => <Postpaid row={row} />, nowrap: true },
  { header: 'Created', cell: (row) => formatDate(row.CreatedDate), nowrap: true },
];

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
  };
}

function UserForm({ item, onSaved, onCancel }: AdminFormProps<UserRecord>) {
  const isNew = item === null;
  const isCompany = item?.UserType === 'COMPANY';
  const roles = useQuery({ queryKey: userKeys.roles, queryFn: fetchUserRoles, staleTime: Infinity });
  const form = useForm({
    initialValues: formValues(item),
    validate: (values) => {
      const errors = schemaErrors(userInput, values);
      if (isNew && !values.Password) errors.Password ??= userMessages.passwordRequired;
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) => saveUser(item?.id ?? 0, values),
    onSuccess: onSaved,
    onError: showFieldErrors(form),
  });
  const flag = (name: (typeof fields)[number], label: string, disabled = false) => (
    <Checkbox label={label} disabled={disabled} {...form.getInputProps(name, { type: 'checkbox' })} />
  );
  return (
    <AdminForm
      onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError(form))}
      onCancel={onCancel}
      submitting={save.isPending}
      error={save.error}
      fields={fields}
    >
      {isCompany && <TextInput label="Company Name" value={item?.CompanyName ?? ''} readOnly variant="filled" />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Email"
          required
          type="email"
          maxLength={LIMITS.email}
          autoComplete="off"
          {...form.getInputProps('Email')}
        />
        <TextInput label="Name" required maxLength={LIMITS.username} {...form.getInputProps('Username')} />
        <TextInput label="Mobile" required inputMode="tel" {...form.getInputProps('Phone')} />
        <Select
          label="Role"
          required
          allowDeselect={false}
          data={(roles.data ?? []).map((role) => ({ value: String(role.id), label: role.label }))}
          {...form.getInputProps('UserRole')}
        />
      </SimpleGrid>
      <NewPasswordInput
        label="Password"
        required={isNew}
        description={isNew ? usersText.newPassword : usersText.keepPassword}
        {...form.getInputProps('Password')}
        value={form.values.Password}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {usersText.flags}
          </Text>
          {flag('Active', 'Active')}
          {flag('IsVerified', 'Verified', isNew)}
          {flag('IsTestAccount', 'Test account')}
        </Stack>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {usersText.api}
          </Text>
          {flag('APIIncludeData', 'API includes data')}
          {flag('APIIncludePDF', 'API includes PDF')}
        </Stack>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {usersText.billing}
          </Text>
          {flag('IsPostpaid', 'Postpaid', !isCompany && !form.values.IsPostpaid)}
          {!isCompany && (
            <Text size="xs" c="dimmed">
              {usersText.companyOnly}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      {form.values.IsPostpaid && (
        <TextInput
          label="Postpaid Rate (RM)"
          required
          inputMode="decimal"
          placeholder="0.00"
          maxLength={LIMITS.postpaidRate}
          description={usersText.postpaidRateHint}
          {...form.getInputProps('TransactionCharge')}
        />
      )}
    </AdminForm>
  );
}

/** Accounts (`/setting/users`): every account, searched and paged on the server, edited in a modal. */
export function UsersPage() {
  const { profile } = useSession();
  return (
    <AdminList
      title={usersText.title}
      description={usersText.description}
      entity={usersText.entity}
      deleteItemName={userItemName}
      filterKey="filter.users"
      searchPlaceholder={usersText.searchPlaceholder}
      queryKey={userKeys.list}
      fetchPage={fetchUsers}
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
