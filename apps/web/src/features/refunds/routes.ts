import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forAdministrators } from '../../ui/route-access';

const here = 'features/refunds';

export const refundRoutes: RouteConfigEntry[] = [
  forAdministrators('refunds', [route('/settings/refunds', `${here}/RefundsPage.tsx`)]),
];
