import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../app/guard';
import { IsmabiPage } from './IsmabiPage';

export const ismabiRoutes: RouteObject[] = [forAdministrators([{ path: '/settings/ismabi', element: <IsmabiPage /> }])];
