import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../app/guard';

export const checkRoutes: RouteObject[] = [
  forLoggedInUsers([
    { path: '/check/checklist', lazy: { Component: async () => (await import('./SearchPage')).SearchPage } },
  ]),
  // A report's link is its key: guests open the reports they paid for without an account.
  { path: '/check/check/:unikey', lazy: { Component: async () => (await import('./ReportPage')).ReportPage } },
];
