import type { RouteObject } from 'react-router';
import { forLoggedInUsers } from '../../app/guard';
import { ComingSoon } from '../../ui/ComingSoon';

export const creditRoutes: RouteObject[] = [
  forLoggedInUsers([
    { path: '/account/credittopup', element: <ComingSoon title="Credit Top Up" release="credit top-up" /> },
  ]),
];
