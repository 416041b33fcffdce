import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forAdministrators } from '../../ui/route-access';

const here = 'features/users';

export const userRoutes: RouteConfigEntry[] = [
  forAdministrators('users', [route('/setting/users', `${here}/UsersPage.tsx`)]),
];
