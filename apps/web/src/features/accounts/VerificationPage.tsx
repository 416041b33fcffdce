import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { AuthCard } from '../../ui/AuthCard';
import { verifyAccount } from './api';
import { accountsTexts } from './texts';

/** Opened from the link in the verification e-mail; verifies on load. */
export function VerificationPage() {
  const [searchParams] = useSearchParams();
  const t = useTexts(accountsTexts);
  const email = searchParams.get('email') ?? '';
  const tacCode = searchParams.get('taccode') ?? '';
  const verify = useMutation({ mutationFn: verifyAccount });
  const { mutate } = verify;
  // The code works once: StrictMode's second run of this effect must not send it again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !email || !tacCode) return;
    sent.current = true;
    mutate({ Email: email, TacCode: tacCode });
  }, [email, tacCode, mutate]);

  const verified = verify.data?.verified === true;
  const pending = verify.isPending || (verify.isIdle && email !== '' && tacCode !== '');
  return (
    <AuthCard title={t('verificationTitle')}>
      {pending ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('verifying')}</Text>
        </Group>
      ) : (
        <VerificationResult verified={verified} message={verify.data?.msg} />
      )}
    </AuthCard>
  );
}

/** The server's words on success: verified now, or already verified (the link opened twice). */
function VerificationResult({ verified, message }: { verified: boolean; message: string | undefined }) {
  const t = useTexts(accountsTexts);
  return (
    <>
      <Alert color={verified ? 'teal' : 'red'} variant="light" icon={verified ? <IconCircleCheck /> : <IconCircleX />}>
        {verified ? (message ?? t('verified')) : t('verifyFailed')}
      </Alert>
      <Button component={Link} to={paths.login} variant={verified ? 'filled' : 'default'}>
        {t('goToLogin')}
      </Button>
    </>
  );
}

export default VerificationPage;
