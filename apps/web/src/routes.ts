/**
 * Every page's route, from each feature's routes.ts. A route is a module with its page as the default export and, where
 * it shows the API's answers, the loaders that ask for them (lib/page-data.ts); who may open it is the layout it sits
 * in (ui/route-access.ts). Every route is drawn by the server for each request. Paths match case-insensitively, so
 * /home and /Home are one page.
 */
import { type RouteConfig, route } from '@react-router/dev/routes';
import { accountSettingsRoutes } from './features/account-settings/routes';
import { accountRoutes } from './features/accounts/routes';
import { apiKeysRoutes } from './features/apikeys/routes';
import { auditRoutes } from './features/audit/routes';
import { bulkRoutes } from './features/bulk/routes';
import { checkRoutes } from './features/checks/routes';
import { einvoiceRoutes } from './features/einvoices/routes';
import { guestReportRoutes } from './features/guest-reports/routes';
import { homeRoutes } from './features/home/routes';
import { infoRoutes } from './features/info/routes';
import { invoiceRoutes } from './features/invoices/routes';
import { ismabiRoutes } from './features/ismabi/routes';
import { paymentRoutes } from './features/payments/routes';
import { pdpaRoutes } from './features/pdpa/routes';
import { refundRoutes } from './features/refunds/routes';
import { setupRoutes } from './features/setup/routes';
import { transactionRoutes } from './features/transactions/routes';
import { userRoutes } from './features/users/routes';
import { verifyRoutes } from './features/verify/routes';
import { watchRoutes } from './features/watches/routes';
import { forLoggedInUsers } from './ui/route-access';

/** The pages that fill one feature's slots with another's parts (app/pages/). */
const composedRoutes = [
  forLoggedInUsers('checks', [route('/check/checklist', 'app/pages/CheckSearchPage.tsx')]),
  // A report's link is its key: guests open the reports they paid for without an account.
  route('/check/check/:unikey', 'app/pages/CheckReportPage.tsx'),
  // Public: a share link's token is the capability, until it expires or is revoked.
  route('/share/:token', 'app/pages/SharedReportPage.tsx'),
];

const errorRoutes = [
  route('/page401', 'ui/errors/UnauthorizedRoute.tsx'),
  route('/page404', 'ui/errors/NotFoundRoute.tsx', { id: 'page404' }),
  route('/page500', 'ui/errors/ServerErrorRoute.tsx'),
  // Any other address: the not-found page, with status 404 so that crawlers and monitors see it is not a page.
  route('*', 'ui/errors/NotFoundRoute.tsx'),
];

export default [
  ...accountRoutes,
  ...accountSettingsRoutes,
  ...homeRoutes,
  ...infoRoutes,
  ...composedRoutes,
  ...checkRoutes,
  ...paymentRoutes,
  ...guestReportRoutes,
  ...transactionRoutes,
  ...userRoutes,
  ...invoiceRoutes,
  ...setupRoutes,
  ...refundRoutes,
  ...ismabiRoutes,
  ...pdpaRoutes,
  ...auditRoutes,
  ...einvoiceRoutes,
  ...apiKeysRoutes,
  ...watchRoutes,
  ...bulkRoutes,
  ...verifyRoutes,
  ...errorRoutes,
] satisfies RouteConfig;
