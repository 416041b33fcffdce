import { Alert, Anchor, Badge, Button, Code, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { API_DOCS_PATH, type ApiKeyRow } from '@portal/contract';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { isCompanyOrAdministrator } from '../../lib/session';
import { CompanyOnly } from '../../ui/CompanyOnly';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { actionsColumn, ListTable } from '../../ui/DataTable';
import { focusFirstError } from '../../ui/form-errors';
import { ListState } from '../../ui/ListState';
import { Page } from '../../ui/Page';
import { RecordCards } from '../../ui/PhoneCards';
import { useRowChange } from '../../ui/row-change';
import { required } from '../../ui/rules';
import { SectionCard } from '../../ui/SectionCard';
import { apiKeysKey, apiKeysQuery, createApiKey, revokeApiKey, webhooksQuery } from './api';
import { SecretModal, useSecretCreation } from './SecretModal';
import { apiKeysTexts } from './texts';
import { Webhooks } from './Webhooks';

// Anyone else reads that keys are for companies.
const apiAccessQueries = ({ profile }: PageAddress) =>
  isCompanyOrAdministrator(profile) ? [apiKeysQuery(), webhooksQuery()] : [];
export const loader = serverLoader(apiAccessQueries);
export const clientLoader = browserLoader(apiAccessQueries);

/**
 * /account/apiaccess: a company's (or an administrator's) API keys: create (the secret shown once), list, revoke; and
 * its webhooks.
 */
export function ApiAccessPage() {
  const t = useTexts(apiKeysTexts);
  return (
    <Page title={t('title')} description={t('description')}>
      <CompanyOnly refusal={t('companiesOnly')}>
        <Stack gap="lg">
          <NewKeyCard />
          <KeysCard />
          <Webhooks />
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
  const form = useForm({ initialValues: { Name: '', Test: false }, validate: { Name: required } });
  // A refusal of the whole request (too many live keys), not of a field, is shown above the button.
  const { create, created, refusal, closeSecret } = useSecretCreation(form, createApiKey, apiKeysKey);
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
      {created && (
        <SecretModal secret={created.Secret} title={t('secretTitle')} text={t('secretText')} onClose={closeSecret} />
      )}
    </>
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
          <ListTable
            rows={rows}
            label={t('keys')}
            columns={[
              { header: t('name'), cell: (row) => row.Name, cellProps: { style: { overflowWrap: 'anywhere' } } },
              { header: t('prefix'), cell: (row) => <KeyPrefix row={row} />, nowrap: true },
              { header: t('kind'), cell: (row) => <KindBadge test={row.Test} />, nowrap: true },
              { header: t('createdAt'), cell: (row) => format.dateTime(row.CreatedAt), nowrap: true },
              { header: t('lastUsedAt'), cell: (row) => <LastUsed row={row} />, nowrap: true },
              { header: t('callsLastDay'), cell: (row) => format.number(row.CallsLastDay), align: 'right' },
              { header: t('status'), cell: (row) => <KeyStatus row={row} /> },
              actionsColumn<ApiKeyRow>((row) => <RevokeButton row={row} onRevoke={setRevoking} />),
            ]}
            minWidth={720}
            striped
          />
          <KeyCards rows={rows} onRevoke={setRevoking} />
        </ListState>
      </SectionCard>
      {revoking && <RevokeModal row={revoking} onClose={() => setRevoking(null)} />}
    </>
  );
}

/** The keys on phones: one card a key, its status and Revoke in reach without scrolling sideways. */
function KeyCards({ rows, onRevoke }: { rows: ApiKeyRow[]; onRevoke: (row: ApiKeyRow) => void }) {
  const t = useTexts(apiKeysTexts);
  const format = useFormat();
  return (
    <RecordCards label={t('keys')} rows={rows}>
      {(row) => (
        <>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {row.Name}
            </Text>
            <KindBadge test={row.Test} />
          </Group>
          <KeyPrefix row={row} />
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={2}>
            <CardDetail label={t('createdAt')}>{format.dateTime(row.CreatedAt)}</CardDetail>
            <CardDetail label={t('lastUsedAt')}>
              <LastUsed row={row} />
            </CardDetail>
            <CardDetail label={t('callsLastDay')}>{format.number(row.CallsLastDay)}</CardDetail>
          </SimpleGrid>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <KeyStatus row={row} />
            <RevokeButton row={row} onRevoke={onRevoke} />
          </Group>
        </>
      )}
    </RecordCards>
  );
}

function CardDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

function KeyPrefix({ row }: { row: ApiKeyRow }) {
  return <Code>{`${row.Prefix}…`}</Code>;
}

function LastUsed({ row }: { row: ApiKeyRow }) {
  const t = useTexts(apiKeysTexts);
  const format = useFormat();
  return row.LastUsedAt ? format.dateTime(row.LastUsedAt) : t('never');
}

/** A live key's Revoke; a revoked key has none. */
function RevokeButton({ row, onRevoke }: { row: ApiKeyRow; onRevoke: (row: ApiKeyRow) => void }) {
  const t = useTexts(apiKeysTexts);
  if (row.RevokedAt) return null;
  return (
    <Button size="xs" color="red" variant="light" onClick={() => onRevoke(row)}>
      {t('revoke')}
    </Button>
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
