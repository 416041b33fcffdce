import type { CheckResult, UserProfile } from '@portal/contract';
import { AttachmentsPanel } from '../../features/attachments/AttachmentsPanel';
import { imagesQuery } from '../../features/attachments/api';
import type { ReportPanels } from '../../features/checks/Report';
import { sharesQuery } from '../../features/shares/api';
import { SharePanel } from '../../features/shares/SharePanel';
import { verificationQuery } from '../../features/verify/api';
import { VerifyPanel } from '../../features/verify/VerifyPanel';
import { watchStatusQuery } from '../../features/watches/api';
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

type PanelsOf = Pick<CheckResult, 'Unikey' | 'BasicInfo' | 'VerifyToken'>;

/**
 * The questions the panels above ask as a paid report is first drawn, for whom they are drawn: the share panel asks for
 * anyone holding the report's link (a guest who bought it shares it too; anyone else is answered nothing), the other
 * owner's panels only for someone logged in, and the attachments open on vehicle photos.
 */
export function reportPanelQueries(result: PanelsOf, shared: boolean, profile: UserProfile) {
  const reference = result.BasicInfo.ReferenceID;
  const verification = reference && result.VerifyToken ? [verificationQuery(reference, { t: result.VerifyToken })] : [];
  if (shared) return verification;
  const unikey = result.Unikey;
  if (!profile.IsLoggedIn) return [sharesQuery(unikey), ...verification];
  return [imagesQuery(unikey, false), watchStatusQuery(unikey), sharesQuery(unikey), ...verification];
}
