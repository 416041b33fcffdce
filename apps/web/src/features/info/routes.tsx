import type { RouteObject } from 'react-router';
import { AboutUsPage } from './AboutUsPage';
import { ContactUsPage } from './ContactUsPage';
import { DisclaimerPage } from './DisclaimerPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsPage } from './TermsPage';

export const infoRoutes: RouteObject[] = [
  { path: '/aboutus/aboutus', element: <AboutUsPage /> },
  { path: '/contactus/contactus', element: <ContactUsPage /> },
  { path: '/notices/disclaimer', element: <DisclaimerPage /> },
  { path: '/notices/termcondition', element: <TermsPage /> },
  { path: '/notices/privacypolicy', element: <PrivacyPolicyPage /> },
];
