import { DEFAULT_PAGE_SIZE } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../app/guard';
import { queryClient } from '../../app/query-client';
import { authorizationHeader } from '../../app/token';
import { checkHistoryQuery, checkResultQuery } from './api';

export const checkRoutes: RouteObject[] = [
  forLoggedInUsers([
    {
      path: '/check/checklist',
      // The history's first page is asked for alongside the page's code (a visitor is sent to login instead).
      loader: () => {
        if (authorizationHeader())
          void queryClient.prefetchQuery(checkHistoryQuery({ page: 1, rows: DEFAULT_PAGE_SIZE }));
        return null;
      },
      lazy: { Component: async () => (await import('./SearchPage')).SearchPage },
    },
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
