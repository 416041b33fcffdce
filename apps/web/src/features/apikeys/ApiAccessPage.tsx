import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { API_DOCS_PATH, type ApiKeyRow, type CreatedApiKey } from '@portal/contract';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { useFormat, useTexts } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { ListState } from '../../ui/ListState';
import { notify } from '../../ui/notices';
import { Page } from '../../ui/Page';
import { required } from '../../ui/rules';
import { apiKeysKey, apiKeysQuery, createApiKey, revokeApiKey } from './api';
import { apiKeysTexts } from './texts';

/** /account/apiaccess: a company's (or an administrator's) API keys: create (the secret shown once), list, revoke. */
export function ApiAccessPage() {
  const t = useTexts(apiKeysTexts);
  const { profile, isAdmin } = useSession();
  const allowed = isAdmin || profile.UserType === 'COMPANY';
  return (
    <Page title={t('title')} description={t('description')}>
      {allowed ? (
        <Stack gap="lg">
          <NewKeyCard />
          <KeysCard />
          <Text size="sm">
            <Anchor href={API_DOCS_PATH} target="_blank" rel="noopener">
              {t('docs')}
            </Anchor>
          </Text>
        </Stack>
      ) : (
        <Alert color="blue">{t('companiesOnly')}</Alert>
      )}
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
    <Card p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={form.onSubmit((values) => create.mutate(values), focusFirstError(form))}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('newKey')}
          </Title>
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
        </Stack>
      </form>
      {created && <SecretModal created={created} onClose={() => setCreated(null)} />}
    </Card>
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
  const list = useQuery(apiKeysQuery());
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const rows = list.data ?? [];
  return (
    <Card p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('keys')}
        </Title>
        <ListState list={list} isEmpty={rows.length === 0} emptyText={t('empty')}>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('name')}</Table.Th>
                  <Table.Th>{t('prefix')}</Table.Th>
                  <Table.Th>{t('kind')}</Table.Th>
                  <Table.Th>{t('createdAt')}</Table.Th>
                  <Table.Th>{t('lastUsedAt')}</Table.Th>
                  <Table.Th ta="right">{t('callsLastDay')}</Table.Th>
                  <Table.Th>{t('status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <KeyLine key={row.id} row={row} onRevoke={() => setRevoking(row)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
      </Stack>
      {revoking && <RevokeModal row={revoking} onClose={() => setRevoking(null)} />}
    </Card>
  );
}

function KeyLine({ row, onRevoke }: { row: ApiKeyRow; onRevoke: () => void }) {
  const t = useTexts(apiKeysTexts);
  const format = useFormat();
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.Name}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Code>{`${row.Prefix}…`}</Code>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Badge color={row.Test ? 'gray' : 'brand'} variant="light" radius="sm" tt="none">
          {row.Test ? t('test') : t('live')}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.CreatedAt)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {row.LastUsedAt ? format.dateTime(row.LastUsedAt) : t('never')}
      </Table.Td>
      <Table.Td ta="right">{format.number(row.CallsLastDay)}</Table.Td>
      <Table.Td>
        {row.RevokedAt ? (
          <Text size="sm" c="dimmed">
            {t('revokedOn', { date: format.date(row.RevokedAt) })}
          </Text>
        ) : (
          <Badge color="teal" variant="light" radius="sm" tt="none">
            {t('active')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td ta="right">
        {!row.RevokedAt && (
          <Button size="xs" color="red" variant="light" onClick={onRevoke}>
            {t('revoke')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function RevokeModal({ row, onClose }: { row: ApiKeyRow; onClose: () => void }) {
  const t = useTexts(apiKeysTexts);
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeysKey });
      notify({ color: 'teal', message: t('revoked') });
      onClose();
    },
  });
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
