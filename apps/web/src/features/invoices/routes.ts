import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forAdministrators } from '../../ui/route-access';

const here = 'features/invoices';

export const invoiceRoutes: RouteConfigEntry[] = [
  forAdministrators('invoices', [
    route('/invoices', `${here}/InvoicesPage.tsx`),
    route('/invoice', `${here}/InvoicePage.tsx`),
  ]),
];
