import { AttachmentsPanel } from '../../features/attachments/AttachmentsPanel';
import type { ReportPanels } from '../../features/checks/Report';
import { SharePanel } from '../../features/shares/SharePanel';
import { VerifyPanel } from '../../features/verify/VerifyPanel';
import { WatchButton } from '../../features/watches/WatchButton';

/** What other features add to a report, in the report's order; a shared report keeps only the verify link. */
export const reportPanels: ReportPanels = (result, shared) => (
  <>
    {!shared && <AttachmentsPanel unikey={result.Unikey} />}
    {!shared && <WatchButton unikey={result.Unikey} />}
    {!shared && <SharePanel unikey={result.Unikey} />}
    {result.BasicInfo.ReferenceID && result.VerifyToken && (
      <VerifyPanel reference={result.BasicInfo.ReferenceID} token={result.VerifyToken} />
    )}
  </>
);
