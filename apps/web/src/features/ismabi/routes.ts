import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forAdministrators } from '../../ui/route-access';

const here = 'features/ismabi';

export const ismabiRoutes: RouteConfigEntry[] = [
  forAdministrators('ismabi', [route('/settings/ismabi', `${here}/IsmabiPage.tsx`)]),
];
