import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useApiProblems } from '../../lib/api-problems';
import { useSession } from '../../lib/session';
import { BackToTop } from './BackToTop';
import { NavigationProgress } from './NavigationProgress';
import { PublicNav } from './PublicNav';
import { SideNav } from './SideNav';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const ApiProblemModals = lazy(async () => ({ default: (await import('../ApiProblemModals')).ApiProblemModals }));

/** The app-wide dialogs load with the first problem they show, and stay for the next ones. */
function ApiProblemDialogs() {
  const { loginPromptOpen, popup } = useApiProblems();
  const [needed, setNeeded] = useState(false);
  if (!needed && (loginPromptOpen || popup !== null)) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ApiProblemModals />
    </Suspense>
  ) : null;
}

const HEADER_HEIGHT = 64;

/**
 * The header, navigation and footer around the page of the route (or around `children`). Whether the navbar can be
 * used is the screen's width's to decide (global.css: `.app-navbar`), never a script's: the server cannot know the
 * width, and a page it drew must work on every screen before and after the app starts. The navbar's remembered state
 * is read after the first render, which must draw what the server drew (expanded).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { profile } = useSession();
  const [mobileNavOpened, mobileNav] = useDisclosure(false);
  const [desktopNavExpanded, setDesktopNavExpanded] = useLocalStorage({
    key: 'sidebar-expanded',
    defaultValue: true,
    getInitialValueInEffect: true,
  });
  const desktopNavCollapsed = !profile.IsLoggedIn || !desktopNavExpanded;
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileNavOpened, desktop: desktopNavCollapsed } }}
      padding={0}
    >
      <NavigationProgress />
      <AppShell.Header>
        <SiteHeader
          mobileNavOpened={mobileNavOpened}
          desktopNavExpanded={desktopNavExpanded}
          onToggleMobileNav={mobileNav.toggle}
          onToggleDesktopNav={() => setDesktopNavExpanded((expanded) => !expanded)}
        />
      </AppShell.Header>
      <AppShell.Navbar
        className="app-navbar"
        data-mobile-closed={!mobileNavOpened || undefined}
        data-desktop-collapsed={desktopNavCollapsed || undefined}
      >
        {profile.IsLoggedIn ? <SideNav onNavigate={mobileNav.close} /> : <PublicNav onNavigate={mobileNav.close} />}
      </AppShell.Navbar>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Box flex={1} px={{ base: 'md', sm: 'xl' }} py="xl">
          {children ?? <Outlet />}
        </Box>
        <SiteFooter />
      </AppShell.Main>
      <BackToTop />
      <ApiProblemDialogs />
    </AppShell>
  );
}
