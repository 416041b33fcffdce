import { Group, Stack } from '@mantine/core';
import { type Invoice, type InvoicePayment, InvoiceStatus } from '@portal/contract';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { DataTable } from '../../ui/DataTable';
import { ListState } from '../../ui/ListState';
import { RowAction } from '../../ui/RowAction';
import { deletePayment, paymentsQuery } from './api';
import { PaymentModal } from './PaymentModal';
import { TabHeader } from './parts';
import { invoicesTexts } from './texts';
import { useInvoiceRowRemoval } from './use-invoice-changed';

type PaymentEditing = { payment: InvoicePayment | null } | null;
/** Payment: the invoice's payments; once confirmed and while open, add, edit and delete them. */
export function PaymentsTab({ invoice }: { invoice: Invoice }) {
  const t = useTexts(invoicesTexts);
  const format = useFormat();
  const [editing, setEditing] = useState<PaymentEditing>(null);
  const deleting = useInvoiceRowRemoval<InvoicePayment>(invoice.id, deletePayment);
  const payments = useQuery(paymentsQuery(invoice.id));
  const rows = payments.data ?? [];
  const confirmed = invoice.Status !== InvoiceStatus.Draft;
  const canChange = invoice.CanEditInvoice && confirmed;
  const note = !confirmed ? t('paymentsAfterConfirm') : invoice.CanEditInvoice ? '' : t('closed');
  return (
    <Stack gap="md">
      <TabHeader
        note={note}
        action={
          canChange &&
          invoice.OutstandingAmountSen > 0 && {
            icon: <IconPlus size={16} />,
            label: t('addNewPayment'),
            onClick: () => setEditing({ payment: null }),
          }
        }
      />
      <ListState list={payments} isEmpty={rows.length === 0} emptyText={t('noPayments')}>
        <DataTable
          rows={rows}
          columns={[
            { header: t('date'), cell: (row) => format.shortDate(row.CreatedDate), nowrap: true, visibleFrom: 'sm' },
            {
              header: t('receiptNo'),
              cell: (row) => row.DocumentNo,
              nowrap: true,
              visibleFrom: 'sm',
              cellProps: { ff: 'monospace' },
            },
            { header: t('referenceNo'), cell: (row) => row.ReferenceNo },
            { header: t('method'), cell: (row) => row.MethodDesc, visibleFrom: 'sm' },
            { header: t('amount'), cell: (row) => format.ringgit(row.AmountSen), align: 'right', nowrap: true },
            canChange && {
              key: 'actions',
              headProps: { w: 90, 'aria-label': t('actions') },
              cell: (row) => (
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <RowAction
                    label={t('editRow', { documentNo: row.DocumentNo })}
                    onClick={() => setEditing({ payment: row })}
                  >
                    <IconPencil size={18} />
                  </RowAction>
                  <RowAction
                    label={t('deleteRow', { documentNo: row.DocumentNo })}
                    color="red"
                    onClick={() => deleting.ask(row)}
                  >
                    <IconTrash size={18} />
                  </RowAction>
                </Group>
              ),
            },
          ]}
          minWidth={320}
          verticalSpacing="sm"
          highlightOnHover
          aria-label={t('paymentTab')}
        />
      </ListState>
      {editing && <PaymentModal invoice={invoice} payment={editing.payment} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        title={t('deletePaymentTitle')}
        detail={
          deleting.asked &&
          `${deleting.asked.DocumentNo}: ${deleting.asked.ReferenceNo}, ${format.ringgit(deleting.asked.AmountSen)}`
        }
        pending={deleting.pending}
        onCancel={deleting.cancel}
        onConfirm={deleting.confirm}
      />
    </Stack>
  );
}
