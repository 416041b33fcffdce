import { useSession } from '../../app/session';
import { AdminDashboard } from '../dashboard/AdminDashboard';
import { CheckHistory } from './CheckHistory';
import { Landing } from './Landing';

/** /Home: the landing page for visitors, the dashboard for administrators, check history for users. */
export function HomePage() {
  const { profile, isAdmin } = useSession();
  if (!profile.IsLoggedIn) return <Landing />;
  return isAdmin ? <AdminDashboard /> : <CheckHistory />;
}
