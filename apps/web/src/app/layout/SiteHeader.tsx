import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Group,
  Image,
  type MantineBreakpoint,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { PRODUCT_NAME } from '@portal/contract';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useLogout, useSession } from '../../lib/session';
import { HeaderLanguageMenu } from './LanguageSwitcher';
import { publicLinks } from './nav-items';
import { layoutTexts } from './texts';

interface SiteHeaderProps {
  mobileNavOpened: boolean;
  desktopNavExpanded: boolean;
  onToggleMobileNav: () => void;
  onToggleDesktopNav: () => void;
}

export function SiteHeader(props: SiteHeaderProps) {
  const { profile } = useSession();
  const t = useTexts(layoutTexts);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={props.mobileNavOpened}
          onClick={props.onToggleMobileNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('toggleNavigation')}
        />
        {profile.IsLoggedIn && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={props.onToggleDesktopNav}
            visibleFrom="sm"
            aria-label={t('toggleSideBar')}
            aria-expanded={props.desktopNavExpanded}
          >
            {props.desktopNavExpanded ? <IconLayoutSidebarLeftCollapse /> : <IconLayoutSidebarLeftExpand />}
          </ActionIcon>
        )}
        {/* A logged-in phone header needs the room for the credit balance, so the name hides there. */}
        <Brand nameVisibleFrom={profile.IsLoggedIn ? 'xs' : undefined} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* On phones the header has no room to spare: the drawer and the footer carry the languages. */}
        <Box visibleFrom="sm">
          <HeaderLanguageMenu />
        </Box>
        {profile.IsLoggedIn ? <AccountBar /> : <PublicLinks />}
      </Group>
    </Group>
  );
}

function Brand({ nameVisibleFrom }: { nameVisibleFrom?: MantineBreakpoint }) {
  const t = useTexts(layoutTexts);
  return (
    <UnstyledButton component={Link} to={paths.home} aria-label={t('brandHome', { product: PRODUCT_NAME })}>
      <Group gap={8} wrap="nowrap">
        <Image src="/favicon.svg" alt="" w={32} h={32} />
        <Text fw={800} fz="xl" c="brand.9" lts={-0.3} visibleFrom={nameVisibleFrom}>
          {PRODUCT_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

function PublicLinks() {
  const t = useTexts(layoutTexts);
  return (
    <>
      <Button component={Link} to={paths.login} size="compact-md" hiddenFrom="sm">
        {t('login')}
      </Button>
      <Group gap="lg" visibleFrom="sm" component="nav" aria-label={t('mainNavigation')}>
        {publicLinks.map((link) =>
          link.to === paths.login ? (
            <Button key={link.to} component={Link} to={link.to} size="sm">
              {t(link.label)}
            </Button>
          ) : (
            <Anchor key={link.to} component={Link} to={link.to} c="dark.6" fw={500}>
              {t(link.label)}
            </Anchor>
          ),
        )}
      </Group>
    </>
  );
}

/** Greeting, credit and Top Up, Logout. Administrators buy no checks, so they see neither credit nor Top Up. */
function AccountBar() {
  const { profile, displayName, isConfirmed, isAdmin } = useSession();
  const logout = useLogout();
  const t = useTexts(layoutTexts);
  const format = useFormat();
  // Close-set: on a phone the Malay bar (Kredit, Tambah Nilai, Log Keluar) needs the room to keep clear of the edge.
  return (
    <Group gap="xs" wrap="nowrap">
      <Text visibleFrom={isAdmin ? undefined : 'sm'} fw={500}>
        {t('greeting', { name: displayName })}
      </Text>
      {isConfirmed && !isAdmin && (
        <Badge variant="light" size="lg" radius="sm" tt="none" style={{ flexShrink: 0 }}>
          {t('credit', { amount: format.number(profile.Credit) })}
        </Badge>
      )}
      {!isAdmin && (
        <Button component={Link} to={paths.creditTopUp} size="compact-sm" style={{ flexShrink: 0 }}>
          {t('topUp')}
        </Button>
      )}
      {/* "Log Keluar" is two words: on one line beside the credit, never broken under it. */}
      <Anchor
        component="button"
        type="button"
        onClick={logout}
        fw={500}
        fz="sm"
        style={{ whiteSpace: 'nowrap' }}
        visibleFrom="xs"
      >
        {t('logout')}
      </Anchor>
      {/* A phone's header has no room for the word beside the credit and Top Up (Malay's "Log Keluar" ran off it). */}
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={logout}
        hiddenFrom="xs"
        aria-label={t('logout')}
        title={t('logout')}
      >
        <IconLogout size={20} />
      </ActionIcon>
    </Group>
  );
}
