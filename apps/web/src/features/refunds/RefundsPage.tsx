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
            <Table.ScrollContainer minWidth={760}>
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

function RefundLine({ row, onMark }: { row: RefundRow; onMark: () => void }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.CreatedDate)}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {row.PayerName}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.PayerEmail}
        </Text>
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
        {row.VehicleKey ? (
          <Anchor component={Link} to={reportPath(row.VehicleKey)} size="sm" ff="monospace">
            {row.SearchKey}
          </Anchor>
        ) : (
          '-'
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={row.Status === 'Due' ? 'orange' : 'teal'} variant="light" radius="sm" tt="none">
          {row.Status}
        </Badge>
        {row.Status === 'Refunded' && (
          <Text size="xs" c="dimmed" mt={4}>
            {row.Reference} · {refundText.refundedOn(formatDateTime(row.RefundedDate), row.RefundedBy)}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        {row.Status === 'Due' && (
          <Button size="xs" variant="light" leftSection={<IconCashBanknote size={16} />} onClick={onMark}>
            {refundText.markRefunded}
          </Button>
        )}
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
