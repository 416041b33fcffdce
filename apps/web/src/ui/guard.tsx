import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@portal/contract';
import { IconLock } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useApiProblems, usePageIsLoginPrompt } from '../lib/api-problems';
import { useTexts } from '../lib/i18n';
import { loginPath, paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { UnauthorizedPage } from './errors/ErrorPages';
import { errorsTexts } from './errors/texts';

/**
 * Where a page shows while its code or who is logged in is not known yet. It fills the screen, so the footer is out
 * of sight until the page arrives rather than shown and pushed down by it (a layout shift).
 */
export function PageLoader() {
  return (
    <Center mih="100dvh">
      <Loader />
    </Center>
  );
}

/**
 * Shown instead of a page that needs login, when the profile says nobody is logged in (or the server said so of what
 * the page shows); logging in comes back to the page.
 */
export function LoginPrompt() {
  const location = useLocation();
  const t = useTexts(errorsTexts);
  const { nothingCharged } = useApiProblems();
  // The page itself is now the prompt (its address keeps what was typed): the popup one would only repeat it.
  usePageIsLoginPrompt();
  return (
    <Center py="xl">
      <title>{t('pageTitle', { title: t('loginPromptTitle'), product: PRODUCT_NAME })}</title>
      <Card maw={460} w="100%" shadow="sm">
        <Stack align="center" gap="md" ta="center">
          <IconLock size={40} stroke={1.4} color="var(--mantine-color-brand-7)" />
          <Title order={2} fz={24}>
            {t('loginPromptTitle')}
          </Title>
          {nothingCharged && <Text fw={600}>{t('sessionEndedNothingCharged')}</Text>}
          <Text c="dimmed">{t('loginPromptText')}</Text>
          <Group>
            <Button component={Link} to={loginPath(`${location.pathname}${location.search}`)}>
              {t('login')}
            </Button>
            <Button component={Link} to={paths.register} variant="default">
              {t('register')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}

/** The layout of the pages that show the login prompt to visitors who are not logged in (ui/route-access.ts). */
export function RequireLogin() {
  const { profile, isConfirmed } = useSession();
  if (!isConfirmed) return <PageLoader />;
  return profile.IsLoggedIn ? <Outlet /> : <LoginPrompt />;
}

/** The layout of the pages for administrators (role 1); other users see the 401 page. */
export function RequireAdmin() {
  const { profile, isAdmin, isConfirmed } = useSession();
  if (!isConfirmed) return <PageLoader />;
  if (!profile.IsLoggedIn) return <LoginPrompt />;
  return isAdmin ? <Outlet /> : <UnauthorizedPage />;
}
