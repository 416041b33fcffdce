import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../app/guard';
import { ChargesPage } from './ChargesPage';
import { CreditsPage } from './CreditsPage';
import { RunningNumbersPage } from './RunningNumbersPage';

export const setupRoutes: RouteObject[] = [
  forAdministrators([
    { path: '/settings/credits', element: <CreditsPage /> },
    { path: '/settings/charges', element: <ChargesPage /> },
    { path: '/settings/runningnumbers', element: <RunningNumbersPage /> },
  ]),
];
