import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forAdministrators } from '../../ui/route-access';

const here = 'features/setup';

export const setupRoutes: RouteConfigEntry[] = [
  forAdministrators('setup', [
    route('/settings/credits', `${here}/CreditsPage.tsx`),
    route('/settings/charges', `${here}/ChargesPage.tsx`),
    route('/settings/runningnumbers', `${here}/RunningNumbersPage.tsx`),
    route('/settings/seller', `${here}/SellerPage.tsx`),
  ]),
];
