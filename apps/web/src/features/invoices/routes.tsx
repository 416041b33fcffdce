import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../app/guard';
import { InvoicePage } from './InvoicePage';
import { InvoicesPage } from './InvoicesPage';

export const invoiceRoutes: RouteObject[] = [
  forAdministrators([
    { path: '/invoices', element: <InvoicesPage /> },
    { path: '/invoice', element: <InvoicePage /> },
  ]),
];
