import {
  Alert,
  Anchor,
  Autocomplete,
  type AutocompleteProps,
  Button,
  Checkbox,
  Fieldset,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AccountType,
  companyDetails,
  DEFAULT_REFERRAL_CODE,
  emailField,
  LIMITS,
  mobileField,
  newPasswordField,
  optionalText,
  requiredText,
} from '@portal/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ChangeEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { AuthCard } from '../../ui/AuthCard';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { NewPasswordInput } from '../../ui/NewPasswordInput';
import { codeText, confirmsPassword, ruleOf } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { referrersQuery, registerAccount } from './api';
import { RegistrationReceived } from './RegistrationReceived';
import { accountsTexts } from './texts';

interface RegistrationForm {
  UserType: AccountType;
  Username: string;
  Phone: string;
  Email: string;
  ReferralCode: string;
  Password: string;
  ConfirmPassword: string;
  Company: { CompanyName: string; CompanyNo: string; ContactNo: string };
  AcceptTerms: boolean;
}

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
  'AcceptTerms',
] as const;

/** Company details are only asked for, and only checked, when registering as a company. */
function companyRule(schema: Parameters<typeof ruleOf>[0]) {
  const rule = ruleOf(schema);
  return (value: string, values: RegistrationForm) => (values.UserType === 'COMPANY' ? rule(value) : null);
}

const termsAccepted = (accepted: boolean) => (accepted ? null : codeText('TERMS_NOT_ACCEPTED'));

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
      Company: { CompanyName: '', CompanyNo: '', ContactNo: '' },
      AcceptTerms: false,
    },
    validate: {
      Username: ruleOf(requiredText(LIMITS.username)),
      Phone: ruleOf(mobileField),
      Email: ruleOf(emailField),
      ReferralCode: ruleOf(optionalText(LIMITS.referralCode)),
      Password: ruleOf(newPasswordField),
      ConfirmPassword: confirmsPassword,
      Company: {
        CompanyName: companyRule(companyDetails.shape.CompanyName),
        CompanyNo: companyRule(companyDetails.shape.CompanyNo),
        ContactNo: companyRule(companyDetails.shape.ContactNo),
      },
      AcceptTerms: termsAccepted,
    },
  });
}

function toRequest({ Company, ...values }: RegistrationForm) {
  return { ...values, Company: values.UserType === 'COMPANY' ? Company : undefined };
}

export function RegisterPage() {
  const form = useRegistrationForm();
  const t = useTexts(accountsTexts);
  const register = useMutation({
    mutationFn: registerAccount,
    onError: showFieldErrors(form),
  });
  if (register.data && !register.data.invalid && register.variables) {
    return <RegistrationReceived email={register.variables.Email} />;
  }

  const isCompany = form.values.UserType === 'COMPANY';
  return (
    <AuthCard title={t('registerTitle')} width={600} description={t('registerDescription')}>
      <form onSubmit={form.onSubmit((values) => register.mutate(toRequest(values)), focusFirstError(form))} noValidate>
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            data={[
              { label: t('individual'), value: 'INDIVIDUAL' },
              { label: t('company'), value: 'COMPANY' },
            ]}
            aria-label={t('accountType')}
            {...form.getInputProps('UserType')}
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
            <TextInput
              label={t('mobile')}
              inputMode="tel"
              autoComplete="tel"
              placeholder="0123456789"
              maxLength={LIMITS.phone}
              {...form.getInputProps('Phone')}
            />
          </SimpleGrid>
          <TextInput
            label={t('email')}
            inputMode="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            {...form.getInputProps('Email')}
          />
          {isCompany && <CompanyFields form={form} />}
          <ReferralCodeInput {...form.getInputProps('ReferralCode')} />
          <NewPasswordInput label={t('password')} {...form.getInputProps('Password')} value={form.values.Password} />
          <PasswordInput
            label={t('confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('ConfirmPassword')}
          />
          <TermsAgreement {...form.getInputProps('AcceptTerms', { type: 'checkbox' })} />
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            {t('registerButton')}
          </Button>
          <Text size="sm" ta="center">
            {t('alreadyRegistered')}{' '}
            <Anchor component={Link} to={paths.login} fw={600}>
              {t('loginButton')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
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
