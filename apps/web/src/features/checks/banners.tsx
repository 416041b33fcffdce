import { Alert, Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatPlate } from '@portal/contract';
import { IconAlertCircle, IconCarOff, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { ErrorMessages } from '../../ui/ServerErrorAlert';
import { checksTexts } from './texts';

function messagesOf(error: unknown, somethingWrong: string): string[] {
  return error instanceof ApiError ? error.messages : [somethingWrong];
}

interface ErrorBannerProps {
  error: unknown;
  onClose: () => void;
}

/** The search page's dismissible red `Error:` banner with the server's message (spec section 8). */
export function ErrorBanner({ error, onClose }: ErrorBannerProps) {
  const t = useTexts(checksTexts);
  // A 401 has its own prompt (Proceed to login?) from the API client.
  if (!error || (error instanceof ApiError && error.status === 401)) return null;
  const texts = messagesOf(error, t('somethingWrong'));
  const creditShort = error instanceof ApiError && error.code === 'CREDIT_INSUFFICIENT';
  return (
    <Alert
      color="red"
      variant="light"
      title={t('errorTitle')}
      icon={<IconAlertCircle />}
      withCloseButton
      closeButtonLabel={t('dismissError')}
      onClose={onClose}
      className="no-print"
    >
      <ErrorMessages texts={texts} />
      {creditShort && (
        <Text size="sm" mt={4}>
          <Anchor component={Link} to={paths.creditTopUp} inherit fw={600}>
            {t('topUpYourCredit')}
          </Anchor>{' '}
          {t('topUpAndSearchAgain')}
        </Text>
      )}
    </Alert>
  );
}

interface NotFoundBannerProps {
  /** The number that was searched. */
  searched?: string | null;
  children?: ReactNode;
}

/**
 * The prominent VEHICLE NOT FOUND result: nothing to pay for. It comes into view as it appears: on a phone the search
 * form fills the screen, and the outcome of Search would otherwise be drawn below it, unseen. (Each search that finds
 * nothing draws a new banner: the pages drop the last one as a search starts.)
 */
export function NotFoundBanner({ searched, children }: NotFoundBannerProps) {
  const t = useTexts(checksTexts);
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    banner.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, []);
  return (
    <Paper
      ref={banner}
      role="status"
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      bg="red.0"
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
    >
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconCarOff size={32} />
        </ThemeIcon>
        <Text fw={800} fz={{ base: 24, sm: 30 }} c="red.9" lts={1}>
          {t('vehicleNotFound')}
        </Text>
        {searched && (
          <Text fw={600} ff="monospace" fz="lg">
            {searched}
          </Text>
        )}
        <Text c="dark.6">{t('notFoundNotCharged')}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

interface PlateSuggestionsProps {
  /** Plate search keys in the records, as the server answered them. */
  plates: readonly string[];
  onSearch: (plate: string) => void;
}

/** With a plate that was not found: the plates in the records it may have been a typo of. Each runs its search. */
export function PlateSuggestions({ plates, onSearch }: PlateSuggestionsProps) {
  const t = useTexts(checksTexts);
  if (plates.length === 0) return null;
  return (
    <Stack gap="xs" align="center" data-testid="plate-suggestions">
      <Text fw={700}>{t('plateSuggestionsTitle')}</Text>
      <Group gap="sm" justify="center">
        {plates.map((plate) => (
          <Button
            key={plate}
            variant="default"
            leftSection={<IconSearch size={16} />}
            ff="monospace"
            aria-label={t('searchSuggestion', { plate: formatPlate(plate) })}
            onClick={() => onSearch(plate)}
          >
            {formatPlate(plate)}
          </Button>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t('plateSuggestionsNote')}
      </Text>
    </Stack>
  );
}
