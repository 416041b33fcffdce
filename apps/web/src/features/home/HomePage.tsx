import { UserRole } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { useSession } from '../../lib/session';
import { dashboardQueries } from '../dashboard/api';
import { CheckHistory } from './CheckHistory';
import { Landing } from './Landing';

// Only administrators see the dashboard, so its code loads only for them.
const AdminDashboard = lazy(async () => ({ default: (await import('../dashboard/AdminDashboard')).AdminDashboard }));

const homeQueries = (address: PageAddress) =>
  address.profile.IsLoggedIn && address.profile.Role === UserRole.Administrator ? dashboardQueries(address) : [];
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
