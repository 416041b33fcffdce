import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../app/guard';
import { ReportPage } from './ReportPage';
import { SearchPage } from './SearchPage';

export const checkRoutes: RouteObject[] = [
  forLoggedInUsers([{ path: '/check/checklist', element: <SearchPage /> }]),
  // A report's link is its key: guests open the reports they paid for without an account.
  { path: '/check/check/:unikey', element: <ReportPage /> },
];
