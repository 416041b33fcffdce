/**
 * Every path the web app has a page for (React Router patterns, matched case-insensitively). The server answers
 * these with the app and status 200, and any other path with the app's not-found page and status 404. A page added
 * to the web app is added here too (client-routes.test.ts compares the two).
 */
export const clientRoutePatterns = [
  '/',
  '/login',
  '/Home',
  '/account/login',
  '/account/register',
  '/account/verification',
  '/account/forgotpassword',
  '/account/resetpassword',
  '/account/loginlink',
  '/account/credittopup',
  '/account/mydata',
  '/check/checklist',
  '/check/check/:unikey',
  '/check/bulk',
  '/checkout/:refcode',
  '/payment/paymentdone',
  '/payment/transactions',
  '/aboutus/aboutus',
  '/contactus/contactus',
  '/notices/disclaimer',
  '/notices/termcondition',
  '/notices/privacypolicy',
  '/verify/:reference',
  '/share/:token',
  '/invoices',
  '/invoice',
  '/settings/ismabi',
  '/settings/credits',
  '/settings/charges',
  '/settings/runningnumbers',
  '/settings/refunds',
  '/settings/closures',
  '/account/apiaccess',
  '/account/watchlist',
  '/setting/users',
  '/page401',
  '/page404',
  '/page500',
] as const;

const patternExpressions = clientRoutePatterns.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i'),
);

/** True when the path (without its query) is one of the web app's pages. */
export const isClientRoute = (path: string) => patternExpressions.some((expression) => expression.test(path));
