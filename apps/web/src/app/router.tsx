import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/accounts/routes';
import { apiKeysRoutes } from '../features/apikeys/routes';
import { bulkRoutes } from '../features/bulk/routes';
import { checkRoutes } from '../features/checks/routes';
import { creditRoutes } from '../features/credits/routes';
import { homeRoutes } from '../features/home/routes';
import { infoRoutes } from '../features/info/routes';
import { invoiceRoutes } from '../features/invoices/routes';
import { ismabiRoutes } from '../features/ismabi/routes';
import { paymentRoutes } from '../features/payments/routes';
import { pdpaRoutes } from '../features/pdpa/routes';
import { refundRoutes } from '../features/refunds/routes';
import { setupRoutes } from '../features/setup/routes';
import { shareRoutes } from '../features/shares/routes';
import { transactionRoutes } from '../features/transactions/routes';
import { userRoutes } from '../features/users/routes';
import { verifyRoutes } from '../features/verify/routes';
import { watchRoutes } from '../features/watches/routes';
import { ServerErrorPage } from '../ui/errors/ErrorPages';
import { errorRoutes } from './error-routes';
import { AppLayout, PageShell } from './layout/AppLayout';

// Paths match case-insensitively (React Router's default), so /home and /Home are one page.
// The browser's router is made in main.tsx; the build's prerendering renders the same routes in memory.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageShell />,
    children: [
      {
        // A page that fails to render shows the 500 page inside the layout.
        errorElement: <ServerErrorPage />,
        children: [
          ...accountRoutes,
          ...homeRoutes,
          ...infoRoutes,
          ...checkRoutes({
            search: async () => (await import('./pages/CheckSearchPage')).CheckSearchPage,
            report: async () => (await import('./pages/CheckReportPage')).CheckReportPage,
          }),
          ...creditRoutes,
          ...paymentRoutes,
          ...transactionRoutes,
          ...userRoutes,
          ...invoiceRoutes,
          ...setupRoutes,
          ...refundRoutes,
          ...ismabiRoutes,
          ...pdpaRoutes,
          ...apiKeysRoutes,
          ...watchRoutes,
          ...bulkRoutes,
          ...verifyRoutes,
          ...shareRoutes(async () => (await import('./pages/SharedReportPage')).SharedReportPage),
          ...errorRoutes,
        ],
      },
    ],
  },
];
