import { Anchor, Badge, Button, Card, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_PAGE_SIZE,
  type EinvoiceReasonInput,
  type EinvoiceRow,
  type EinvoiceStatus,
  einvoiceReasonBody,
  einvoiceStatuses,
} from '@portal/contract';
import { IconExternalLink, IconReceiptRefund, IconRefresh, IconX } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { ListTable } from '../../ui/DataTable';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { ListState } from '../../ui/ListState';
import { notify } from '../../ui/notices';
import { Page } from '../../ui/Page';
import { Pager, usePaging } from '../../ui/Pager';
import { PhoneCards } from '../../ui/PhoneCards';
import { useRowChange } from '../../ui/row-change';
import { contractResolver } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { StatusListCard } from '../../ui/StatusListCard';
import { correctEinvoice, type EinvoiceStatusFilter, einvoicesKey, einvoicesQuery, retryEinvoice } from './api';
import { einvoicesTexts } from './texts';

const statusColours = {
  Queued: 'gray',
  Submitted: 'blue',
  Valid: 'teal',
  Invalid: 'red',
  Cancelled: 'orange',
} as const;

const FIRST_STATUS: EinvoiceStatusFilter = '';
const einvoiceQueries = () => [einvoicesQuery(FIRST_STATUS, { page: 1, rows: DEFAULT_PAGE_SIZE })];
export const loader = serverLoader(einvoiceQueries);
export const clientLoader = browserLoader(einvoiceQueries);

type Correction = { row: EinvoiceRow; how: 'cancel' | 'creditNote' };

/** `/settings/einvoices` (administrators): every e-invoice's state at MyInvois, retry, cancel, credit note. */
export function EinvoicesPage() {
  const t = useTexts(einvoicesTexts);
  const format = useFormat();
  const [status, setStatus] = useState<EinvoiceStatusFilter>(FIRST_STATUS);
  const [paging, setPaging] = usePaging(DEFAULT_PAGE_SIZE, status);
  const [correcting, setCorrecting] = useState<Correction | null>(null);
  const list = useQuery({ ...einvoicesQuery(status, paging), placeholderData: keepPreviousData });
  const rows = list.data?.items ?? [];
  const actions = (row: EinvoiceRow) => <RowButtons row={row} onCorrect={(how) => setCorrecting({ row, how })} />;
  return (
    <Page title={t('title')} description={t('description')} size="xl">
      <StatusListCard
        filterLabel={t('statusFilter')}
        status={status}
        onStatus={setStatus}
        statuses={{
          '': t('all'),
          ...(Object.fromEntries(einvoiceStatuses.map((one) => [one, t(`statuses.${one}`)])) as Record<
            EinvoiceStatus,
            string
          >),
        }}
      >
        <ListState list={list} isEmpty={rows.length === 0} emptyText={t('empty')}>
          <PhoneCards label={t('title')}>
            {rows.map((row) => (
              <li key={row.id}>
                <Card withBorder p="sm">
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <DocumentName row={row} />
                      <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                        {row.TotalSen === null ? '-' : format.ringgit(row.TotalSen)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {`${format.dateTime(row.CreatedDate)} · ${row.BuyerName ?? '-'}`}
                    </Text>
                    <State row={row} />
                    {actions(row)}
                  </Stack>
                </Card>
              </li>
            ))}
          </PhoneCards>
          <ListTable
            label={t('title')}
            rows={rows}
            columns={[
              { header: t('date'), cell: (row) => format.dateTime(row.CreatedDate), nowrap: true },
              { header: t('document'), cell: (row) => <DocumentName row={row} /> },
              { header: t('buyer'), cell: (row) => row.BuyerName ?? '-' },
              {
                header: t('amount'),
                cell: (row) => (row.TotalSen === null ? '-' : format.ringgit(row.TotalSen)),
                align: 'right',
                nowrap: true,
                cellProps: { fw: 600 },
              },
              // The row's buttons sit under its state, as on a card: a column of their own pushed the table past a
              // laptop's width beside the menu.
              {
                header: t('status'),
                cell: (row) => (
                  <Stack gap="xs" align="flex-start">
                    <State row={row} />
                    {actions(row)}
                  </Stack>
                ),
                cellProps: { miw: 260 },
              },
            ]}
            minWidth={900}
            striped
          />
          <Pager total={list.data?.total ?? 0} {...paging} onChange={setPaging} />
        </ListState>
      </StatusListCard>
      {correcting && <CorrectionModal correction={correcting} onClose={() => setCorrecting(null)} />}
    </Page>
  );
}

/** The document's number and kind, what it corrects, and a consolidated one's receipts. */
function DocumentName({ row }: { row: EinvoiceRow }) {
  const t = useTexts(einvoicesTexts);
  return (
    <div>
      <Text size="sm" ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {row.CodeNumber}
      </Text>
      <Text size="xs" c="dimmed">
        {row.Kind === 'consolidated'
          ? t('consolidated')
          : row.Kind === 'reversal'
            ? t('reversalNote')
            : t(`types.${row.TypeCode}`)}
      </Text>
      {row.OriginalCodeNumber && (
        <Text size="xs" c="dimmed">
          {t('corrects', { code: row.OriginalCodeNumber })}
        </Text>
      )}
      {row.Receipts.length > 0 && (
        <details>
          <summary>
            <Text span size="xs">
              {t('receipts', { count: row.Receipts.length })}
            </Text>
          </summary>
          <Text size="xs" ff="monospace">
            {row.Receipts.join(', ')}
          </Text>
        </details>
      )}
    </div>
  );
}

/** The state at MyInvois: its badge, the UUID and link once Valid, LHDN's reasons when Invalid. */
function State({ row }: { row: EinvoiceRow }) {
  const t = useTexts(einvoicesTexts);
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={statusColours[row.Status]} variant="light" radius="sm" tt="none">
        {t(`statuses.${row.Status}`)}
      </Badge>
      {row.Uuid && (
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {`${t('uuid')} ${row.Uuid}`}
        </Text>
      )}
      {row.ValidationUrl && (
        <Anchor href={row.ValidationUrl} target="_blank" rel="noreferrer" size="xs">
          <Group gap={4} wrap="nowrap">
            {t('openAtMyinvois')}
            <IconExternalLink size={14} />
          </Group>
        </Anchor>
      )}
      {row.Errors.map((error) => (
        <Text key={`${error.Code}${error.Path}`} size="xs" c="red.8">
          {`${error.Code}: ${error.Message}${error.Path ? ` (${error.Path})` : ''}`}
        </Text>
      ))}
      {row.Status === 'Queued' && row.OriginalCodeNumber && row.OriginalStatus !== 'Valid' && (
        <Text size="xs" c="dimmed">
          {t('waitsForOriginal', { code: row.OriginalCodeNumber })}
        </Text>
      )}
      {row.LastError && row.Status === 'Queued' && (
        <Text size="xs" c="orange.8">
          {t('tryingAgain', { count: row.Attempts, error: row.LastError })}
        </Text>
      )}
      {row.CancelReason && (
        <Text size="xs" c="dimmed">
          {t('cancelledBecause', { reason: row.CancelReason })}
        </Text>
      )}
    </Stack>
  );
}

function RowButtons({ row, onCorrect }: { row: EinvoiceRow; onCorrect: (how: Correction['how']) => void }) {
  const t = useTexts(einvoicesTexts);
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryEinvoice(row.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: einvoicesKey });
      notify({ color: 'teal', message: t('retried') });
    },
  });
  if (!row.CanRetry && !row.CanCancel && !row.CanCreditNote) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {row.CanRetry && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={16} />}
          loading={retry.isPending}
          onClick={() => retry.mutate()}
        >
          {t('retry')}
        </Button>
      )}
      {row.CanCancel && (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconX size={16} />}
          onClick={() => onCorrect('cancel')}
        >
          {t('cancel')}
        </Button>
      )}
      {row.CanCreditNote && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconReceiptRefund size={16} />}
          onClick={() => onCorrect('creditNote')}
        >
          {t('creditNote')}
        </Button>
      )}
    </Group>
  );
}

/** Cancel (within 72 hours) or Credit note: the reason LHDN keeps with it. */
function CorrectionModal({ correction, onClose }: { correction: Correction; onClose: () => void }) {
  const t = useTexts(einvoicesTexts);
  const { row, how } = correction;
  const form = useForm<EinvoiceReasonInput>({
    initialValues: { Reason: '' },
    validate: contractResolver(einvoiceReasonBody),
  });
  const change = useRowChange(correctEinvoice, {
    refreshes: einvoicesKey,
    notice: t(how === 'cancel' ? 'cancelled' : 'creditQueued'),
    onClose,
    onError: showFieldErrors(form),
  });
  const submit = form.onSubmit(
    (values) => change.mutate({ id: row.id, how, reason: values.Reason }),
    focusFirstError(form),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(how === 'cancel' ? 'cancelTitle' : 'creditTitle', { code: row.CodeNumber })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(how === 'cancel' ? 'cancelIntro' : 'creditIntro')}</Text>
          <ServerErrorAlert error={change.error} fields={['Reason']} />
          <Textarea
            label={t('reason')}
            required
            maxLength={300}
            autosize
            minRows={2}
            {...form.getInputProps('Reason')}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
            <Button type="submit" color={how === 'cancel' ? 'red' : undefined} loading={change.isPending}>
              {t(how === 'cancel' ? 'cancel' : 'creditNote')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export default EinvoicesPage;
