import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../ui/guard';

export const invoiceRoutes: RouteObject[] = [
  forAdministrators([
    { path: '/invoices', lazy: { Component: async () => (await import('./InvoicesPage')).InvoicesPage } },
    { path: '/invoice', lazy: { Component: async () => (await import('./InvoicePage')).InvoicePage } },
  ]),
];
