import type { RouteObject } from 'react-router';

export const infoRoutes: RouteObject[] = [
  { path: '/aboutus/aboutus', lazy: { Component: async () => (await import('./AboutUsPage')).AboutUsPage } },
  { path: '/contactus/contactus', lazy: { Component: async () => (await import('./ContactUsPage')).ContactUsPage } },
  { path: '/notices/disclaimer', lazy: { Component: async () => (await import('./DisclaimerPage')).DisclaimerPage } },
  { path: '/notices/termcondition', lazy: { Component: async () => (await import('./TermsPage')).TermsPage } },
  {
    path: '/notices/privacypolicy',
    lazy: { Component: async () => (await import('./PrivacyPolicyPage')).PrivacyPolicyPage },
  },
];
