import { Alert, Anchor } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetRequest } from '@portal/contract';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { AuthCard } from '../../ui/AuthCard';
import { AuthForm } from '../../ui/AuthForm';
import { EmailInput } from '../../ui/ContactInputs';
import { useFormSave } from '../../ui/form-save';
import { contractResolver } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { requestPasswordReset } from './api';
import { accountsTexts } from './texts';

export function ForgotPasswordPage() {
  const t = useTexts(accountsTexts);
  const form = useForm<z.input<typeof resetRequest>>({
    initialValues: { Email: '' },
    validate: contractResolver(resetRequest),
  });
  const reset = useFormSave(form, (values) => requestPasswordReset({ Email: values.Email.trim() }));
  return (
    <AuthCard title={t('forgotPasswordTitle')} description={t('resetInstruction')}>
      {reset.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconMailCheck />}>
          {t('resetEmailSent')}
        </Alert>
      ) : (
        <AuthForm onSubmit={reset.submit} submitLabel={t('resetButton')} submitting={reset.isPending}>
          <ServerErrorAlert error={reset.error} fields={['Email']} />
          <EmailInput label={t('email')} {...form.getInputProps('Email')} />
        </AuthForm>
      )}
      <Anchor component={Link} to={paths.login} size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: -2 }} /> {t('backToLogin')}
      </Anchor>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
