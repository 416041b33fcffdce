import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { CheckHistory } from './CheckHistory';
import { Landing } from './Landing';

// Only administrators see the dashboard, so its code loads only for them.
const AdminDashboard = lazy(async () => ({ default: (await import('../dashboard/AdminDashboard')).AdminDashboard }));

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
