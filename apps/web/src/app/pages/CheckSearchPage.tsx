import { DEFAULT_PAGE_SIZE } from '@portal/contract';
import { checkHistoryQuery } from '../../features/checks/api';
import { SearchPage } from '../../features/checks/SearchPage';
import { scanButton } from '../../features/scan/ScanButton';
import { watchChangeNotice } from '../../features/watches/WatchButton';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { ofLoggedInUsers } from '../../lib/page-questions';

const searchQueries = ofLoggedInUsers(() => [checkHistoryQuery({ page: 1, rows: DEFAULT_PAGE_SIZE })]);
export const loader = serverLoader(searchQueries);
export const clientLoader = browserLoader(searchQueries);

/** /check/checklist with the watchlist's notice on the History's rows and a camera scan beside each number. */
export function CheckSearchPage() {
  return <SearchPage rowNotice={watchChangeNotice} fieldButton={scanButton} />;
}

export default CheckSearchPage;
