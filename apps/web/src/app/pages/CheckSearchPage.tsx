import { SearchPage } from '../../features/checks/SearchPage';
import { watchChangeNotice } from '../../features/watches/WatchButton';

/** /check/checklist with the watchlist's notice on the History's rows. */
export function CheckSearchPage() {
  return <SearchPage rowNotice={watchChangeNotice} />;
}
