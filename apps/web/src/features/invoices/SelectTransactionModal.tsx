import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { Invoice } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat, useTexts } from '../../lib/i18n';
import { DataTable } from '../../ui/DataTable';
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
  // The period's two ends, each kept on its side of the other.
  const dateBound = (
    label: string,
    value: string | null,
    onChange: (value: string | null) => void,
    limit: { minDate?: string | undefined; maxDate?: string | undefined },
  ) => (
    <DatePickerInput
      label={label}
      placeholder={t('anyDate')}
      valueFormat={dateFormat}
      clearable
      value={value}
      onChange={onChange}
      {...limit}
    />
  );
  const chosenSen = rows.filter((row) => selected.has(row.id)).reduce((sum, row) => sum + row.ChargesSen, 0);
  return (
    <Modal opened onClose={onClose} title={t('selectTitle')} centered size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('selectHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {dateBound(t('fromDate'), fromDate, setFromDate, { maxDate: toDate ?? undefined })}
          {dateBound(t('toDate'), toDate, setToDate, { minDate: fromDate ?? undefined })}
        </SimpleGrid>
        <ListState list={list} isEmpty={rows.length === 0}>
          <DataTable
            rows={rows}
            minWidth={560}
            verticalSpacing="xs"
            highlightOnHover
            aria-label={t('selectTitle')}
            columns={[
              {
                key: 'chosen',
                header: (
                  <Checkbox
                    aria-label={t('selectAll')}
                    checked={allChosen}
                    indeterminate={!allChosen && selected.size > 0}
                    onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((row) => row.id)))}
                  />
                ),
                headProps: { w: 40 },
                cell: (row) => (
                  <Checkbox
                    aria-label={row.DocumentNo}
                    checked={selected.has(row.id)}
                    onChange={() => toggle(row.id)}
                  />
                ),
              },
              { header: t('date'), cell: (row) => format.shortDate(row.CreatedDate), nowrap: true },
              { header: t('documentNo'), cell: (row) => row.DocumentNo, nowrap: true, cellProps: { ff: 'monospace' } },
              { header: t('description'), cell: (row) => row.Description },
              { header: t('username'), cell: (row) => row.Username ?? '-' },
              { header: t('charges'), cell: (row) => format.ringgit(row.ChargesSen), align: 'right', nowrap: true },
            ]}
          />
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
