import {
  IconBuildingBank,
  IconBuildingStore,
  IconCarCrash,
  IconCashBanknote,
  IconCoins,
  IconEye,
  IconFileCertificate,
  IconFileInvoice,
  IconHistory,
  IconHome,
  IconIdBadge2,
  IconKey,
  IconLayoutDashboard,
  IconListNumbers,
  IconListSearch,
  IconReceipt2,
  IconTableImport,
  IconTag,
  IconUserCog,
  IconUsers,
  IconUserX,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { paths } from '../../lib/paths';

/** The layout sentences (./texts.ts) that name a destination. */
type NavLabel =
  | 'home'
  | 'about'
  | 'contact'
  | 'login'
  | 'checkVehicle'
  | 'transactions'
  | 'dashboard'
  | 'accounts'
  | 'invoices'
  | 'refunds'
  | 'creditsSetup'
  | 'chargesSetup'
  | 'runningNumberSetup'
  | 'sellerDetails'
  | 'ismabiUpload'
  | 'myData'
  | 'accountSettings'
  | 'apiAccess'
  | 'watchlist'
  | 'bulkChecks'
  | 'accountClosures'
  | 'auditLog'
  | 'einvoices';

export interface NavItem {
  label: NavLabel;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

export const homeItem: NavItem = { label: 'home', to: paths.home, icon: IconHome };
export const checkVehicleItem: NavItem = { label: 'checkVehicle', to: paths.checkVehicle, icon: IconCarCrash };
export const transactionsItem: NavItem = { label: 'transactions', to: paths.transactions, icon: IconReceipt2 };
/** PDPA: one's own data and the request to close the account. */
export const myDataItem: NavItem = { label: 'myData', to: paths.myData, icon: IconIdBadge2 };
/** One's own name, mobile, e-mail address and password. */
export const accountSettingsItem: NavItem = { label: 'accountSettings', to: paths.accountSettings, icon: IconUserCog };
/** Vehicles watched for new claims (issue 12). */
export const watchlistItem: NavItem = { label: 'watchlist', to: paths.watchlist, icon: IconEye };
export const apiAccessItem: NavItem = { label: 'apiAccess', to: paths.apiAccess, icon: IconKey };
export const bulkChecksItem: NavItem = { label: 'bulkChecks', to: paths.bulkChecks, icon: IconListSearch };

export const adminItems: NavItem[] = [
  { label: 'dashboard', to: paths.home, icon: IconLayoutDashboard },
  { label: 'accounts', to: '/setting/users', icon: IconUsers },
  transactionsItem,
  { label: 'invoices', to: '/invoices', icon: IconFileInvoice },
  { label: 'refunds', to: '/settings/refunds', icon: IconCashBanknote },
  { label: 'creditsSetup', to: '/settings/credits', icon: IconCoins },
  { label: 'chargesSetup', to: '/settings/charges', icon: IconTag },
  { label: 'runningNumberSetup', to: '/settings/runningnumbers', icon: IconListNumbers },
  { label: 'sellerDetails', to: '/settings/seller', icon: IconBuildingStore },
  { label: 'ismabiUpload', to: '/settings/ismabi', icon: IconTableImport },
  { label: 'accountClosures', to: '/settings/closures', icon: IconUserX },
  { label: 'auditLog', to: '/settings/auditlog', icon: IconHistory },
  { label: 'einvoices', to: '/settings/einvoices', icon: IconFileCertificate },
];

export const publicLinks: { label: NavLabel; to: string }[] = [
  { label: 'home', to: paths.home },
  { label: 'about', to: paths.aboutUs },
  { label: 'contact', to: paths.contactUs },
  { label: 'login', to: paths.login },
];

export const adminGroupIcon = IconBuildingBank;
