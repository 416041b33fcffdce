import type { RouteObject } from 'react-router';
import { forAdministrators } from '../../app/guard';
import { ComingSoon } from '../../ui/ComingSoon';

export const invoiceRoutes: RouteObject[] = [
  forAdministrators([
    { path: '/invoices', element: <ComingSoon title="Invoices" release="invoices" /> },
    { path: '/invoice', element: <ComingSoon title="Invoice" release="invoices" /> },
  ]),
];
