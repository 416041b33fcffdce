import { type RouteConfigEntry, route } from '@react-router/dev/routes';

const here = 'features/home';

export const homeRoutes: RouteConfigEntry[] = [route('/Home', `${here}/HomePage.tsx`)];
