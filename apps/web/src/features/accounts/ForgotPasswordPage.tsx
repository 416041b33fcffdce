import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailField, LIMITS } from '@portal/contract';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { AuthCard } from '../../ui/AuthCard';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { ruleOf } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { requestPasswordReset } from './api';
import { accountsTexts } from './texts';

export function ForgotPasswordPage() {
  const t = useTexts(accountsTexts);
  const form = useForm({ initialValues: { Email: '' }, validate: { Email: ruleOf(emailField) } });
  const reset = useMutation({
    mutationFn: requestPasswordReset,
    onError: showFieldErrors(form),
  });
  return (
    <AuthCard title={t('forgotPasswordTitle')} description={t('resetInstruction')}>
      {reset.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconMailCheck />}>
          {t('resetEmailSent')}
        </Alert>
      ) : (
        <form
          onSubmit={form.onSubmit((values) => reset.mutate({ Email: values.Email.trim() }), focusFirstError(form))}
          noValidate
        >
          <Stack gap="md">
            <ServerErrorAlert error={reset.error} fields={['Email']} />
            <TextInput
              label={t('email')}
              inputMode="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              {...form.getInputProps('Email')}
            />
            <Button type="submit" fullWidth size="md" loading={reset.isPending}>
              {t('resetButton')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.login} size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: -2 }} /> {t('backToLogin')}
      </Anchor>
    </AuthCard>
  );
}
