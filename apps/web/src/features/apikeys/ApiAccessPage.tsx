import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { API_DOCS_PATH, type ApiKeyRow, type CreatedApiKey } from '@portal/contract';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { isCompanyOrAdministrator } from '../../lib/session';
import { CompanyOnly } from '../../ui/CompanyOnly';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { actionsColumn, DataTable } from '../../ui/DataTable';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { ListState } from '../../ui/ListState';
import { Page } from '../../ui/Page';
import { useRowChange } from '../../ui/row-change';
import { required } from '../../ui/rules';
import { SectionCard } from '../../ui/SectionCard';
import { apiKeysKey, apiKeysQuery, createApiKey, revokeApiKey } from './api';
import { apiKeysTexts } from './texts';

// Anyone else reads that keys are for companies.
const apiAccessQueries = ({ profile }: PageAddress) => (isCompanyOrAdministrator(profile) ? [apiKeysQuery()] : []);
export const loader = serverLoader(apiAccessQueries);
export const clientLoader = browserLoader(apiAccessQueries);

/** /account/apiaccess: a company's (or an administrator's) API keys: create (the secret shown once), list, revoke. */
export function ApiAccessPage() {
  const t = useTexts(apiKeysTexts);
  return (
    <Page title={t('title')} description={t('description')}>
      <CompanyOnly refusal={t('companiesOnly')}>
        <Stack gap="lg">
          <NewKeyCard />
          <KeysCard />
          <Text size="sm">
            <Anchor href={API_DOCS_PATH} target="_blank" rel="noopener">
              {t('docs')}
            </Anchor>
          </Text>
        </Stack>
      </CompanyOnly>
    </Page>
  );
}

function NewKeyCard() {
  const t = useTexts(apiKeysTexts);
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  // A refusal of the whole request (too many live keys), not of a field: shown above the button.
  const [refusal, setRefusal] = useState('');
  const form = useForm({ initialValues: { Name: '', Test: false }, validate: { Name: required } });
  const create = useMutation({
    mutationFn: createApiKey,
    onMutate: () => setRefusal(''),
    onSuccess: async (key) => {
      setCreated(key);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: apiKeysKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fieldCodes).length === 0) {
        setRefusal(error.messages.join(' '));
      }
      showFieldErrors(form)(error);
    },
  });
  return (
    <>
      <form onSubmit={form.onSubmit((values) => create.mutate(values), focusFirstError(form))}>
        <SectionCard title={t('newKey')}>
          <TextInput label={t('name')} description={t('nameHint')} maxLength={100} {...form.getInputProps('Name')} />
          <Switch label={t('testKey')} {...form.getInputProps('Test', { type: 'checkbox' })} />
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group>
            <Button type="submit" leftSection={<IconKey size={18} />} loading={create.isPending}>
              {t('create')}
            </Button>
          </Group>
        </SectionCard>
      </form>
      {created && <SecretModal created={created} onClose={() => setCreated(null)} />}
    </>
  );
}

/** The secret, this once: the server keeps only its hash. */
function SecretModal({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const t = useTexts(apiKeysTexts);
  return (
    <Modal opened onClose={onClose} title={t('secretTitle')} centered closeOnClickOutside={false}>
      <Stack gap="md">
        <Text size="sm">{t('secretText')}</Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {created.Secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={created.Secret}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('copied') : t('copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function KeysCard() {
  const t = useTexts(apiKeysTexts);
  const format = useFormat();
  const list = useQuery(apiKeysQuery());
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const rows = list.data ?? [];
  return (
    <>
      <SectionCard title={t('keys')}>
        <ListState list={list} isEmpty={rows.length === 0} emptyText={t('empty')}>
          <DataTable
            rows={rows}
            columns={[
              { header: t('name'), cell: (row) => row.Name, cellProps: { style: { overflowWrap: 'anywhere' } } },
              { header: t('prefix'), cell: (row) => <Code>{`${row.Prefix}…`}</Code>, nowrap: true },
              { header: t('kind'), cell: (row) => <KindBadge test={row.Test} />, nowrap: true },
              { header: t('createdAt'), cell: (row) => format.dateTime(row.CreatedAt), nowrap: true },
              {
                header: t('lastUsedAt'),
                cell: (row) => (row.LastUsedAt ? format.dateTime(row.LastUsedAt) : t('never')),
                nowrap: true,
              },
              { header: t('callsLastDay'), cell: (row) => format.number(row.CallsLastDay), align: 'right' },
              { header: t('status'), cell: (row) => <KeyStatus row={row} /> },
              actionsColumn<ApiKeyRow>(
                (row) =>
                  !row.RevokedAt && (
                    <Button size="xs" color="red" variant="light" onClick={() => setRevoking(row)}>
                      {t('revoke')}
                    </Button>
                  ),
              ),
            ]}
            minWidth={720}
            verticalSpacing="sm"
            striped
          />
        </ListState>
      </SectionCard>
      {revoking && <RevokeModal row={revoking} onClose={() => setRevoking(null)} />}
    </>
  );
}

function KindBadge({ test }: { test: boolean }) {
  const t = useTexts(apiKeysTexts);
  return (
    <Badge color={test ? 'gray' : 'brand'} variant="light" radius="sm" tt="none">
      {test ? t('test') : t('live')}
    </Badge>
  );
}

function KeyStatus({ row }: { row: ApiKeyRow }) {
  const t = useTexts(apiKeysTexts);
  const format = useFormat();
  if (row.RevokedAt) {
    return (
      <Text size="sm" c="dimmed">
        {t('revokedOn', { date: format.date(row.RevokedAt) })}
      </Text>
    );
  }
  return (
    <Badge color="teal" variant="light" radius="sm" tt="none">
      {t('active')}
    </Badge>
  );
}

function RevokeModal({ row, onClose }: { row: ApiKeyRow; onClose: () => void }) {
  const t = useTexts(apiKeysTexts);
  const revoke = useRowChange(revokeApiKey, { refreshes: apiKeysKey, notice: t('revoked'), onClose });
  return (
    <ConfirmAction
      opened
      title={t('revokeTitle')}
      confirmLabel={t('revoke')}
      pending={revoke.isPending}
      onCancel={onClose}
      onConfirm={() => revoke.mutate(row.id)}
    >
      <Text size="sm">{t('revokeText', { name: row.Name })}</Text>
    </ConfirmAction>
  );
}

export default ApiAccessPage;
