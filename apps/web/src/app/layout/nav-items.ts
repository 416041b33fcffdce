import {
  IconBuildingBank,
  IconCarCrash,
  IconCashBanknote,
  IconCoins,
  IconFileInvoice,
  IconHome,
  IconLayoutDashboard,
  IconListNumbers,
  IconReceipt2,
  IconTableImport,
  IconTag,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { paths } from '../paths';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

export const homeItem: NavItem = { label: 'Home', to: paths.home, icon: IconHome };
export const checkVehicleItem: NavItem = { label: 'Check Vehicle', to: paths.checkVehicle, icon: IconCarCrash };
export const transactionsItem: NavItem = { label: 'Transactions', to: paths.transactions, icon: IconReceipt2 };

export const adminItems: NavItem[] = [
  { label: 'Dashboard', to: paths.home, icon: IconLayoutDashboard },
  { label: 'Accounts', to: '/setting/users', icon: IconUsers },
  transactionsItem,
  { label: 'Invoices', to: '/invoices', icon: IconFileInvoice },
  { label: 'Refunds', to: '/settings/refunds', icon: IconCashBanknote },
  { label: 'Credits Setup', to: '/settings/credits', icon: IconCoins },
  { label: 'Charges Setup', to: '/settings/charges', icon: IconTag },
  { label: 'Running Number Setup', to: '/settings/runningnumbers', icon: IconListNumbers },
  { label: 'ISMABI Upload', to: '/settings/ismabi', icon: IconTableImport },
];

export const publicLinks = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.aboutUs },
  { label: 'Contact', to: paths.contactUs },
  { label: 'Login', to: paths.login },
] as const;

export const adminGroupIcon = IconBuildingBank;
