import { ReportPage } from '../../features/checks/ReportPage';
import { reportPanels } from './report-panels';

/** /check/check/:unikey with the other features' panels in the report. */
export function CheckReportPage() {
  return <ReportPage panels={reportPanels} />;
}
