import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { VerificationPage } from './VerificationPage';

export const accountRoutes: RouteObject[] = [
  { path: '/', element: <LoginPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/account/login', element: <LoginPage /> },
  { path: '/account/register', element: <RegisterPage /> },
  { path: '/account/verification', element: <VerificationPage /> },
  { path: '/account/forgotpassword', element: <ForgotPasswordPage /> },
  { path: '/account/resetpassword', element: <ResetPasswordPage /> },
];
