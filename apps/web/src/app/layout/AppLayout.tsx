import { AppShell, Box, em } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useApiProblems } from '../../lib/api-problems';
import { useSession } from '../../lib/session';
import { PageLoader } from '../../ui/guard';
import { hydratesServerHtml } from '../server-state';
import { BackToTop } from './BackToTop';
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
 * The screen's width and the navbar's remembered state are read at the first render rather than in an effect, which
 * would render the layout again on every phone; but over a page the server rendered (not knowing either), after it.
 * The server itself must draw what that first render draws (a desktop with the navbar expanded): React does not
 * correct an attribute that differs while hydrating, so a navbar the server drew `inert` for a phone would stay dead on
 * a desktop, whose width read afterwards changes nothing.
 */
const readScreenAfterFirstRender = typeof document === 'undefined' || hydratesServerHtml();
/** Mantine's `sm` breakpoint (48em), where the navbar stops being a phone drawer. */
const DESKTOP_FROM_PX = 768;

/**
 * The header, navigation and footer around the page of the route (or around `children`). `visitorUnknown`: drawn
 * before anyone knows who is looking (the prerendered layout), so the header offers neither Login nor the account.
 */
export function AppLayout({ children, visitorUnknown = false }: { children?: ReactNode; visitorUnknown?: boolean }) {
  const { profile } = useSession();
  const [mobileNavOpened, mobileNav] = useDisclosure(false);
  const [desktopNavExpanded, setDesktopNavExpanded] = useLocalStorage({
    key: 'sidebar-expanded',
    defaultValue: true,
    getInitialValueInEffect: readScreenAfterFirstRender,
  });
  const desktopNavCollapsed = !profile.IsLoggedIn || !desktopNavExpanded;
  const isDesktop = useMediaQuery(`(min-width: ${em(DESKTOP_FROM_PX)})`, true, {
    getInitialValueInEffect: readScreenAfterFirstRender,
  });
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
          visitorUnknown={visitorUnknown}
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
          {children ?? <Outlet />}
        </Box>
        <SiteFooter />
      </AppShell.Main>
      <BackToTop />
      <ApiProblemDialogs />
    </AppShell>
  );
}

/**
 * The layout with a loader where the page will be: what the first render shows while the page's code loads, and
 * what the server sends for every page not prerendered (prerender.tsx), so that something is painted at once. Sent
 * alike to visitors and logged-in users, the server's copy shows no account (`visitorUnknown`): a logged-in dealer
 * would otherwise see a Login button until the app starts.
 */
export function PageShell({ visitorUnknown = false }: { visitorUnknown?: boolean }) {
  return (
    <AppLayout visitorUnknown={visitorUnknown}>
      <PageLoader />
    </AppLayout>
  );
}
