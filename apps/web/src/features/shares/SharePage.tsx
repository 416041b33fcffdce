import { Alert, Button, Card, Container, Group, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@portal/contract';
import { IconSearch, IconShare } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { LookupState } from '../../ui/LookupState';
import { frozenResult, Report, type ReportPanels } from '../checks/Report';
import { sharedReportQuery } from './api';
import { sharesTexts } from './texts';

/** /share/:token: a paid report, read only, for whoever its owner gave a live link to. */
export function SharePage({ panels }: { panels: ReportPanels }) {
  const t = useTexts(sharesTexts);
  const format = useFormat();
  const { token = '' } = useParams();
  const item = useQuery(sharedReportQuery(token));

  return (
    <Container size="lg" px={0}>
      <title>{`${t('pageTitle')} · ${PRODUCT_NAME}`}</title>
      <LookupState
        item={item}
        notFoundCode="SHARE_NOT_FOUND"
        // An error revived from the server's answers keeps its messages (an Error's `message` is not written out).
        notFound={{ title: t('notFoundTitle'), text: (error) => error.messages.join(' ') }}
        errorTitle={t('errorTitle')}
      >
        {(shared) => (
          <Stack gap="lg">
            <Alert color="brand" variant="light" icon={<IconShare />} title={t('sharedTitle')} className="no-print">
              {t('sharedText', { date: format.dateTime(shared.ExpiresAt) })}
            </Alert>
            <Report result={frozenResult(shared)} shared panels={panels} />
            <CheckAnother />
          </Stack>
        )}
      </LookupState>
    </Container>
  );
}

/** Whoever was sent a report may be buying a car too: the way to check one of their own. */
function CheckAnother() {
  const t = useTexts(sharesTexts);
  return (
    <Card className="no-print" p={{ base: 'md', sm: 'lg' }} data-testid="check-another">
      <Group justify="space-between" gap="md">
        <Stack gap={4} maw={560}>
          <Text fw={700} fz="lg">
            {t('anotherTitle')}
          </Text>
          <Text c="dimmed">{t('anotherText')}</Text>
        </Stack>
        <Button component={Link} to={paths.home} leftSection={<IconSearch size={18} />}>
          {t('anotherAction')}
        </Button>
      </Group>
    </Card>
  );
}
