import { Anchor, Badge, Button, Card, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_PAGE_SIZE, type MarkRefundedInput, markRefundedBody, type RefundRow } from '@portal/contract';
import { IconCashBanknote } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, serverLoader } from '../../lib/page-data';
import { actionsColumn, DataTable } from '../../ui/DataTable';
import { focusFirstError, showFieldErrors } from '../../ui/form-errors';
import { ListState } from '../../ui/ListState';
import { Page } from '../../ui/Page';
import { Pager, usePaging } from '../../ui/Pager';
import { useRowChange } from '../../ui/row-change';
import { contractResolver } from '../../ui/rules';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { StatusListCard } from '../../ui/StatusListCard';
import { reportPath } from '../checks/api';
import { markRefunded, type RefundStatusFilter, refundsKey, refundsQuery } from './api';
import { refundsTexts } from './texts';

const emptyWords = { Due: 'emptyDue', Refunded: 'emptyRefunded', '': 'emptyAll' } as const;
const statusWords = { Due: 'due', Refunded: 'refunded' } as const;

const FIRST_STATUS: RefundStatusFilter = 'Due';
const refundQueries = () => [refundsQuery(FIRST_STATUS, { page: 1, rows: DEFAULT_PAGE_SIZE })];
export const loader = serverLoader(refundQueries);
export const clientLoader = browserLoader(refundQueries);

/** /settings/refunds (administrators): refunds due for money received for a check already sold. */
export function RefundsPage() {
  const t = useTexts(refundsTexts);
  const format = useFormat();
  const [status, setStatus] = useState<RefundStatusFilter>(FIRST_STATUS);
  const [paging, setPaging] = usePaging(DEFAULT_PAGE_SIZE, status);
  const [marking, setMarking] = useState<RefundRow | null>(null);
  const list = useQuery({ ...refundsQuery(status, paging), placeholderData: keepPreviousData });
  const rows = list.data?.items ?? [];
  return (
    <Page title={t('title')} description={t('description')}>
      <StatusListCard
        filterLabel={t('statusFilter')}
        status={status}
        onStatus={setStatus}
        statuses={{ Due: t('due'), Refunded: t('refunded'), '': t('all') }}
      >
        <ListState list={list} isEmpty={rows.length === 0} emptyText={t(emptyWords[status])}>
          <Stack gap="sm" hiddenFrom="sm">
            {rows.map((row) => (
              <RefundCard key={row.id} row={row} onMark={() => setMarking(row)} />
            ))}
          </Stack>
          <DataTable
            rows={rows}
            columns={[
              { header: t('date'), cell: (row) => format.dateTime(row.CreatedDate), nowrap: true },
              { header: t('payer'), cell: (row) => <Payer row={row} /> },
              {
                header: t('amount'),
                cell: (row) => format.ringgit(row.Amount),
                align: 'right',
                nowrap: true,
                cellProps: { fw: 600 },
              },
              {
                header: t('payment'),
                cell: (row) => (
                  <>
                    <Text size="sm" ff="monospace">
                      {row.PaymentRefNo ?? '-'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.Reason}
                    </Text>
                  </>
                ),
              },
              { header: t('vehicle'), cell: (row) => <Vehicle row={row} /> },
              { header: t('status'), cell: (row) => <Status row={row} /> },
              actionsColumn<RefundRow>((row) => <MarkButton row={row} onMark={() => setMarking(row)} />, t('actions')),
            ]}
            minWidth={760}
            visibleFrom="sm"
            verticalSpacing="sm"
            striped
          />
          <Pager total={list.data?.total ?? 0} {...paging} onChange={setPaging} />
        </ListState>
      </StatusListCard>
      {marking && <MarkRefundedModal refund={marking} onClose={() => setMarking(null)} />}
    </Page>
  );
}

interface RefundProps {
  row: RefundRow;
  onMark: () => void;
}

/** The payer's name, and the e-mail below it when it is not the name already (a guest's name is the e-mail). */
function Payer({ row }: { row: RefundRow }) {
  return (
    <>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {row.PayerName}
      </Text>
      {row.PayerEmail !== row.PayerName && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.PayerEmail}
        </Text>
      )}
    </>
  );
}

function Vehicle({ row }: { row: RefundRow }) {
  if (!row.VehicleKey) return '-';
  return (
    <Anchor component={Link} to={reportPath(row.VehicleKey)} size="sm" ff="monospace">
      {row.SearchKey}
    </Anchor>
  );
}

function Status({ row }: { row: RefundRow }) {
  const t = useTexts(refundsTexts);
  const format = useFormat();
  const refundedDate = format.dateTime(row.RefundedDate);
  return (
    <>
      <Badge color={row.Status === 'Due' ? 'orange' : 'teal'} variant="light" radius="sm" tt="none">
        {row.Status in statusWords ? t(statusWords[row.Status as keyof typeof statusWords]) : row.Status}
      </Badge>
      {row.Status === 'Refunded' && (
        <Text size="xs" c="dimmed" mt={4}>
          {`${row.Reference} · ${
            row.RefundedBy
              ? t('refundedOnBy', { date: refundedDate, by: row.RefundedBy })
              : t('refundedOn', { date: refundedDate })
          }`}
        </Text>
      )}
    </>
  );
}

function MarkButton({ row, onMark }: RefundProps) {
  const t = useTexts(refundsTexts);
  if (row.Status !== 'Due') return null;
  return (
    <Button size="xs" variant="light" leftSection={<IconCashBanknote size={16} />} onClick={onMark}>
      {t('markRefunded')}
    </Button>
  );
}

/** On phones each refund is a card. */
function RefundCard({ row, onMark }: RefundProps) {
  const format = useFormat();
  return (
    <Card withBorder p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Payer row={row} />
          </div>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {format.ringgit(row.Amount)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {`${format.dateTime(row.CreatedDate)} · ${row.PaymentRefNo ?? '-'} · ${row.Reason}`}
        </Text>
        <Group gap="xs">
          <Vehicle row={row} />
        </Group>
        <div>
          <Status row={row} />
        </div>
        <MarkButton row={row} onMark={onMark} />
      </Stack>
    </Card>
  );
}

function MarkRefundedModal({ refund, onClose }: { refund: RefundRow; onClose: () => void }) {
  const t = useTexts(refundsTexts);
  const format = useFormat();
  const form = useForm<MarkRefundedInput>({
    initialValues: { Reference: '' },
    validate: contractResolver(markRefundedBody),
  });
  const mark = useRowChange(markRefunded, {
    refreshes: refundsKey,
    notice: t('marked'),
    onClose,
    onError: showFieldErrors(form),
  });
  const submit = form.onSubmit(
    (values) => mark.mutate({ id: refund.id, reference: values.Reference }),
    focusFirstError(form),
  );
  return (
    <Modal opened onClose={onClose} title={t('markTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('markIntro', {
              amount: format.ringgit(refund.Amount),
              payer: `${refund.PayerName} (${refund.PayerEmail})`,
            })}
          </Text>
          <ServerErrorAlert error={mark.error} fields={['Reference']} />
          <TextInput
            label={t('referenceLabel')}
            description={t('referenceHint')}
            required
            maxLength={100}
            {...form.getInputProps('Reference')}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={mark.isPending}>
              {t('markRefunded')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export default RefundsPage;
