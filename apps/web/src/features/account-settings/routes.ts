import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { forLoggedInUsers } from '../../ui/route-access';

const here = 'features/account-settings';

export const accountSettingsRoutes: RouteConfigEntry[] = [
  forLoggedInUsers('account-settings', [route('/account/settings', `${here}/AccountSettingsPage.tsx`)]),
  // Opened from the mail to the new address, perhaps on another device: its code is the proof, no login needed.
  route('/account/confirmemail', `${here}/ConfirmEmailPage.tsx`),
];
