import { checkResultQuery } from '../../features/checks/api';
import { ReportPage } from '../../features/checks/ReportPage';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { reportPanels } from './report-panels';

const reportQueries = ({ params }: PageAddress) => [checkResultQuery(params.unikey ?? '')];
export const loader = serverLoader(reportQueries);
export const clientLoader = browserLoader(reportQueries);

/** /check/check/:unikey with the other features' panels in the report. */
export function CheckReportPage() {
  return <ReportPage panels={reportPanels} />;
}

export default CheckReportPage;
