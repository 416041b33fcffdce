import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../app/guard';
import { ComingSoon } from '../../ui/ComingSoon';

const release = 'setup';

export const setupRoutes: RouteObject[] = [
  forAdministrators([
    { path: '/settings/credits', element: <ComingSoon title="Credits Setup" release={release} /> },
    { path: '/settings/charges', element: <ComingSoon title="Charges Setup" release={release} /> },
    { path: '/settings/runningnumbers', element: <ComingSoon title="Running Number Setup" release={release} /> },
  ]),
];
