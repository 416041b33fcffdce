import { SharePage } from '../../features/shares/SharePage';
import { reportPanels } from './report-panels';

/** /share/:token with the other features' panels in the report (only the verify link shows on a shared one). */
export function SharedReportPage() {
  return <SharePage panels={reportPanels} />;
}

export default SharedReportPage;
