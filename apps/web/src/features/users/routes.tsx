import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../app/guard';
import { UsersPage } from './UsersPage';

export const userRoutes: RouteObject[] = [forAdministrators([{ path: '/setting/users', element: <UsersPage /> }])];
