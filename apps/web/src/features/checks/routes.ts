import { type RouteConfigEntry, route } from '@react-router/dev/routes';

const here = 'features/checks';

// Public and free: what a report holds, for a made-up vehicle. The checks' other pages are composed in app/pages/.
export const checkRoutes: RouteConfigEntry[] = [route('/reports/sample', `${here}/SampleReportPage.tsx`)];
