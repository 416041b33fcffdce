import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { SMALL_PAGE_SIZE, type TransactionRow } from '@portal/contract';
import { IconDownload, IconPlusMinus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { ListState } from '../../ui/ListState';
import { notify } from '../../ui/notices';
import { Page } from '../../ui/Page';
import { Pager } from '../../ui/Pager';
import {
  downloadPath,
  filtersFrom,
  refreshTransactions,
  reverseTransaction,
  searchOf,
  type TransactionFilters,
  transactionsQuery,
} from './api';
import { CreditAdjustmentModal } from './CreditAdjustmentModal';
import { TransactionCards } from './TransactionCards';
import { TransactionFilterBar } from './TransactionFilterBar';
import { TransactionTable } from './TransactionTable';
import { transactionsTexts } from './texts';

/** `/payment/transactions`: the caller's ledger (everyone's for administrators), filtered through the address bar. */
export function TransactionsPage() {
  const t = useTexts(transactionsTexts);
  const format = useFormat();
  const { isAdmin, profile } = useSession();
  const showsWho = isAdmin || profile.UserType === 'COMPANY';
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const queryClient = useQueryClient();
  const [reversing, setReversing] = useState<TransactionRow | null>(null);
  const [adjusting, setAdjusting] = useState(false);

  const list = useQuery({ ...transactionsQuery(filters), placeholderData: keepPreviousData });
  const reverse = useMutation({
    mutationFn: (row: TransactionRow) => reverseTransaction(row.id),
    onSuccess: (answer) => {
      notify({ color: 'teal', message: answer.Message });
      void refreshTransactions(queryClient);
    },
    onSettled: () => setReversing(null),
  });

  const change = (next: TransactionFilters) => setParams(searchOf(next), { replace: true });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const body = (
    <ListState list={list} isEmpty={rows.length === 0}>
      <TransactionTable rows={rows} isAdmin={isAdmin} showsWho={showsWho} onReverse={setReversing} />
      <TransactionCards rows={rows} isAdmin={isAdmin} showsWho={showsWho} onReverse={setReversing} />
    </ListState>
  );

  return (
    <Page title={t('title')} size="xl">
      <Card>
        <Stack gap="md">
          <TransactionFilterBar filters={filters} onChange={change} />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.isSuccess && t('count', { count: total, total: format.number(total) })}
            </Text>
            <Group gap="xs">
              {isAdmin && (
                <Button variant="default" leftSection={<IconPlusMinus size={16} />} onClick={() => setAdjusting(true)}>
                  {t('creditAdjustment')}
                </Button>
              )}
              <Button
                component="a"
                href={downloadPath(filters)}
                download
                variant="light"
                leftSection={<IconDownload size={16} />}
              >
                {t('download')}
              </Button>
            </Group>
          </Group>
          {body}
          <Pager
            total={total}
            page={filters.page}
            rows={filters.rows}
            defaultRows={SMALL_PAGE_SIZE}
            onChange={(paging) => change({ ...filters, ...paging })}
          />
        </Stack>
      </Card>

      <ConfirmDelete
        title={t('deleteTitle')}
        detail={
          reversing &&
          t('deleteDetail', {
            documentNo: reversing.DocumentNo,
            description: reversing.Description,
            credit: `${reversing.Credit > 0 ? '+' : ''}${format.number(reversing.Credit)}`,
          })
        }
        pending={reverse.isPending}
        onCancel={() => setReversing(null)}
        onConfirm={() => reversing && reverse.mutate(reversing)}
      />
      {isAdmin && <CreditAdjustmentModal opened={adjusting} onClose={() => setAdjusting(false)} />}
    </Page>
  );
}
