import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../ui/guard';

export const setupRoutes: RouteObject[] = [
  forAdministrators([
    { path: '/settings/credits', lazy: { Component: async () => (await import('./CreditsPage')).CreditsPage } },
    { path: '/settings/charges', lazy: { Component: async () => (await import('./ChargesPage')).ChargesPage } },
    {
      path: '/settings/runningnumbers',
      lazy: { Component: async () => (await import('./RunningNumbersPage')).RunningNumbersPage },
    },
  ]),
];
