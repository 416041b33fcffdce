import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { shortFingerprint, verifyPagePath } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { useSiteOrigin } from '../../lib/page-context';
import { qrPath, verificationQuery } from './api';
import { verifyTexts } from './texts';

/**
 * On a paid report, on screen and on paper: its reference, the QR code to its verification page with the token that
 * opens its figures (drawn by the server, so the web bundle carries no QR library), the page's address without the
 * token (whoever types it enters the fingerprint) and the report's fingerprint.
 */
export function VerifyPanel({ reference, token }: { reference: string; token: string }) {
  const t = useTexts(verifyTexts);
  const address = `${useSiteOrigin()}${verifyPagePath(reference)}`;
  const linked = verifyPagePath(reference, token);
  const verification = useQuery(verificationQuery(reference, { t: token }));
  return (
    <Card p={{ base: 'md', sm: 'xl' }} className="chk-card" style={{ breakInside: 'avoid' }} data-testid="verify-panel">
      <Group gap="lg" align="flex-start" wrap="wrap">
        <Anchor component={Link} to={linked} data-testid="verify-qr-link" style={{ flexShrink: 0 }}>
          <img src={qrPath(reference, token)} alt={t('qrAlt', { reference })} width={128} height={128} />
        </Anchor>
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Title order={2} fz="xl">
            {t('panelTitle')}
          </Title>
          <Text size="sm">{t('panelText', { address })}</Text>
          <Text size="sm" ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {reference}
          </Text>
          {verification.data?.Verified && (
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="verify-panel-fingerprint">
              {t('fingerprintValue', { fingerprint: shortFingerprint(verification.data.Fingerprint) })}
            </Text>
          )}
          <Anchor component={Link} to={linked} size="sm" className="no-print">
            {t('openVerification')}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
