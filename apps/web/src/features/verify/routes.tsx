import type { RouteObject } from 'react-router';

export const verifyRoutes: RouteObject[] = [
  // Public: whoever holds a printout checks it here, without an account.
  { path: '/verify/:reference', lazy: { Component: async () => (await import('./VerifyPage')).VerifyPage } },
];
