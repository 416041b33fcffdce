import { Alert, Anchor, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordRequest } from '@portal/contract';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { AuthCard } from '../../ui/AuthCard';
import { AuthForm } from '../../ui/AuthForm';
import { useFormSave } from '../../ui/form-save';
import { NewPasswordInput } from '../../ui/NewPasswordInput';
import { contractResolver } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { resetPassword } from './api';
import { accountsTexts } from './texts';

/** Opened from the link in the password-reset e-mail. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const t = useTexts(accountsTexts);
  const email = searchParams.get('email') ?? '';
  const taccode = searchParams.get('taccode') ?? '';
  return (
    <AuthCard title={t('resetPasswordTitle')} description={email ? t('resetPasswordFor', { email }) : undefined}>
      {email && taccode ? <ResetPasswordForm email={email} taccode={taccode} /> : <InvalidLink />}
    </AuthCard>
  );
}

function ResetPasswordForm({ email, taccode }: { email: string; taccode: string }) {
  const t = useTexts(accountsTexts);
  const form = useForm<z.input<typeof resetPasswordRequest>>({
    initialValues: { email, taccode, Password: '', ConfirmPassword: '' },
    validate: contractResolver(resetPasswordRequest),
  });
  const reset = useFormSave(form, resetPassword);
  if (reset.isSuccess) {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck />}>
        {reset.data.msg || t('passwordResetDone')}{' '}
        <Anchor component={Link} to={paths.login} fw={600} inherit>
          {t('loginButton')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <AuthForm onSubmit={reset.submit} submitLabel={t('resetButton')} submitting={reset.isPending}>
      <ServerErrorAlert error={reset.error} fields={['Password', 'ConfirmPassword']} />
      <NewPasswordInput label={t('password')} {...form.getInputProps('Password')} value={form.values.Password} />
      <PasswordInput
        label={t('confirmPassword')}
        autoComplete="new-password"
        {...form.getInputProps('ConfirmPassword')}
      />
    </AuthForm>
  );
}

function InvalidLink() {
  const t = useTexts(accountsTexts);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />}>
      {t('resetLinkInvalid')}{' '}
      <Anchor component={Link} to={paths.forgotPassword} fw={600} inherit>
        {t('askNewLink')}
      </Anchor>
    </Alert>
  );
}

export default ResetPasswordPage;
