import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forAdministrators, forLoggedInUsers } from '../../ui/route-access';

const here = 'features/pdpa';

export const pdpaRoutes: RouteConfigEntry[] = [
  forLoggedInUsers('pdpa', [route('/account/mydata', `${here}/MyDataPage.tsx`)]),
  forAdministrators('pdpa', [route('/settings/closures', `${here}/ClosuresPage.tsx`)]),
];
