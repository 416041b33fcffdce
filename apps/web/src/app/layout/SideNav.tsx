import { Box, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { type RefObject, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { LanguageLinks } from './LanguageSwitcher';
import {
  adminGroupIcon as AdminIcon,
  accountSettingsItem,
  adminItems,
  apiAccessItem,
  bulkChecksItem,
  checkVehicleItem,
  homeItem,
  myDataItem,
  type NavItem,
  transactionsItem,
  watchlistItem,
} from './nav-items';
import { layoutTexts } from './texts';

interface SideNavProps {
  onNavigate: () => void;
}

/** The side bar of a logged-in user: Admin group for role 1, a top-level Transactions entry for everyone else. */
export function SideNav({ onNavigate }: SideNavProps) {
  const { isAdmin, isCompanyOrAdmin, displayName } = useSession();
  const t = useTexts(layoutTexts);
  const apiItems = isCompanyOrAdmin ? [bulkChecksItem, apiAccessItem] : [];
  const topItems = isAdmin
    ? [homeItem, checkVehicleItem, watchlistItem, myDataItem, accountSettingsItem, ...apiItems]
    : [homeItem, checkVehicleItem, watchlistItem, transactionsItem, myDataItem, accountSettingsItem, ...apiItems];
  const menu = useRef<HTMLDivElement>(null);
  return (
    <ScrollArea type="scroll" viewportRef={menu}>
      <Stack gap={4} p="sm">
        <Text hiddenFrom="sm" fw={600} px="sm" pb="xs">
          {t('greeting', { name: displayName })}
        </Text>
        <Box hiddenFrom="sm" px="sm" pb="xs">
          <LanguageLinks onChosen={onNavigate} />
        </Box>
        {topItems.map((item) => (
          // An administrator's /Home is the Dashboard: that entry is the one lit.
          <SideNavLink
            key={item.label}
            item={item}
            menu={menu}
            onNavigate={onNavigate}
            neverLit={isAdmin && item === homeItem}
          />
        ))}
        {isAdmin && (
          <NavLink
            label={t('admin')}
            leftSection={<AdminIcon size={20} stroke={1.6} />}
            defaultOpened
            childrenOffset="md"
          >
            {adminItems.map((item) => (
              <SideNavLink key={item.label} item={item} menu={menu} onNavigate={onNavigate} />
            ))}
          </NavLink>
        )}
      </Stack>
    </ScrollArea>
  );
}

/**
 * The administrator's menu is taller than a laptop's window: the page's own entry, once lit, is scrolled to the middle
 * of the menu when it would be out of sight (the menu alone scrolls, never the page).
 */
function keepInSight(menu: HTMLElement | null, entry: HTMLElement | null) {
  if (!menu || !entry) return;
  const top = entry.getBoundingClientRect().top - menu.getBoundingClientRect().top;
  if (top >= 0 && top + entry.offsetHeight <= menu.clientHeight) return;
  menu.scrollTop += top - (menu.clientHeight - entry.offsetHeight) / 2;
}

interface SideNavLinkProps {
  item: NavItem;
  /** The menu's scrolling viewport. */
  menu: RefObject<HTMLDivElement | null>;
  onNavigate: () => void;
  neverLit?: boolean;
}

function SideNavLink({ item, menu, onNavigate, neverLit = false }: SideNavLinkProps) {
  const { pathname } = useLocation();
  const t = useTexts(layoutTexts);
  const entry = useRef<HTMLAnchorElement>(null);
  const active = !neverLit && pathname.toLowerCase() === item.to.toLowerCase();
  useEffect(() => {
    if (active) keepInSight(menu.current, entry.current);
  }, [active, menu]);
  const Icon = item.icon;
  return (
    <NavLink
      ref={entry}
      component={Link}
      to={item.to}
      label={t(item.label)}
      leftSection={<Icon size={20} stroke={1.6} />}
      active={active}
      onClick={onNavigate}
    />
  );
}
