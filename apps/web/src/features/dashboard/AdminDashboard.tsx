import { ComingSoon } from '../../ui/ComingSoon';

/** The administrator's view of /Home. */
export function AdminDashboard() {
  return <ComingSoon title="Dashboard" release="dashboard" />;
}
