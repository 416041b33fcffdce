import { Alert, Anchor, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCarOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../app/api';
import { useTexts } from '../../app/i18n';
import { paths } from '../../app/paths';
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
      {texts.length === 1 ? (
        texts[0]
      ) : (
        <List size="sm">
          {texts.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      )}
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

/** The prominent VEHICLE NOT FOUND result: nothing to pay for. */
export function NotFoundBanner({ searched, children }: NotFoundBannerProps) {
  const t = useTexts(checksTexts);
  return (
    <Paper
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
