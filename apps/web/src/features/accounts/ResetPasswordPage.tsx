import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordField } from '@portal/contract';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { AuthCard } from '../../ui/AuthCard';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { NewPasswordInput } from '../../ui/NewPasswordInput';
import { confirmsPassword, ruleOf } from '../../ui/rules';
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
  const form = useForm({
    initialValues: { Password: '', ConfirmPassword: '' },
    validate: { Password: ruleOf(newPasswordField), ConfirmPassword: confirmsPassword },
  });
  const reset = useMutation({
    mutationFn: resetPassword,
    onError: showFieldErrors(form),
  });
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
    <form
      onSubmit={form.onSubmit((values) => reset.mutate({ ...values, email, taccode }), focusFirstError(form))}
      noValidate
    >
      <Stack gap="md">
        <ServerErrorAlert error={reset.error} fields={['Password', 'ConfirmPassword']} />
        <NewPasswordInput label={t('password')} {...form.getInputProps('Password')} value={form.values.Password} />
        <PasswordInput
          label={t('confirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('ConfirmPassword')}
        />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          {t('resetButton')}
        </Button>
      </Stack>
    </form>
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
