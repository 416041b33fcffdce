import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@portal/contract';
import { IconFlask, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { paths } from '../../lib/paths';
import { PageLoader } from '../../ui/guard';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { sampleReportQuery } from './api';
import { frozenResult, Report } from './Report';
import { sampleReportTexts } from './sample-texts';
import { checksTexts } from './texts';

const sampleQueries = () => [sampleReportQuery()];
export const loader = serverLoader(sampleQueries);
export const clientLoader = browserLoader(sampleQueries);

/**
 * /reports/sample: a made-up vehicle's report, for anyone to see what a paid one holds before buying. The report is the
 * paid report's own component with the server's fixed sample; nothing of a check's (no key, price, sharing or QR code).
 */
export function SampleReportPage() {
  const t = useTexts(sampleReportTexts);
  const checks = useTexts(checksTexts);
  const item = useQuery(sampleReportQuery());
  let content: ReactNode;
  if (item.isPending) {
    content = <PageLoader />;
  } else if (item.isError) {
    content = <ServerErrorAlert error={item.error} title={checks('errorTitle')} />;
  } else {
    content = (
      <Stack gap="lg">
        <SampleBanner />
        <Report result={frozenResult(item.data)} shared />
      </Stack>
    );
  }
  return (
    <Container size="lg" px={0}>
      <title>{`${t('pageTitle')} · ${PRODUCT_NAME}`}</title>
      {content}
      {/* On paper only, across every page: a printed page of the sample, cut from the rest, still says so. */}
      <div className="chk-sample-mark">{t('mark')}</div>
    </Container>
  );
}

/** Above the report, on screen and on paper: what this is, and the way to a real report. */
function SampleBanner() {
  const t = useTexts(sampleReportTexts);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconFlask />}
      title={t('title')}
      className="chk-sample-banner"
      data-testid="sample-banner"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('text')}</Text>
        <Button component={Link} to={paths.home} size="sm" leftSection={<IconSearch size={16} />} className="no-print">
          {t('check')}
        </Button>
      </Stack>
    </Alert>
  );
}

export default SampleReportPage;
