import { AppShell, Box, em } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { ApiProblemModals } from '../ApiProblemModals';
import { useSession } from '../session';
import { BackToTop } from './BackToTop';
import { PublicNav } from './PublicNav';
import { SideNav } from './SideNav';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const HEADER_HEIGHT = 64;
/** Mantine's `sm` breakpoint (48em), where the navbar stops being a phone drawer. */
const DESKTOP_FROM_PX = 768;

export function AppLayout() {
  const { profile } = useSession();
  const [mobileNavOpened, mobileNav] = useDisclosure(false);
  const [desktopNavExpanded, setDesktopNavExpanded] = useLocalStorage({
    key: 'sidebar-expanded',
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  const desktopNavCollapsed = !profile.IsLoggedIn || !desktopNavExpanded;
  const isDesktop = useMediaQuery(`(min-width: ${em(DESKTOP_FROM_PX)})`, true);
  // A collapsed navbar slides off screen but its links would still take Tab stops: inert takes them out.
  const navHidden = isDesktop ? desktopNavCollapsed : !mobileNavOpened;
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileNavOpened, desktop: desktopNavCollapsed } }}
      padding={0}
    >
      <AppShell.Header>
        <SiteHeader
          mobileNavOpened={mobileNavOpened}
          desktopNavExpanded={desktopNavExpanded}
          onToggleMobileNav={mobileNav.toggle}
          onToggleDesktopNav={() => setDesktopNavExpanded((expanded) => !expanded)}
        />
      </AppShell.Header>
      <AppShell.Navbar inert={navHidden} aria-hidden={navHidden || undefined}>
        {profile.IsLoggedIn ? <SideNav onNavigate={mobileNav.close} /> : <PublicNav onNavigate={mobileNav.close} />}
      </AppShell.Navbar>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Box flex={1} px={{ base: 'md', sm: 'xl' }} py="xl">
          <Outlet />
        </Box>
        <SiteFooter />
      </AppShell.Main>
      <BackToTop />
      <ApiProblemModals />
    </AppShell>
  );
}
