import type { CheckResult } from '@portal/contract';
import { checkResultQuery } from '../../features/checks/api';
import { ReportPage } from '../../features/checks/ReportPage';
import { browserLoader, type KeptPageHandle, type PageAddress } from '../../lib/page-data';
import { reportLoader } from './report-loaders';
import { reportPanelQueries, reportPanels } from './report-panels';

const reportQuery = ({ params }: PageAddress) => checkResultQuery(params.unikey ?? '');
const isPaid = (result: CheckResult | undefined) => Boolean(result?.BasicInfo.IsFound && result.Full);
// Only a paid report is drawn with its panels (an unpaid one shows what was found and the way to pay).
export const loader = reportLoader(reportQuery, (result, { profile }) =>
  isPaid(result) ? reportPanelQueries(result, false, profile) : [],
);
// In the browser the panels ask as the report they sit in is drawn.
export const clientLoader = browserLoader((address) => [reportQuery(address)]);

// A paid report never changes: its page is drawn once for each viewer and what they see, and kept.
export const handle: KeptPageHandle = {
  keepsPage: (cache, params) => isPaid(cache.getQueryData(checkResultQuery(params.unikey ?? '').queryKey)),
};

/** /check/check/:unikey with the other features' panels in the report. */
export function CheckReportPage() {
  return <ReportPage panels={reportPanels} />;
}

export default CheckReportPage;
