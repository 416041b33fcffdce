import {
  Alert,
  Anchor,
  Autocomplete,
  type AutocompleteProps,
  Checkbox,
  Fieldset,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type companyDetails,
  DEFAULT_REFERRAL_CODE,
  LIMITS,
  type RegistrationRequest,
  registrationRequest,
} from '@portal/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { paths } from '../../lib/paths';
import { AuthCard } from '../../ui/AuthCard';
import { AuthForm, AuthSwitchLine } from '../../ui/AuthForm';
import { ChoiceChips } from '../../ui/ChoiceChips';
import { EmailInput, MobileInput } from '../../ui/ContactInputs';
import { useFormSave } from '../../ui/form-save';
import { NewPasswordInput } from '../../ui/NewPasswordInput';
import { contractResolver } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { CompanyTaxFields, PersonTaxFields } from '../../ui/TaxDetailsFields';
import { referrersQuery, registerAccount } from './api';
import { RegistrationReceived } from './RegistrationReceived';
import { accountsTexts } from './texts';

/**
 * The registration as the form holds it: the terms box starts unticked, and the company's fields are always there
 * (sent for a company only).
 */
type RegistrationForm = Omit<RegistrationRequest, 'AcceptTerms' | 'Company'> & {
  AcceptTerms: boolean;
  Company: z.input<typeof companyDetails>;
};

const fieldNames = [
  'UserType',
  'Username',
  'Phone',
  'Email',
  'ReferralCode',
  'Password',
  'ConfirmPassword',
  'Company.CompanyName',
  'Company.CompanyNo',
  'Company.ContactNo',
  'Company.TIN',
  'Company.SSTNo',
  'Company.Address.Lines',
  'Company.Address.Postcode',
  'Company.Address.City',
  'Company.Address.StateCode',
  'TIN',
  'MyKad',
  'AcceptTerms',
] as const;

const registrationRules = contractResolver(registrationRequest);

/**
 * The contract's checks. zod checks the passwords' match and the company's fields only once the terms box passes, so
 * they are also checked as if it were ticked: an unticked box must not hide them.
 */
const registrationFaults = (values: RegistrationForm) => ({
  ...registrationRules({ ...values, AcceptTerms: true }),
  ...registrationRules(values),
});

function useRegistrationForm() {
  const [searchParams] = useSearchParams();
  return useForm<RegistrationForm>({
    initialValues: {
      UserType: 'INDIVIDUAL',
      Username: '',
      Phone: '',
      Email: '',
      ReferralCode: searchParams.get('refcode') || DEFAULT_REFERRAL_CODE,
      Password: '',
      ConfirmPassword: '',
      Company: {
        CompanyName: '',
        CompanyNo: '',
        ContactNo: '',
        TIN: '',
        SSTNo: '',
        Address: { Lines: '', Postcode: '', City: '', StateCode: '' },
      },
      TIN: '',
      MyKad: '',
      AcceptTerms: false,
    },
    validate: registrationFaults,
  });
}

/** A company's tax numbers are the company's; an individual's TIN or MyKad are sent only for an individual. */
function toRequest({ Company, TIN, MyKad, ...values }: RegistrationForm) {
  return values.UserType === 'COMPANY' ? { ...values, Company } : { ...values, TIN, MyKad };
}

const registerQueries = () => [referrersQuery()];
export const loader = serverLoader(registerQueries);
export const clientLoader = browserLoader(registerQueries);

export function RegisterPage() {
  const form = useRegistrationForm();
  const t = useTexts(accountsTexts);
  const register = useFormSave(form, (values) => registerAccount(toRequest(values)));
  if (register.data && !register.data.invalid && register.variables) {
    return <RegistrationReceived email={register.variables.Email} />;
  }

  const isCompany = form.values.UserType === 'COMPANY';
  return (
    <AuthCard title={t('registerTitle')} width={600} description={t('registerDescription')}>
      <AuthForm
        onSubmit={register.submit}
        submitLabel={t('registerButton')}
        submitting={register.isPending}
        below={<AuthSwitchLine text={t('alreadyRegistered')} linkLabel={t('loginButton')} to={paths.login} />}
      >
        <ChoiceChips<NonNullable<RegistrationRequest['UserType']>>
          label={t('accountType')}
          data={[
            { label: t('individual'), value: 'INDIVIDUAL' },
            { label: t('company'), value: 'COMPANY' },
          ]}
          value={isCompany ? 'COMPANY' : 'INDIVIDUAL'}
          onChange={(userType) => form.setFieldValue('UserType', userType)}
        />
        {register.data?.invalid && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {register.data.msg}
          </Alert>
        )}
        <ServerErrorAlert error={register.error} fields={fieldNames} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('name')}
            maxLength={LIMITS.username}
            autoComplete="name"
            {...form.getInputProps('Username')}
          />
          <MobileInput label={t('mobile')} maxLength={LIMITS.phone} {...form.getInputProps('Phone')} />
        </SimpleGrid>
        <EmailInput label={t('email')} {...form.getInputProps('Email')} />
        {isCompany ? <CompanyFields form={form} /> : <EinvoiceFields form={form} />}
        <ReferralCodeInput {...form.getInputProps('ReferralCode')} />
        <NewPasswordInput label={t('password')} {...form.getInputProps('Password')} value={form.values.Password} />
        <PasswordInput
          label={t('confirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('ConfirmPassword')}
        />
        <TermsAgreement {...form.getInputProps('AcceptTerms', { type: 'checkbox' })} />
      </AuthForm>
    </AuthCard>
  );
}

/** An individual may name themself for e-invoices now, by a TIN or a MyKad number; both may be left empty. */
function EinvoiceFields({ form }: { form: ReturnType<typeof useRegistrationForm> }) {
  const t = useTexts(accountsTexts);
  return (
    <Fieldset legend={t('einvoiceDetails')} radius="md">
      <Text size="sm" c="dimmed" mb="xs">
        {t('einvoiceDetailsHint')}
      </Text>
      <PersonTaxFields form={form} paths={{ tin: 'TIN', mykad: 'MyKad' }} />
    </Fieldset>
  );
}

function CompanyFields({ form }: { form: ReturnType<typeof useRegistrationForm> }) {
  const t = useTexts(accountsTexts);
  return (
    <Fieldset legend={t('companyDetails')} radius="md">
      <Stack gap="sm">
        <TextInput
          label={t('companyName')}
          maxLength={LIMITS.companyName}
          autoComplete="organization"
          {...form.getInputProps('Company.CompanyName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('companyNo')} maxLength={LIMITS.companyNo} {...form.getInputProps('Company.CompanyNo')} />
          <TextInput
            label={t('companyContactNo')}
            inputMode="tel"
            maxLength={LIMITS.phone}
            {...form.getInputProps('Company.ContactNo')}
          />
        </SimpleGrid>
        <CompanyTaxFields
          form={form}
          paths={{ tin: 'Company.TIN', sstNo: 'Company.SSTNo', address: 'Company.Address' }}
        />
      </Stack>
    </Fieldset>
  );
}

/** The required agreement, its documents one click away (they open beside the form, which keeps what was typed). */
function TermsAgreement(props: {
  checked?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: ReactNode;
}) {
  const t = useTexts(accountsTexts);
  const document = (path: string, label: string) => (
    <Anchor href={path} target="_blank" inherit>
      {label}
    </Anchor>
  );
  return (
    <Checkbox
      label={
        <>
          {t('agreeTermsBefore')}
          {document(paths.terms, t('termsLink'))}
          {t('agreeTermsBetween')}
          {document(paths.privacyPolicy, t('privacyLink'))}
          {t('agreeTermsAfter')}
        </>
      }
      {...props}
    />
  );
}

/** Free text, with the known referrers offered as suggestions. */
function ReferralCodeInput(props: AutocompleteProps) {
  const t = useTexts(accountsTexts);
  const referrers = useQuery(referrersQuery());
  const names = new Map((referrers.data ?? []).map((option) => [String(option.id), option.label]));
  return (
    <Autocomplete
      label={t('referralCode')}
      description={t('referralCodeHint')}
      maxLength={LIMITS.referralCode}
      data={[...names.keys()]}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.value}</Text>
          <Text size="xs" c="dimmed">
            {names.get(option.value)}
          </Text>
        </Stack>
      )}
      {...props}
    />
  );
}

export default RegisterPage;
