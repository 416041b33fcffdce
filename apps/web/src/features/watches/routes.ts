import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forLoggedInUsers } from '../../ui/route-access';

const here = 'features/watches';

export const watchRoutes: RouteConfigEntry[] = [
  forLoggedInUsers('watches', [route('/account/watchlist', `${here}/WatchlistPage.tsx`)]),
];
