import type { RouteObject } from 'react-router';
import { LoginPage } from './LoginPage';

// The login page is the first page of most visits, so it ships in the main bundle; the rest load on demand.
export const accountRoutes: RouteObject[] = [
  { path: '/', element: <LoginPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/account/login', element: <LoginPage /> },
  { path: '/account/register', lazy: { Component: async () => (await import('./RegisterPage')).RegisterPage } },
  {
    path: '/account/verification',
    lazy: { Component: async () => (await import('./VerificationPage')).VerificationPage },
  },
  {
    path: '/account/forgotpassword',
    lazy: { Component: async () => (await import('./ForgotPasswordPage')).ForgotPasswordPage },
  },
  {
    path: '/account/loginlink',
    lazy: { Component: async () => (await import('./LoginLinkPage')).LoginLinkPage },
  },
  {
    path: '/account/resetpassword',
    lazy: { Component: async () => (await import('./ResetPasswordPage')).ResetPasswordPage },
  },
];
