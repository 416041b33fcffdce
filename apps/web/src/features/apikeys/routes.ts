import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forLoggedInUsers } from '../../ui/route-access';

const here = 'features/apikeys';

export const apiKeysRoutes: RouteConfigEntry[] = [
  forLoggedInUsers('apikeys', [route('/account/apiaccess', `${here}/ApiAccessPage.tsx`)]),
];
