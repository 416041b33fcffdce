import { Alert, Container, Stack } from '@mantine/core';
import { type CheckResult, PRODUCT_NAME, type SharedReport } from '@portal/contract';
import { IconAlertCircle, IconShare } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { useFormat, useTexts } from '../../lib/i18n';
import { PageLoader } from '../../ui/guard';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { Report, type ReportPanels } from '../checks/Report';
import { sharedReportQuery } from './api';
import { sharesTexts } from './texts';

/** The frozen report as the report page shows it, without the owner's key, price or credit. */
const asResult = (shared: SharedReport): CheckResult => ({
  id: 0,
  Unikey: '',
  Partial: false,
  Full: true,
  PartialInfo: null,
  ChargeInfo: [],
  CreditLimit: 0,
  BasicInfo: shared.BasicInfo,
  ClaimLists: shared.ClaimLists,
  ABIInfo: shared.ABIInfo,
  Notices: shared.Notices,
  VerifyToken: shared.VerifyToken,
});

/** /share/:token: a paid report, read only, for whoever its owner gave a live link to. */
export function SharePage({ panels }: { panels: ReportPanels }) {
  const t = useTexts(sharesTexts);
  const format = useFormat();
  const { token = '' } = useParams();
  const item = useQuery(sharedReportQuery(token));

  let content: ReactNode;
  if (item.isPending) {
    content = <PageLoader />;
  } else if (item.isError) {
    content =
      item.error instanceof ApiError && item.error.code === 'SHARE_NOT_FOUND' ? (
        <Alert color="red" variant="light" title={t('notFoundTitle')} icon={<IconAlertCircle />}>
          {item.error.message}
        </Alert>
      ) : (
        <ServerErrorAlert error={item.error} title={t('errorTitle')} />
      );
  } else {
    content = (
      <Stack gap="lg">
        <Alert color="brand" variant="light" icon={<IconShare />} title={t('sharedTitle')} className="no-print">
          {t('sharedText', { date: format.dateTime(item.data.ExpiresAt) })}
        </Alert>
        <Report result={asResult(item.data)} shared panels={panels} />
      </Stack>
    );
  }
  return (
    <Container size="lg" px={0}>
      <title>{`${t('pageTitle')} · ${PRODUCT_NAME}`}</title>
      {content}
    </Container>
  );
}
