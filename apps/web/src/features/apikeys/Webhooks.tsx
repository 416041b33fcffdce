import { Alert, Badge, Button, Card, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { WebhookDelivery, WebhookRow } from '@portal/contract';
import { IconSend, IconWebhook } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { focusFirstError } from '../../ui/form-errors';
import { ListState } from '../../ui/ListState';
import { notify } from '../../ui/notices';
import { useRowChange } from '../../ui/row-change';
import { required } from '../../ui/rules';
import { SectionCard } from '../../ui/SectionCard';
import { createWebhook, removeWebhook, sendTestEvent, webhookDeliveriesQuery, webhooksKey, webhooksQuery } from './api';
import { SecretModal, useSecretCreation } from './SecretModal';
import { apiKeysTexts } from './texts';

/** The API Access page's webhooks: add an HTTPS endpoint (its signing secret shown once), test it, read its log. */
export function Webhooks() {
  const t = useTexts(apiKeysTexts);
  const list = useQuery(webhooksQuery());
  const rows = list.data ?? [];
  return (
    <SectionCard title={t('webhooks')}>
      <Text size="sm">{t('webhooksText')}</Text>
      <NewWebhookForm />
      <ListState list={list} isEmpty={rows.length === 0} emptyText={t('noWebhooks')}>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('webhooks')}>
          {rows.map((row) => (
            <li key={row.id}>
              <WebhookCard row={row} />
            </li>
          ))}
        </Stack>
      </ListState>
    </SectionCard>
  );
}

function NewWebhookForm() {
  const t = useTexts(apiKeysTexts);
  const form = useForm({ initialValues: { Url: '' }, validate: { Url: required } });
  // A refusal of the whole request (too many endpoints), not of the field, is shown above the button.
  const { create, created, refusal, closeSecret } = useSecretCreation(form, createWebhook, webhooksKey);
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values), focusFirstError(form))}>
      <Stack gap="sm">
        <TextInput
          label={t('webhookUrl')}
          placeholder="https://"
          type="url"
          maxLength={500}
          {...form.getInputProps('Url')}
        />
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group>
          <Button type="submit" leftSection={<IconWebhook size={18} />} loading={create.isPending}>
            {t('addWebhook')}
          </Button>
        </Group>
      </Stack>
      {created && (
        <SecretModal
          secret={created.Secret}
          text={t('webhookSecretText')}
          title={t('webhookSecretTitle')}
          onClose={closeSecret}
        />
      )}
    </form>
  );
}

function WebhookCard({ row }: { row: WebhookRow }) {
  const t = useTexts(apiKeysTexts);
  const format = useFormat();
  const [showLog, setShowLog] = useState(false);
  const [removing, setRemoving] = useState(false);
  const queryClient = useQueryClient();
  const test = useMutation({
    mutationFn: sendTestEvent,
    onSuccess: async () => {
      notify({ color: 'teal', message: t('testSent') });
      setShowLog(true);
      await queryClient.invalidateQueries({ queryKey: webhookDeliveriesQuery(row.id).queryKey });
    },
  });
  return (
    <Card withBorder padding="sm" radius="md" shadow="none">
      <Stack gap="xs">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {row.Url}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('secret')}
          </Text>
          <Code>{`${row.SecretPrefix}…`}</Code>
          <Text size="sm" c="dimmed">
            {t('addedOn', { date: format.dateTime(row.CreatedAt) })}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={16} />}
            loading={test.isPending}
            onClick={() => test.mutate(row.id)}
          >
            {t('sendTest')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
            {t('deliveries')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => setRemoving(true)}>
            {t('removeWebhook')}
          </Button>
        </Group>
        {showLog && <DeliveryLog id={row.id} />}
      </Stack>
      {removing && <RemoveModal row={row} onClose={() => setRemoving(false)} />}
    </Card>
  );
}

const stateColours = { pending: 'yellow', delivered: 'teal', failed: 'red' } as const;

/** The endpoint's last deliveries, newest first, read again every few seconds while a delivery is pending. */
function DeliveryLog({ id }: { id: number }) {
  const t = useTexts(apiKeysTexts);
  const format = useFormat();
  const log = useQuery({
    ...webhookDeliveriesQuery(id),
    refetchInterval: (query) => (query.state.data?.some((row) => row.State === 'pending') ? 3000 : false),
  });
  const rows = log.data ?? [];
  return (
    <ListState list={log} isEmpty={rows.length === 0} emptyText={t('noDeliveries')}>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('deliveries')}>
        {rows.map((row) => (
          <li key={row.id}>
            <Group gap="xs" wrap="wrap">
              <Badge color={stateColours[row.State]} variant="light" radius="sm" tt="none">
                {t(`state.${row.State}`)}
              </Badge>
              <Code>{row.Event}</Code>
              <Text size="sm">{format.dateTime(row.CreatedAt)}</Text>
              <DeliveryDetail row={row} />
            </Group>
          </li>
        ))}
      </Stack>
    </ListState>
  );
}

/** Attempts, the endpoint's last answer (or why it could not be reached), and the next try of a pending one. */
function DeliveryDetail({ row }: { row: WebhookDelivery }) {
  const t = useTexts(apiKeysTexts);
  const format = useFormat();
  const parts: string[] = [t('attempts', { count: row.Attempts })];
  if (row.LastStatus !== null) parts.push(t('lastStatus', { status: row.LastStatus }));
  else if (row.LastError) parts.push(row.LastError);
  if (row.NextAttemptAt && row.Attempts > 0) parts.push(t('nextAttempt', { date: format.dateTime(row.NextAttemptAt) }));
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {parts.join(' · ')}
    </Text>
  );
}

function RemoveModal({ row, onClose }: { row: WebhookRow; onClose: () => void }) {
  const t = useTexts(apiKeysTexts);
  const remove = useRowChange(removeWebhook, { refreshes: webhooksKey, notice: t('webhookRemoved'), onClose });
  return (
    <ConfirmAction
      opened
      title={t('removeWebhookTitle')}
      confirmLabel={t('removeWebhook')}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() => remove.mutate(row.id)}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('removeWebhookText', { url: row.Url })}
      </Text>
    </ConfirmAction>
  );
}
