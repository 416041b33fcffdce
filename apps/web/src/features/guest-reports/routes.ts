import { type RouteConfigEntry, route } from '@react-router/dev/routes';

const here = 'features/guest-reports';

// Public: a guest asks for the mailed link here, and the link's code (`?taccode=`) opens the list here.
export const guestReportRoutes: RouteConfigEntry[] = [route('/reports/mine', `${here}/MyReportsPage.tsx`)];
