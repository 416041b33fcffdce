import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forLoggedInUsers } from '../../ui/route-access';

const here = 'features/bulk';

export const bulkRoutes: RouteConfigEntry[] = [
  forLoggedInUsers('bulk', [route('/check/bulk', `${here}/BulkChecksPage.tsx`)]),
];
