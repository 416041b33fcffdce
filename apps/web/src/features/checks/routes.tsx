import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../app/guard';
import { queryClient } from '../../app/query-client';
import { checkResultQuery } from './api';

export const checkRoutes: RouteObject[] = [
  forLoggedInUsers([
    { path: '/check/checklist', lazy: { Component: async () => (await import('./SearchPage')).SearchPage } },
  ]),
  // A report's link is its key: guests open the reports they paid for without an account.
  // Its loader starts fetching the check while the page's code loads, and does not wait for it: the page shows its
  // loader and its errors itself.
  {
    path: '/check/check/:unikey',
    loader: ({ params }) => {
      void queryClient.prefetchQuery(checkResultQuery(params.unikey ?? ''));
      return null;
    },
    lazy: { Component: async () => (await import('./ReportPage')).ReportPage },
  },
];
