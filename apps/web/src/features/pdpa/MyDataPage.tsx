import { Alert, Anchor, Button, Group, Loader, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '@portal/contract';
import { IconArrowBackUp, IconDownload, IconFileSpreadsheet, IconInfoCircle, IconUserX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { ofLoggedInUsers } from '../../lib/page-questions';
import { paths } from '../../lib/paths';
import { DownloadButton } from '../../ui/DownloadButton';
import { notify } from '../../ui/notices';
import { Page } from '../../ui/Page';
import { SectionCard } from '../../ui/SectionCard';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { askClosure, myClosureQuery, myDataPaths, withdrawClosure } from './api';
import { pdpaTexts } from './texts';

const myDataQueries = ofLoggedInUsers(() => [myClosureQuery()]);
export const loader = serverLoader(myDataQueries);
export const clientLoader = browserLoader(myDataQueries);

/** /account/mydata: download one's personal data, and ask to close the account (PDPA). */
export function MyDataPage() {
  const t = useTexts(pdpaTexts);
  return (
    <Page title={t('title')} description={t('description')} size="md">
      <SectionCard title={t('downloadTitle')} roomy>
        <Text>{t('downloadText')}</Text>
        <Group gap="sm">
          <DownloadButton href={myDataPaths.json} variant="filled" icon={<IconDownload size={18} />}>
            {t('downloadJson')}
          </DownloadButton>
          <DownloadButton href={myDataPaths.xlsx} icon={<IconFileSpreadsheet size={18} />}>
            {t('downloadXlsx')}
          </DownloadButton>
        </Group>
      </SectionCard>
      <ClosureCard />
      <Anchor component={Link} to={paths.privacyPolicy}>
        {t('privacyLink')}
      </Anchor>
    </Page>
  );
}

function ClosureCard() {
  const t = useTexts(pdpaTexts);
  const format = useFormat();
  const mine = useQuery(myClosureQuery());
  const request = mine.data?.Request;
  return (
    <SectionCard title={t('closeTitle')} roomy>
      <Text>{t('closeText')}</Text>
      <Text>{t('closeKept')}</Text>
      {mine.isPending && <Loader size="sm" />}
      {mine.isError && <ServerErrorAlert error={mine.error} />}
      {request?.Status === 'Requested' && (
        <>
          <Alert color="blue" variant="light" icon={<IconInfoCircle />} data-testid="closure-status">
            {t('requested', { date: format.dateTime(request.RequestedAt) })}
          </Alert>
          <WithdrawButton />
        </>
      )}
      {request?.Status === 'Completed' && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle />} data-testid="closure-status">
          {t('completed', { date: format.dateTime(request.CompletedAt) })}
        </Alert>
      )}
      {mine.data && !request && (
        <>
          <Alert color={mine.data.Credit > 0 ? 'orange' : 'gray'} variant="light">
            {mine.data.Credit > 0
              ? t('creditWarning', {
                  count: mine.data.Credit,
                  credit: format.number(mine.data.Credit),
                  email: SUPPORT_EMAIL,
                })
              : t('noCredit')}
          </Alert>
          <ClosureForm />
        </>
      )}
    </SectionCard>
  );
}

/** Until an administrator completes it, the request can be taken back: the account stays as it is. */
function WithdrawButton() {
  const t = useTexts(pdpaTexts);
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: withdrawClosure,
    onSuccess: (answer) => {
      queryClient.setQueryData(myClosureQuery().queryKey, answer);
      notify({ color: 'teal', message: t('withdrawn') });
    },
  });
  return (
    <Group>
      <Button
        variant="default"
        leftSection={<IconArrowBackUp size={18} />}
        loading={withdraw.isPending}
        onClick={() => withdraw.mutate()}
      >
        {t('withdraw')}
      </Button>
    </Group>
  );
}

function ClosureForm() {
  const t = useTexts(pdpaTexts);
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const ask = useMutation({
    mutationFn: askClosure,
    onSuccess: (answer) => {
      queryClient.setQueryData(myClosureQuery().queryKey, answer);
      notify({ color: 'teal', message: t('requestSent') });
    },
    onSettled: () => setConfirming(false),
  });
  const fieldError = ask.error instanceof ApiError ? ask.error.fieldErrors.Password : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {!fieldError && <ServerErrorAlert error={ask.error} />}
        <PasswordInput
          label={t('passwordLabel')}
          description={t('passwordHint')}
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldError}
          maw={360}
        />
        <Group>
          <Button type="submit" color="red" variant="light" leftSection={<IconUserX size={18} />} disabled={!password}>
            {t('askClosure')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('confirmTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('confirmText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={ask.isPending} onClick={() => ask.mutate(password)}>
              {t('askClosure')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}

export default MyDataPage;
