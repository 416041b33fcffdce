import { Alert, Button } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { transportOf } from '../../lib/query-client';
import { servicesOf } from '../../lib/request-services';
import { AuthCard } from '../../ui/AuthCard';
import { verifyAccount } from './api';
import { accountsTexts } from './texts';

/** What the link's code did: verified now, or already verified (the server's words), or nothing. */
interface Verification {
  verified: boolean;
  message: string | undefined;
}

const notVerified: Verification = { verified: false, message: undefined };

/**
 * Sends the link's code once, as the page loads; a link without its e-mail or code verifies nothing. The code alone
 * proves the right to verify: the call goes without the login cookie, which a link opened from a mail program brings
 * from another site and which the server refuses on a change (someone logged in on this browser is verified too).
 */
async function verificationOf(request: Request, send: typeof fetch = fetch): Promise<Verification> {
  const search = new URL(request.url).searchParams;
  const Email = search.get('email') ?? '';
  const TacCode = search.get('taccode') ?? '';
  if (!Email || !TacCode) return notVerified;
  const withoutCookie: typeof fetch = (input, init) => send(input, { ...init, credentials: 'omit' });
  try {
    const answer = await verifyAccount({ Email, TacCode }, withoutCookie);
    return { verified: answer.verified, message: answer.msg };
  } catch {
    // The page says the link did not work; the server's reason is not the reader's to act on.
    return notVerified;
  }
}

// The server verifies as it draws the page, so the page arrives with the outcome; a navigation in the browser does
// the same before drawing it.
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  verificationOf(request, transportOf(servicesOf(context).queryClient));
export const clientLoader = ({ request }: LoaderFunctionArgs) => verificationOf(request);

/** Opened from the link in the verification e-mail: verified on load. */
export function VerificationPage() {
  const t = useTexts(accountsTexts);
  const { verified, message } = useLoaderData<typeof loader>();
  return (
    <AuthCard title={t('verificationTitle')}>
      <Alert color={verified ? 'teal' : 'red'} variant="light" icon={verified ? <IconCircleCheck /> : <IconCircleX />}>
        {verified ? (message ?? t('verified')) : t('verifyFailed')}
      </Alert>
      <Button component={Link} to={paths.login} variant={verified ? 'filled' : 'default'}>
        {t('goToLogin')}
      </Button>
    </AuthCard>
  );
}

export default VerificationPage;
