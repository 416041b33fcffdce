import { ActionIcon, Button, Group, Stack, Table } from '@mantine/core';
import { type Invoice, type InvoicePayment, InvoiceStatus } from '@portal/contract';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { ListState } from '../../ui/ListState';
import { deletePayment, paymentsQuery } from './api';
import { PaymentModal } from './PaymentModal';
import { TabHeader } from './parts';
import { invoicesTexts } from './texts';
import { useInvoiceChanged } from './use-invoice-changed';

type PaymentEditing = { payment: InvoicePayment | null } | null;
/** Payment: the invoice's payments; once confirmed and while open, add, edit and delete them. */
export function PaymentsTab({ invoice }: { invoice: Invoice }) {
  const t = useTexts(invoicesTexts);
  const format = useFormat();
  const changed = useInvoiceChanged(invoice.id);
  const [editing, setEditing] = useState<PaymentEditing>(null);
  const [deleting, setDeleting] = useState<InvoicePayment | null>(null);
  const payments = useQuery(paymentsQuery(invoice.id));
  const remove = useMutation({
    mutationFn: (payment: InvoicePayment) => deletePayment(payment.id),
    onSuccess: changed,
    onSettled: () => setDeleting(null),
  });
  const rows = payments.data ?? [];
  const confirmed = invoice.Status !== InvoiceStatus.Draft;
  const canChange = invoice.CanEditInvoice && confirmed;
  const note = !confirmed ? t('paymentsAfterConfirm') : invoice.CanEditInvoice ? '' : t('closed');
  return (
    <Stack gap="md">
      <TabHeader note={note}>
        {canChange && invoice.OutstandingAmountSen > 0 && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ payment: null })}>
            {t('addNewPayment')}
          </Button>
        )}
      </TabHeader>
      <ListState list={payments} isEmpty={rows.length === 0} emptyText={t('noPayments')}>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t('paymentTab')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th visibleFrom="sm">{t('date')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('receiptNo')}</Table.Th>
                <Table.Th>{t('referenceNo')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('method')}</Table.Th>
                <Table.Th ta="right">{t('amount')}</Table.Th>
                {canChange && <Table.Th w={90} aria-label={t('actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    {format.shortDate(row.CreatedDate)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {row.DocumentNo}
                  </Table.Td>
                  <Table.Td>{row.ReferenceNo}</Table.Td>
                  <Table.Td visibleFrom="sm">{row.MethodDesc}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {format.ringgit(row.AmountSen)}
                  </Table.Td>
                  {canChange && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('editRow', { documentNo: row.DocumentNo })}
                          onClick={() => setEditing({ payment: row })}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('deleteRow', { documentNo: row.DocumentNo })}
                          onClick={() => setDeleting(row)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {editing && <PaymentModal invoice={invoice} payment={editing.payment} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        title={t('deletePaymentTitle')}
        detail={deleting && `${deleting.DocumentNo}: ${deleting.ReferenceNo}, ${format.ringgit(deleting.AmountSen)}`}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Stack>
  );
}
