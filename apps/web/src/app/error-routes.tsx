import type { RouteObject } from 'react-router';
import { NotFoundPage, ServerErrorPage, UnauthorizedPage } from '../ui/errors/ErrorPages';

export const errorRoutes: RouteObject[] = [
  { path: '/page401', element: <UnauthorizedPage /> },
  { path: '/page404', element: <NotFoundPage /> },
  { path: '/page500', element: <ServerErrorPage /> },
  { path: '*', element: <NotFoundPage /> },
];
