import { Alert, Button } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { transportOf } from '../../lib/query-client';
import { servicesOf } from '../../lib/request-services';
import { AuthCard } from '../../ui/AuthCard';
import { verifyAccount } from './api';
import { ResendVerification } from './ResendVerification';
import { accountsTexts } from './texts';

/** What the link's code did: verified now, or already verified (the server's words), or nothing; and whose link. */
interface Verification {
  verified: boolean;
  message: string | undefined;
  email: string;
}

/**
 * Sends the link's code once, as the page loads; a link without its e-mail or code verifies nothing. The code alone
 * proves the right to verify: the call goes without the login cookie, which a link opened from a mail program brings
 * from another site and which the server refuses on a change (someone logged in on this browser is verified too).
 */
async function verificationOf(request: Request, send: typeof fetch = fetch): Promise<Verification> {
  const search = new URL(request.url).searchParams;
  const Email = search.get('email') ?? '';
  const TacCode = search.get('taccode') ?? '';
  const notVerified: Verification = { verified: false, message: undefined, email: Email };
  if (!Email || !TacCode) return notVerified;
  const withoutCookie: typeof fetch = (input, init) => send(input, { ...init, credentials: 'omit' });
  try {
    const answer = await verifyAccount({ Email, TacCode }, withoutCookie);
    return { verified: answer.verified, message: answer.msg, email: Email };
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

/**
 * Opened from the link in the verification e-mail: verified on load. A link that fails (an old one, a code already
 * replaced) offers a new mail to the link's address, so the reader has a way on besides contacting us.
 */
export function VerificationPage() {
  const t = useTexts(accountsTexts);
  const { verified, message, email } = useLoaderData<typeof loader>();
  const goToLogin = (
    <Button component={Link} to={paths.login} variant={verified ? 'filled' : 'default'}>
      {t('goToLogin')}
    </Button>
  );
  return (
    <AuthCard title={t('verificationTitle')}>
      <Alert color={verified ? 'teal' : 'red'} variant="light" icon={verified ? <IconCircleCheck /> : <IconCircleX />}>
        {verified ? (message ?? t('verified')) : t('verifyFailed')}
      </Alert>
      {verified || !email ? goToLogin : <ResendVerification email={email} beside={goToLogin} />}
    </AuthCard>
  );
}

export default VerificationPage;
