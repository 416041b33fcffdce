import { Alert, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AccountSettings,
  accountDetailsRequest,
  companyTaxDetails,
  emailChangeRequest,
  LIMITS,
  passwordChangeRequest,
  personTaxDetails,
} from '@portal/contract';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { ofLoggedInUsers } from '../../lib/page-questions';
import { profileQueryKey } from '../../lib/session';
import { EmailInput, MobileInput } from '../../ui/ContactInputs';
import { type FormSave, useFormSave } from '../../ui/form-save';
import { NewPasswordInput } from '../../ui/NewPasswordInput';
import { Page } from '../../ui/Page';
import { contractResolver } from '../../ui/rules';
import { SectionCard } from '../../ui/SectionCard';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { CompanyTaxFields, companyTaxValues, PersonTaxFields } from '../../ui/TaxDetailsFields';
import { changeEmail, changePassword, saveDetails, saveTaxDetails, settingsKey, settingsQuery } from './api';
import { accountSettingsTexts } from './texts';

const settingsQueries = ofLoggedInUsers(() => [settingsQuery()]);
export const loader = serverLoader(settingsQueries);
export const clientLoader = browserLoader(settingsQueries);

/**
 * /account/settings: the logged-in user's name and mobile, tax details (a company's TIN, SST no. and address; an
 * individual's TIN or MyKad), e-mail address (confirmed by mail) and password.
 */
export function AccountSettingsPage() {
  const t = useTexts(accountSettingsTexts);
  const settings = useQuery(settingsQuery());
  return (
    <Page title={t('title')} description={t('description')} size="md">
      {settings.isPending && <Loader size="sm" />}
      {settings.isError && <ServerErrorAlert error={settings.error} />}
      {settings.data && (
        <>
          <DetailsCard settings={settings.data} />
          <TaxDetailsCard settings={settings.data} />
          <EmailCard settings={settings.data} />
          <PasswordCard />
        </>
      )}
    </Page>
  );
}

/**
 * A settings form: its call's errors not on a field, its fields, its one button, and under it what the last save did,
 * in the form's own place (a notice at the top of the screen would cover the header and leave the form unchanged).
 */
function SettingsForm({
  save,
  label,
  fields,
  wide = false,
  children,
}: {
  save: FormSave & { data?: { Message: string } };
  label: string;
  fields: readonly string[];
  /** An address's fields stand side by side. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={save.submit} noValidate>
      <Stack gap="sm" maw={wide ? 640 : 420}>
        <ServerErrorAlert error={save.error} fields={fields} />
        {children}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {label}
          </Button>
        </Group>
        {save.data && !save.isPending && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck />} role="status">
            {save.data.Message}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/** The answer's settings kept (its sentence shows under the form). */
function useSaved() {
  const queryClient = useQueryClient();
  return (answer: { Message: string; Settings?: AccountSettings }) => {
    if (answer.Settings) queryClient.setQueryData(settingsKey, answer.Settings);
  };
}

function DetailsCard({ settings }: { settings: AccountSettings }) {
  const t = useTexts(accountSettingsTexts);
  const queryClient = useQueryClient();
  const saved = useSaved();
  const form = useForm<z.input<typeof accountDetailsRequest>>({
    initialValues: { Username: settings.Username, Phone: settings.Phone },
    validate: contractResolver(accountDetailsRequest),
  });
  const save = useFormSave(form, saveDetails, (answer) => {
    saved(answer);
    // The header greets the user by this name.
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  });
  return (
    <SectionCard title={t('detailsTitle')} roomy>
      <SettingsForm save={save} label={t('saveDetails')} fields={['Username', 'Phone']}>
        <TextInput
          label={t('name')}
          autoComplete="name"
          maxLength={LIMITS.username}
          required
          {...form.getInputProps('Username')}
        />
        <MobileInput label={t('mobile')} required {...form.getInputProps('Phone')} />
      </SettingsForm>
    </SectionCard>
  );
}

const companyTaxFieldNames = [
  'TIN',
  'SSTNo',
  'CompanyAddress.Lines',
  'CompanyAddress.Postcode',
  'CompanyAddress.City',
  'CompanyAddress.StateCode',
];

const taxFormValues = (settings: AccountSettings) => ({ ...companyTaxValues(settings), MyKad: settings.MyKad ?? '' });

/** A company's TIN, SST no. and address (its users share them); an individual's TIN or MyKad. */
function TaxDetailsCard({ settings }: { settings: AccountSettings }) {
  const t = useTexts(accountSettingsTexts);
  const saved = useSaved();
  const company = settings.CompanyName;
  const isCompany = company !== null;
  const form = useForm({
    initialValues: taxFormValues(settings),
    validate: contractResolver(isCompany ? companyTaxDetails : personTaxDetails),
  });
  const save = useFormSave(
    form,
    ({ TIN, SSTNo, CompanyAddress, MyKad }) =>
      saveTaxDetails(isCompany ? { TIN, SSTNo, CompanyAddress } : { TIN, MyKad }),
    (answer) => {
      saved(answer);
      // As stored: the numbers without the spaces and dashes typed.
      form.setValues(taxFormValues(answer.Settings));
    },
  );
  return (
    <SectionCard title={isCompany ? t('companyTaxTitle') : t('personTaxTitle')} roomy>
      <Text>{company === null ? t('personTaxText') : t('companyTaxText', { company })}</Text>
      <SettingsForm
        save={save}
        label={t('saveTaxDetails')}
        fields={isCompany ? companyTaxFieldNames : ['TIN', 'MyKad']}
        wide={isCompany}
      >
        {isCompany ? (
          <CompanyTaxFields form={form} paths={{ tin: 'TIN', sstNo: 'SSTNo', address: 'CompanyAddress' }} required />
        ) : (
          <PersonTaxFields form={form} paths={{ tin: 'TIN', mykad: 'MyKad' }} />
        )}
      </SettingsForm>
    </SectionCard>
  );
}

function EmailCard({ settings }: { settings: AccountSettings }) {
  const t = useTexts(accountSettingsTexts);
  const saved = useSaved();
  const form = useForm<z.input<typeof emailChangeRequest>>({
    initialValues: { NewEmail: '', CurrentPassword: '' },
    validate: contractResolver(emailChangeRequest),
  });
  const save = useFormSave(form, changeEmail, (answer) => {
    saved(answer);
    form.reset();
  });
  return (
    <SectionCard title={t('emailTitle')} roomy>
      <Text>{t('currentEmail', { email: settings.Email })}</Text>
      {settings.PendingEmail && (
        <Alert color="blue" variant="light" icon={<IconMailForward />} data-testid="pending-email">
          {t('pendingEmail', { email: settings.PendingEmail })}
        </Alert>
      )}
      <SettingsForm save={save} label={t('sendLink')} fields={['NewEmail', 'CurrentPassword']}>
        <EmailInput label={t('newEmail')} required {...form.getInputProps('NewEmail')} />
        <PasswordInput
          label={t('currentPassword')}
          description={t('currentPasswordHint')}
          autoComplete="current-password"
          required
          {...form.getInputProps('CurrentPassword')}
        />
      </SettingsForm>
    </SectionCard>
  );
}

function PasswordCard() {
  const t = useTexts(accountSettingsTexts);
  const saved = useSaved();
  const form = useForm<z.input<typeof passwordChangeRequest>>({
    initialValues: { CurrentPassword: '', Password: '', ConfirmPassword: '' },
    validate: contractResolver(passwordChangeRequest),
  });
  const save = useFormSave(form, changePassword, (answer) => {
    saved(answer);
    form.reset();
  });
  return (
    <SectionCard title={t('passwordTitle')} roomy>
      <Text>{t('passwordText')}</Text>
      <SettingsForm save={save} label={t('changePassword')} fields={['CurrentPassword', 'Password', 'ConfirmPassword']}>
        <PasswordInput
          label={t('currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('CurrentPassword')}
        />
        <NewPasswordInput
          label={t('newPassword')}
          required
          {...form.getInputProps('Password')}
          value={form.values.Password}
        />
        <PasswordInput
          label={t('confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('ConfirmPassword')}
        />
      </SettingsForm>
    </SectionCard>
  );
}

export default AccountSettingsPage;
