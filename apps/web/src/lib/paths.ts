import { GUEST_REPORTS_PAGE } from '@portal/contract';

/** Paths that several parts of the app link to. */
export const paths = {
  home: '/Home',
  login: '/account/login',
  register: '/account/register',
  forgotPassword: '/account/forgotpassword',
  checkVehicle: '/check/checklist',
  creditTopUp: '/account/credittopup',
  transactions: '/payment/transactions',
  myData: '/account/mydata',
  accountSettings: '/account/settings',
  apiAccess: '/account/apiaccess',
  watchlist: '/account/watchlist',
  bulkChecks: '/check/bulk',
  /** A guest's reports, by a link mailed to the address they paid with. */
  myReports: GUEST_REPORTS_PAGE,
  /** A made-up vehicle's report, to see what a paid one holds. */
  sampleReport: '/reports/sample',
  aboutUs: '/aboutus/aboutus',
  contactUs: '/contactus/contactus',
  disclaimer: '/notices/disclaimer',
  terms: '/notices/termcondition',
  privacyPolicy: '/notices/privacypolicy',
} as const;

export function loginPath(returnUrl: string): string {
  return `${paths.login}?${new URLSearchParams({ returnUrl })}`;
}

/** Only a path of this site is a safe place to return to after login (no "//host" or "/\host"). */
export function safeReturnUrl(value: string | null): string | undefined {
  if (value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return undefined;
}
