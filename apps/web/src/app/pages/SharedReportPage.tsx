import { sharedReportQuery } from '../../features/shares/api';
import { SharePage } from '../../features/shares/SharePage';
import { browserLoader, type KeptPageHandle, type PageAddress } from '../../lib/page-data';
import { reportLoader } from './report-loaders';
import { reportPanelQueries, reportPanels } from './report-panels';

const sharedQuery = ({ params }: PageAddress) => sharedReportQuery(params.token ?? '');
export const loader = reportLoader(sharedQuery, (shared, { profile }) =>
  reportPanelQueries({ ...shared, Unikey: '' }, true, profile),
);
export const clientLoader = browserLoader((address) => [sharedQuery(address)]);

// Only a paid report is shared: the page of a link that opens one is kept (a revoked link's answer is a refusal).
export const handle: KeptPageHandle = {
  keepsPage: (cache, params) => cache.getQueryData(sharedReportQuery(params.token ?? '').queryKey) !== undefined,
};

/** /share/:token with the other features' panels in the report (only the verify link shows on a shared one). */
export function SharedReportPage() {
  return <SharePage panels={reportPanels} />;
}

export default SharedReportPage;
