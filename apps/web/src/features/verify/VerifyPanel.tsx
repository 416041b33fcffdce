import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { shortFingerprint, verifyPagePath } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTexts } from '../../app/i18n';
import { siteOrigin } from '../../app/origin';
import { qrPath, verificationQuery } from './api';
import { verifyTexts } from './texts';

/**
 * On a paid report, on screen and on paper: its reference, the QR code to its public verification page (drawn by
 * the server, so the web bundle carries no QR library), the page's address and the report's fingerprint.
 */
export function VerifyPanel({ reference }: { reference: string }) {
  const t = useTexts(verifyTexts);
  const path = verifyPagePath(reference);
  const address = `${siteOrigin()}${path}`;
  const verification = useQuery(verificationQuery(reference));
  return (
    <Card p={{ base: 'md', sm: 'xl' }} className="chk-card" style={{ breakInside: 'avoid' }} data-testid="verify-panel">
      <Group gap="lg" align="flex-start" wrap="wrap">
        <Anchor component={Link} to={path} data-testid="verify-qr-link" style={{ flexShrink: 0 }}>
          <img src={qrPath(reference)} alt={t('qrAlt', { reference })} width={128} height={128} />
        </Anchor>
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Title order={2} fz="xl">
            {t('panelTitle')}
          </Title>
          <Text size="sm">{t('panelText', { address })}</Text>
          <Text size="sm" ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {reference}
          </Text>
          {verification.data && (
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {t('fingerprintValue', { fingerprint: shortFingerprint(verification.data.Fingerprint) })}
            </Text>
          )}
          <Anchor component={Link} to={path} size="sm" className="no-print">
            {t('openVerification')}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
