import { Alert, Button } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { transportOf } from '../../lib/query-client';
import { servicesOf } from '../../lib/request-services';
import { useSession } from '../../lib/session';
import { AuthCard } from '../../ui/AuthCard';
import { confirmEmail } from './api';
import { accountSettingsTexts } from './texts';

/** Sends the link's code once, as the page loads: the server's sentence when the address changed, else nothing. */
async function confirmationOf(request: Request, send?: typeof fetch): Promise<{ message: string | undefined }> {
  const taccode = new URL(request.url).searchParams.get('taccode') ?? '';
  if (!taccode) return { message: undefined };
  try {
    return { message: (await confirmEmail(taccode, send)).Message };
  } catch {
    // The page says the link did not work and where to ask again; the server's reason changes nothing for the reader.
    return { message: undefined };
  }
}

// The server changes the address as it draws the page, so the page arrives with the outcome.
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  confirmationOf(request, transportOf(servicesOf(context).queryClient));
export const clientLoader = ({ request }: LoaderFunctionArgs) => confirmationOf(request);

/** Opened from the link mailed to a new e-mail address. */
export function ConfirmEmailPage() {
  const t = useTexts(accountSettingsTexts);
  const { message } = useLoaderData<typeof loader>();
  const { profile } = useSession();
  const queryClient = useQueryClient();
  // What this browser knew of the account (its address in the profile and the settings) is out of date.
  useEffect(() => {
    if (message) void queryClient.invalidateQueries();
  }, [message, queryClient]);
  return (
    <AuthCard title={t('confirmTitle')}>
      <Alert color={message ? 'teal' : 'red'} variant="light" icon={message ? <IconCircleCheck /> : <IconCircleX />}>
        {message ?? t('confirmFailed')}
      </Alert>
      {profile.IsLoggedIn ? (
        <Button component={Link} to={paths.accountSettings} variant="default">
          {t('toSettings')}
        </Button>
      ) : (
        <Button component={Link} to={paths.login}>
          {t('toLogin')}
        </Button>
      )}
    </AuthCard>
  );
}

export default ConfirmEmailPage;
