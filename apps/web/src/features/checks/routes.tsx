import { DEFAULT_PAGE_SIZE } from '@portal/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { authorizationHeader } from '../../lib/token';
import { forLoggedInUsers } from '../../ui/guard';
import { checkHistoryQuery, checkResultQuery } from './api';

/** The pages' code, from the app: it fills their slots (the report's panels, the History's notices) from other features. */
export interface CheckPages {
  search: () => Promise<ComponentType>;
  report: () => Promise<ComponentType>;
}

export const checkRoutes = (pages: CheckPages): RouteObject[] => [
  forLoggedInUsers([
    {
      path: '/check/checklist',
      // The history's first page is asked for alongside the page's code (a visitor is sent to login instead).
      loader: () => {
        if (authorizationHeader())
          void queryClient.prefetchQuery(checkHistoryQuery({ page: 1, rows: DEFAULT_PAGE_SIZE }));
        return null;
      },
      lazy: { Component: pages.search },
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
    lazy: { Component: pages.report },
  },
];
