import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../app/guard';
import { RefundsPage } from './RefundsPage';

export const refundRoutes: RouteObject[] = [
  forAdministrators([{ path: '/settings/refunds', element: <RefundsPage /> }]),
];
