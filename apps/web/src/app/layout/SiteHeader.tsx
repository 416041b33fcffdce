import {
  ActionIcon,
  Anchor,
  Badge,
  Burger,
  Button,
  Group,
  Image,
  type MantineBreakpoint,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { PRODUCT_NAME } from '@portal/contract';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../paths';
import { useLogout, useSession } from '../session';
import { publicLinks } from './nav-items';

interface SiteHeaderProps {
  mobileNavOpened: boolean;
  desktopNavExpanded: boolean;
  onToggleMobileNav: () => void;
  onToggleDesktopNav: () => void;
}

export function SiteHeader(props: SiteHeaderProps) {
  const { profile } = useSession();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={props.mobileNavOpened}
          onClick={props.onToggleMobileNav}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        {profile.IsLoggedIn && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={props.onToggleDesktopNav}
            visibleFrom="sm"
            aria-label="Toggle side bar"
            aria-expanded={props.desktopNavExpanded}
          >
            {props.desktopNavExpanded ? <IconLayoutSidebarLeftCollapse /> : <IconLayoutSidebarLeftExpand />}
          </ActionIcon>
        )}
        {/* A logged-in phone header needs the room for the credit balance, so the name hides there. */}
        <Brand nameVisibleFrom={profile.IsLoggedIn ? 'xs' : undefined} />
      </Group>
      {profile.IsLoggedIn ? <AccountBar /> : <PublicLinks />}
    </Group>
  );
}

function Brand({ nameVisibleFrom }: { nameVisibleFrom?: MantineBreakpoint }) {
  return (
    <UnstyledButton component={Link} to={paths.home} aria-label={`${PRODUCT_NAME} home`}>
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
  return (
    <>
      <Button component={Link} to={paths.login} size="compact-md" hiddenFrom="sm">
        Login
      </Button>
      <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main">
        {publicLinks.map((link) =>
          link.to === paths.login ? (
            <Button key={link.to} component={Link} to={link.to} size="sm">
              {link.label}
            </Button>
          ) : (
            <Anchor key={link.to} component={Link} to={link.to} c="dark.6" fw={500}>
              {link.label}
            </Anchor>
          ),
        )}
      </Group>
    </>
  );
}

const creditFormat = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 2 });

/** Greeting, credit and Top Up, Logout. Administrators buy no checks, so they see neither credit nor Top Up. */
function AccountBar() {
  const { profile, displayName, isConfirmed, isAdmin } = useSession();
  const logout = useLogout();
  return (
    <Group gap="sm" wrap="nowrap">
      <Text visibleFrom={isAdmin ? undefined : 'sm'} fw={500}>
        Hi, {displayName}
      </Text>
      {isConfirmed && !isAdmin && (
        <Badge variant="light" size="lg" radius="sm" tt="none" style={{ flexShrink: 0 }}>
          Credit: {creditFormat.format(profile.Credit)}
        </Badge>
      )}
      {!isAdmin && (
        <Button component={Link} to={paths.creditTopUp} size="compact-sm" style={{ flexShrink: 0 }}>
          Top Up
        </Button>
      )}
      <Anchor component="button" type="button" onClick={logout} fw={500} fz="sm">
        Logout
      </Anchor>
    </Group>
  );
}
