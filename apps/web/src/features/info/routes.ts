import { type RouteConfigEntry, route } from '@react-router/dev/routes';

const here = 'features/info';

export const infoRoutes: RouteConfigEntry[] = [
  route('/aboutus/aboutus', `${here}/AboutUsPage.tsx`),
  route('/contactus/contactus', `${here}/ContactUsPage.tsx`),
  route('/notices/disclaimer', `${here}/DisclaimerPage.tsx`),
  route('/notices/termcondition', `${here}/TermsPage.tsx`),
  route('/notices/privacypolicy', `${here}/PrivacyPolicyPage.tsx`),
];
