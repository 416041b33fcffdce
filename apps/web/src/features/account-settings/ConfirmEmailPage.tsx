import { Alert, Button, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AuthCard } from '../../ui/AuthCard';
import { confirmEmail, pendingEmailQuery } from './api';
import { accountSettingsTexts } from './texts';

const taccodeOf = (url: URL) => url.searchParams.get('taccode') ?? '';
// The page names the address it confirms; a link without a code asks nothing.
const confirmQueries = ({ url }: PageAddress) => (taccodeOf(url) ? [pendingEmailQuery(taccodeOf(url))] : []);
export const loader = serverLoader(confirmQueries);
export const clientLoader = browserLoader(confirmQueries);

/**
 * Opened from the link mailed to a new e-mail address. The change is made by the reader's tap, not as the page loads:
 * a mail program that opens links to preview them changes nothing, and the call comes from our own page.
 */
export function ConfirmEmailPage() {
  const t = useTexts(accountSettingsTexts);
  const [searchParams] = useSearchParams();
  const taccode = searchParams.get('taccode') ?? '';
  const { profile } = useSession();
  const queryClient = useQueryClient();
  const pending = useQuery({ ...pendingEmailQuery(taccode), enabled: taccode !== '' }).data?.Email;
  const confirm = useMutation({
    mutationFn: () => confirmEmail(taccode),
    // What this browser knew of the account (its address in the profile and the settings) is out of date.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  return (
    <AuthCard title={t('confirmTitle')}>
      {confirm.isSuccess && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />}>
          {confirm.data.Message}
        </Alert>
      )}
      {(confirm.isError || !taccode) && (
        <Alert color="red" variant="light" icon={<IconCircleX />}>
          {t('confirmFailed')}
        </Alert>
      )}
      {taccode && !confirm.isSuccess && !confirm.isError && pending && (
        <Text style={{ overflowWrap: 'anywhere' }}>{t('confirmAddress', { email: pending })}</Text>
      )}
      {taccode && !confirm.isSuccess && !confirm.isError && (
        <Button onClick={() => confirm.mutate()} loading={confirm.isPending}>
          {t('confirmAction')}
        </Button>
      )}
      {confirm.isSuccess && (
        <Button component={Link} to={profile.IsLoggedIn ? paths.accountSettings : paths.login} variant="default">
          {profile.IsLoggedIn ? t('toSettings') : t('toLogin')}
        </Button>
      )}
    </AuthCard>
  );
}

export default ConfirmEmailPage;
