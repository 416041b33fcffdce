import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forAdministrators } from '../../ui/route-access';

const here = 'features/einvoices';

export const einvoiceRoutes: RouteConfigEntry[] = [
  forAdministrators('einvoices', [route('/settings/einvoices', `${here}/EinvoicesPage.tsx`)]),
];
