import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { Invoice } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { ModalActions } from '../../ui/FormModal';
import { ListState } from '../../ui/ListState';
import { usePickerFormat } from '../../ui/picker-format';
import { addLines, selectableLinesQuery } from './api';
import { invoicesTexts } from './texts';
import { useInvoiceChanged } from './use-invoice-changed';

/** Select Transaction: the company's postpaid transactions on no invoice yet, ticked and added to the Draft. */
export function SelectTransactionModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useTexts(invoicesTexts);
  const format = useFormat();
  const dateFormat = usePickerFormat('short');
  const changed = useInvoiceChanged(invoice.id, onClose);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [toDate, setToDate] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const list = useQuery(selectableLinesQuery(invoice.id, fromDate, toDate));
  const add = useMutation({
    mutationFn: () => addLines(invoice.id, [...selected], fromDate, toDate),
    onSuccess: changed,
  });
  const rows = list.data ?? [];
  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const chosenSen = rows.filter((row) => selected.has(row.id)).reduce((sum, row) => sum + row.ChargesSen, 0);
  return (
    <Modal opened onClose={onClose} title={t('selectTitle')} centered size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('selectHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DatePickerInput
            label={t('fromDate')}
            placeholder={t('anyDate')}
            valueFormat={dateFormat}
            clearable
            value={fromDate}
            maxDate={toDate ?? undefined}
            onChange={setFromDate}
          />
          <DatePickerInput
            label={t('toDate')}
            placeholder={t('anyDate')}
            valueFormat={dateFormat}
            clearable
            value={toDate}
            minDate={fromDate ?? undefined}
            onChange={setToDate}
          />
        </SimpleGrid>
        <ListState list={list} isEmpty={rows.length === 0}>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" highlightOnHover aria-label={t('selectTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('selectAll')}
                      checked={allChosen}
                      indeterminate={!allChosen && selected.size > 0}
                      onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((row) => row.id)))}
                    />
                  </Table.Th>
                  <Table.Th>{t('date')}</Table.Th>
                  <Table.Th>{t('documentNo')}</Table.Th>
                  <Table.Th>{t('description')}</Table.Th>
                  <Table.Th>{t('username')}</Table.Th>
                  <Table.Th ta="right">{t('charges')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={row.DocumentNo}
                        checked={selected.has(row.id)}
                        onChange={() => toggle(row.id)}
                      />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.shortDate(row.CreatedDate)}</Table.Td>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {row.DocumentNo}
                    </Table.Td>
                    <Table.Td>{row.Description}</Table.Td>
                    <Table.Td>{row.Username ?? '-'}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {format.ringgit(row.ChargesSen)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListState>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {selected.size > 0 && t('totalOf', { amount: format.ringgit(chosenSen) })}
          </Text>
          <ModalActions gap="sm" onCancel={onClose}>
            <Button disabled={selected.size === 0} loading={add.isPending} onClick={() => add.mutate()}>
              {selected.size > 0 ? t('addSelectedCount', { number: format.number(selected.size) }) : t('addSelected')}
            </Button>
          </ModalActions>
        </Group>
      </Stack>
    </Modal>
  );
}
