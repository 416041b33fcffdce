import { DEFAULT_PAGE_SIZE } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { isAdministrator, useSession } from '../../lib/session';
import { sstQuery } from '../../lib/sst';
import { checkHistoryQuery } from '../checks/api';
import { dashboardQueries } from '../dashboard/api';
import { pricesQuery } from '../payments/prices';
import { CheckHistory } from './CheckHistory';
import { Landing } from './Landing';

// Only administrators see the dashboard, so only their browsers load its code. The server holds it from its start:
// a lazy part still loading when the page is first written would be shown after the first paint, moving the footer.
const AdminDashboard = import.meta.env.SSR
  ? (await import('../dashboard/AdminDashboard')).AdminDashboard
  : lazy(async () => ({ default: (await import('../dashboard/AdminDashboard')).AdminDashboard }));

/** A visitor's landing asks the prices (and whether they include SST); an administrator's home is the dashboard; a user's, their check history. */
const homeQueries = (address: PageAddress) => {
  if (!address.profile.IsLoggedIn) return [pricesQuery(), sstQuery()];
  if (isAdministrator(address.profile)) return dashboardQueries(address);
  return [checkHistoryQuery({ page: 1, rows: DEFAULT_PAGE_SIZE })];
};
export const loader = serverLoader(homeQueries);
export const clientLoader = browserLoader(homeQueries);

/** /Home: the landing page for visitors, the dashboard for administrators, check history for users. */
export function HomePage() {
  const { profile, isAdmin } = useSession();
  if (!profile.IsLoggedIn) return <Landing />;
  if (!isAdmin) return <CheckHistory />;
  return (
    <Suspense>
      <AdminDashboard />
    </Suspense>
  );
}

export default HomePage;
