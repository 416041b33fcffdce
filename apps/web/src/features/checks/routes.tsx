import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../app/guard';
import { ComingSoon } from '../../ui/ComingSoon';

const release = 'vehicle check';

export const checkRoutes: RouteObject[] = [
  forLoggedInUsers([{ path: '/check/checklist', element: <ComingSoon title="Check Vehicle" release={release} /> }]),
  // A report's link is its key: guests open the reports they paid for without an account.
  { path: '/check/check/:unikey', element: <ComingSoon title="Vehicle Report" release={release} /> },
  { path: '/checkout/:refcode', element: <ComingSoon title="Guest Checkout" release={release} /> },
];
