import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../app/guard';
import { ComingSoon } from '../../ui/ComingSoon';

export const userRoutes: RouteObject[] = [
  forAdministrators([{ path: '/setting/users', element: <ComingSoon title="Accounts" release="accounts" /> }]),
];
