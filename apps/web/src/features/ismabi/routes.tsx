import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../app/guard';
import { ComingSoon } from '../../ui/ComingSoon';

export const ismabiRoutes: RouteObject[] = [
  forAdministrators([
    { path: '/settings/ismabi', element: <ComingSoon title="ISMABI Upload" release="ISMABI upload" /> },
  ]),
];
