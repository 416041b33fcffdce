import { type RouteConfigEntry, route } from '@react-router/dev/routes';

const here = 'features/verify';

// Public: whoever holds a printout checks it here, without an account.
export const verifyRoutes: RouteConfigEntry[] = [route('/verify/:reference', `${here}/VerifyPage.tsx`)];
