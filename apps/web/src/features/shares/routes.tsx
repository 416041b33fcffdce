import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** `page`: the shared report page's code, from the app: it fills the report's panels. */
export const shareRoutes = (page: () => Promise<ComponentType>): RouteObject[] => [
  // Public: the link's token is the capability, until it expires or is revoked.
  { path: '/share/:token', lazy: { Component: page } },
];
