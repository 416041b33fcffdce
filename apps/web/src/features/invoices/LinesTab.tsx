import { Stack, Table, Text } from '@mantine/core';
import { type InvoiceDetail, InvoiceStatus, type InvoiceTransaction } from '@portal/contract';
import { IconListCheck, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { DataTable } from '../../ui/DataTable';
import { ListState } from '../../ui/ListState';
import { RowAction } from '../../ui/RowAction';
import { linesQuery, removeLine } from './api';
import { TabHeader } from './parts';
import { SelectTransactionModal } from './SelectTransactionModal';
import { invoicesTexts } from './texts';
import { useInvoiceRowRemoval } from './use-invoice-changed';

/**
 * A total under the charges (each line's SST stands beside its charge). Its label spans the columns before the
 * charges: four on wider screens, two on a phone, which shows no description or username.
 */
function TotalRow({
  label,
  amount,
  withSst,
  withAction,
}: {
  label: string;
  amount: string;
  withSst: boolean;
  withAction: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Th colSpan={4} ta="right" visibleFrom="sm">
        {label}
      </Table.Th>
      <Table.Th colSpan={2} ta="right" hiddenFrom="sm">
        {label}
      </Table.Th>
      <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Table.Th>
      {withSst && <Table.Th visibleFrom="sm" />}
      {withAction && <Table.Th />}
    </Table.Tr>
  );
}

/** Invoice Details: the invoice's transactions; on a Draft, Select Transaction and remove. */
export function LinesTab({ invoice }: { invoice: InvoiceDetail }) {
  const t = useTexts(invoicesTexts);
  const format = useFormat();
  const [selecting, setSelecting] = useState(false);
  const removing = useInvoiceRowRemoval<InvoiceTransaction>(invoice.id, removeLine);
  const lines = useQuery(linesQuery(invoice.id));
  const rows = lines.data ?? [];
  const isDraft = invoice.Status === InvoiceStatus.Draft;
  const rate = invoice.Parties.sstRatePercent;
  // An invoice of a seller not registered for SST carries none: no SST column, one total.
  const withSst = rate > 0 || invoice.TaxSen > 0;
  const withAction = invoice.CanRemoveTransaction;
  return (
    <Stack gap="md">
      <TabHeader
        note={isDraft ? '' : t('onlyDraftAdds')}
        action={
          isDraft &&
          invoice.CanEditInvoice && {
            icon: <IconListCheck size={16} />,
            label: t('selectTransaction'),
            onClick: () => setSelecting(true),
          }
        }
      />
      <ListState list={lines} isEmpty={rows.length === 0} emptyText={t('noTransactions')}>
        <DataTable
          rows={rows}
          columns={[
            { header: t('date'), cell: (row) => format.shortDate(row.CreatedDate), nowrap: true },
            { header: t('documentNo'), cell: (row) => row.DocumentNo, nowrap: true, cellProps: { ff: 'monospace' } },
            { header: t('description'), cell: (row) => row.Description, visibleFrom: 'sm' },
            { header: t('username'), cell: (row) => row.Username ?? '-', visibleFrom: 'sm' },
            {
              header: withSst ? t('chargesIncludingSst') : t('charges'),
              cell: (row) => (
                <>
                  {format.ringgit(row.ChargesSen)}
                  {withSst && (
                    // A phone has no room for the SST column: the line's SST stands under its charge.
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {t('lineSst', { amount: format.ringgit(row.TaxSen) })}
                    </Text>
                  )}
                </>
              ),
              align: 'right',
              nowrap: true,
            },
            withSst && {
              header: t('sstLineTotal', { rate }),
              cell: (row) => format.ringgit(row.TaxSen),
              visibleFrom: 'sm',
              align: 'right',
              nowrap: true,
            },
            invoice.CanRemoveTransaction && {
              key: 'actions',
              headProps: { w: 50, 'aria-label': t('actions') },
              cell: (row) => (
                <RowAction
                  label={t('removeTransaction', { documentNo: row.DocumentNo })}
                  tooltip={t('remove')}
                  color="red"
                  onClick={() => removing.ask(row)}
                >
                  <IconTrash size={18} />
                </RowAction>
              ),
            },
          ]}
          footer={
            withSst ? (
              <>
                <TotalRow
                  label={t('totalExcludingSst')}
                  amount={format.ringgit(invoice.AmountExcludingSstSen)}
                  withSst
                  withAction={withAction}
                />
                <TotalRow
                  label={t('sstLineTotal', { rate })}
                  amount={format.ringgit(invoice.TaxSen)}
                  withSst
                  withAction={withAction}
                />
                <TotalRow
                  label={t('totalIncludingSst')}
                  amount={format.ringgit(invoice.AmountSen)}
                  withSst
                  withAction={withAction}
                />
              </>
            ) : (
              <TotalRow
                label={t('total')}
                amount={format.ringgit(invoice.AmountSen)}
                withSst={false}
                withAction={withAction}
              />
            )
          }
          minWidth={320}
          verticalSpacing="sm"
          highlightOnHover
          aria-label={t('detailsTab')}
        />
      </ListState>
      {selecting && <SelectTransactionModal invoice={invoice} onClose={() => setSelecting(false)} />}
      <ConfirmDelete
        title={t('removeTitle')}
        detail={removing.asked && t('removeDetail', { documentNo: removing.asked.DocumentNo })}
        pending={removing.pending}
        onCancel={removing.cancel}
        onConfirm={removing.confirm}
      />
    </Stack>
  );
}
