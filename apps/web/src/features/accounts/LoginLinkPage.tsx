import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useStartSession } from '../../lib/session';
import { AuthCard } from '../../ui/AuthCard';
import { codeText } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { loginWithLink } from './api';
import { accountsTexts } from './texts';

/**
 * Opened from the mailed one-time login link. The link is spent only when the button is pressed, not on arrival: a
 * mail scanner that opens links must not use it up.
 */
export function LoginLinkPage() {
  const [searchParams] = useSearchParams();
  const t = useTexts(accountsTexts);
  const navigate = useNavigate();
  const startSession = useStartSession();
  const email = searchParams.get('email') ?? '';
  const taccode = searchParams.get('taccode') ?? '';
  const login = useMutation({
    mutationFn: loginWithLink,
    onSuccess: async (answer) => {
      if (typeof answer === 'string') return;
      await startSession();
      navigate(paths.checkVehicle, { replace: true });
    },
  });
  return (
    <AuthCard title={t('loginLinkTitle')}>
      <Stack gap="md">
        {email && taccode ? (
          <>
            <Text style={{ overflowWrap: 'anywhere' }}>{t('loginLinkFor', { email })}</Text>
            <ServerErrorAlert error={login.error} />
            <Button fullWidth size="md" loading={login.isPending} onClick={() => login.mutate({ email, taccode })}>
              {t('loginButton')}
            </Button>
          </>
        ) : (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {codeText('LOGIN_LINK_INVALID')}
          </Alert>
        )}
        <Anchor component={Link} to={paths.login} size="sm">
          {t('backToLogin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}

export default LoginLinkPage;
