import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, formatRinggit, type RefundRow } from '@portal/contract';
import { IconCashBanknote } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../app/api';
import { ListState } from '../../ui/ListState';
import { Page } from '../../ui/Page';
import { Pager, usePaging } from '../../ui/Pager';
import { ServerErrorAlert } from '../../ui/ServerErrorAlert';
import { reportPath } from '../checks/api';
import { fetchRefunds, markRefunded, type RefundStatusFilter, refundKeys } from './api';
import { refundText } from './text';

/** /settings/refunds (administrators): refunds due for money received for a check already sold. */
export function RefundsPage() {
  const [status, setStatus] = useState<RefundStatusFilter>('Due');
  const [paging, setPaging] = usePaging(undefined, status);
  const [marking, setMarking] = useState<RefundRow | null>(null);
  const list = useQuery({
    queryKey: refundKeys.list(status, paging),
    queryFn: () => fetchRefunds(status, paging),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.items ?? [];
  return (
    <Page title={refundText.title} description={refundText.description}>
      <Card p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <SegmentedControl
            aria-label={refundText.statusFilter}
            value={status}
            onChange={(value) => setStatus(value as RefundStatusFilter)}
            data={[...refundText.statuses]}
            w={{ base: '100%', xs: 'fit-content' }}
          />
          <ListState list={list} isEmpty={rows.length === 0} emptyText={refundText.empty[status]}>
            <Stack gap="sm" hiddenFrom="sm">
              {rows.map((row) => (
                <RefundCard key={row.id} row={row} onMark={() => setMarking(row)} />
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={760} visibleFrom="sm">
              <Table verticalSpacing="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Payer</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                    <Table.Th>Payment</Table.Th>
                    <Table.Th>Vehicle</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <RefundLine key={row.id} row={row} onMark={() => setMarking(row)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager total={list.data?.total ?? 0} {...paging} onChange={setPaging} />
          </ListState>
        </Stack>
      </Card>
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
  return (
    <>
      <Badge color={row.Status === 'Due' ? 'orange' : 'teal'} variant="light" radius="sm" tt="none">
        {row.Status}
      </Badge>
      {row.Status === 'Refunded' && (
        <Text size="xs" c="dimmed" mt={4}>
          {row.Reference} · {refundText.refundedOn(formatDateTime(row.RefundedDate), row.RefundedBy)}
        </Text>
      )}
    </>
  );
}

function MarkButton({ row, onMark }: RefundProps) {
  if (row.Status !== 'Due') return null;
  return (
    <Button size="xs" variant="light" leftSection={<IconCashBanknote size={16} />} onClick={onMark}>
      {refundText.markRefunded}
    </Button>
  );
}

/** On phones each refund is a card. */
function RefundCard({ row, onMark }: RefundProps) {
  return (
    <Card withBorder p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Payer row={row} />
          </div>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatRinggit(row.Amount)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(row.CreatedDate)} · {row.PaymentRefNo ?? '-'} · {row.Reason}
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

function RefundLine({ row, onMark }: RefundProps) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.CreatedDate)}</Table.Td>
      <Table.Td>
        <Payer row={row} />
      </Table.Td>
      <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatRinggit(row.Amount)}
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {row.PaymentRefNo ?? '-'}
        </Text>
        <Text size="xs" c="dimmed">
          {row.Reason}
        </Text>
      </Table.Td>
      <Table.Td>
        <Vehicle row={row} />
      </Table.Td>
      <Table.Td>
        <Status row={row} />
      </Table.Td>
      <Table.Td ta="right">
        <MarkButton row={row} onMark={onMark} />
      </Table.Td>
    </Table.Tr>
  );
}

function MarkRefundedModal({ refund, onClose }: { refund: RefundRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reference, setReference] = useState('');
  const mark = useMutation({
    mutationFn: markRefunded,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: refundKeys.all });
      notifications.show({ color: 'teal', message: refundText.marked });
      onClose();
    },
  });
  const fieldError = mark.error instanceof ApiError ? mark.error.fieldErrors.Reference : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mark.mutate({ id: refund.id, reference });
  };
  return (
    <Modal opened onClose={onClose} title={refundText.markTitle} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {refundText.markIntro(formatRinggit(refund.Amount), `${refund.PayerName} (${refund.PayerEmail})`)}
          </Text>
          {!fieldError && <ServerErrorAlert error={mark.error} />}
          <TextInput
            label={refundText.referenceLabel}
            description={refundText.referenceHint}
            required
            maxLength={100}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            error={fieldError}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mark.isPending}>
              {refundText.markRefunded}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
