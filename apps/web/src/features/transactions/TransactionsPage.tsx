import { Button, Group } from '@mantine/core';
import type { TransactionRow } from '@portal/contract';
import { IconPlusMinus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormat, useTexts } from '../../lib/i18n';
import { browserLoader, type PageAddress, serverLoader } from '../../lib/page-data';
import { ofLoggedInUsers } from '../../lib/page-questions';
import { useSession } from '../../lib/session';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { DownloadButton } from '../../ui/DownloadButton';
import { FilteredListCard } from '../../ui/FilteredListCard';
import { notify } from '../../ui/notices';
import { Page } from '../../ui/Page';
import {
  downloadPath,
  filtersFrom,
  refreshTransactions,
  reverseTransaction,
  searchOf,
  type TransactionFilters,
  transactionsQuery,
  transactionTypesQuery,
} from './api';
import { CreditAdjustmentModal } from './CreditAdjustmentModal';
import { TransactionFilterBar } from './TransactionFilterBar';
import { TransactionCards, TransactionTable } from './TransactionRows';
import { transactionsTexts } from './texts';

// The list as the address bar filters it, and the type filter's choices.
const transactionsQueries = ofLoggedInUsers(({ url }: PageAddress) => [
  transactionsQuery(filtersFrom(url.searchParams)),
  transactionTypesQuery(),
]);
export const loader = serverLoader(transactionsQueries);
export const clientLoader = browserLoader(transactionsQueries);

/** `/payment/transactions`: the caller's ledger (everyone's for administrators), filtered through the address bar. */
export function TransactionsPage() {
  const t = useTexts(transactionsTexts);
  const format = useFormat();
  const { isAdmin, isCompanyOrAdmin: showsWho } = useSession();
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

  return (
    <Page title={t('title')} size="xl">
      <FilteredListCard
        filterBar={<TransactionFilterBar filters={filters} onChange={change} />}
        list={list}
        count={t('count', { count: total, total: format.number(total) })}
        actions={
          <Group gap="xs">
            {isAdmin && (
              <Button variant="default" leftSection={<IconPlusMinus size={16} />} onClick={() => setAdjusting(true)}>
                {t('creditAdjustment')}
              </Button>
            )}
            <DownloadButton href={downloadPath(filters)}>{t('download')}</DownloadButton>
          </Group>
        }
        isEmpty={rows.length === 0}
        total={total}
        paging={filters}
        onPaging={(paging) => change({ ...filters, ...paging })}
      >
        <TransactionTable rows={rows} isAdmin={isAdmin} showsWho={showsWho} onReverse={setReversing} />
        <TransactionCards rows={rows} isAdmin={isAdmin} showsWho={showsWho} onReverse={setReversing} />
      </FilteredListCard>

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

export default TransactionsPage;
