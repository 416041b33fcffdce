import { ActionIcon, Button, Stack, Table, Tooltip } from '@mantine/core';
import { type Invoice, InvoiceStatus, type InvoiceTransaction } from '@portal/contract';
import { IconListCheck, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { ListState } from '../../ui/ListState';
import { linesQuery, removeLine } from './api';
import { TabHeader } from './parts';
import { SelectTransactionModal } from './SelectTransactionModal';
import { invoicesTexts } from './texts';
import { useInvoiceChanged } from './use-invoice-changed';

/** Invoice Details: the invoice's transactions; on a Draft, Select Transaction and remove. */
export function LinesTab({ invoice }: { invoice: Invoice }) {
  const t = useTexts(invoicesTexts);
  const format = useFormat();
  const changed = useInvoiceChanged(invoice.id);
  const [selecting, setSelecting] = useState(false);
  const [removing, setRemoving] = useState<InvoiceTransaction | null>(null);
  const lines = useQuery(linesQuery(invoice.id));
  const remove = useMutation({
    mutationFn: (line: InvoiceTransaction) => removeLine(line.id),
    onSuccess: changed,
    onSettled: () => setRemoving(null),
  });
  const rows = lines.data ?? [];
  const isDraft = invoice.Status === InvoiceStatus.Draft;
  return (
    <Stack gap="md">
      <TabHeader note={isDraft ? '' : t('onlyDraftAdds')}>
        {isDraft && invoice.CanEditInvoice && (
          <Button leftSection={<IconListCheck size={16} />} onClick={() => setSelecting(true)}>
            {t('selectTransaction')}
          </Button>
        )}
      </TabHeader>
      <ListState list={lines} isEmpty={rows.length === 0} emptyText={t('noTransactions')}>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t('detailsTab')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('date')}</Table.Th>
                <Table.Th>{t('documentNo')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('description')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('username')}</Table.Th>
                <Table.Th ta="right">{t('charges')}</Table.Th>
                {invoice.CanRemoveTransaction && <Table.Th w={50} aria-label={t('actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.shortDate(row.CreatedDate)}</Table.Td>
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {row.DocumentNo}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{row.Description}</Table.Td>
                  <Table.Td visibleFrom="sm">{row.Username ?? '-'}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {format.ringgit(row.ChargesSen)}
                  </Table.Td>
                  {invoice.CanRemoveTransaction && (
                    <Table.Td>
                      <Tooltip label={t('remove')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('removeTransaction', { documentNo: row.DocumentNo })}
                          onClick={() => setRemoving(row)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4} ta="right">
                  {t('total')}
                </Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {format.ringgit(invoice.AmountSen)}
                </Table.Th>
                {invoice.CanRemoveTransaction && <Table.Th />}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {selecting && <SelectTransactionModal invoice={invoice} onClose={() => setSelecting(false)} />}
      <ConfirmDelete
        title={t('removeTitle')}
        detail={removing && t('removeDetail', { documentNo: removing.DocumentNo })}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Stack>
  );
}
