import type { RouteObject } from 'react-router';

// The credit top-up page (/account/credittopup) lives with the payments feature.
export const creditRoutes: RouteObject[] = [];
