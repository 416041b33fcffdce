import { type RouteConfigEntry, route } from '@react-router/dev/routes';

const here = 'features/accounts';

// The login page's three addresses are one page (route ids tell them apart).
export const accountRoutes: RouteConfigEntry[] = [
  route('/', `${here}/LoginPage.tsx`, { id: 'login' }),
  route('/login', `${here}/LoginPage.tsx`, { id: 'login-short' }),
  route('/account/login', `${here}/LoginPage.tsx`),
  route('/account/register', `${here}/RegisterPage.tsx`),
  route('/account/verification', `${here}/VerificationPage.tsx`),
  route('/account/forgotpassword', `${here}/ForgotPasswordPage.tsx`),
  route('/account/loginlink', `${here}/LoginLinkPage.tsx`),
  route('/account/resetpassword', `${here}/ResetPasswordPage.tsx`),
];
