import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../lib/i18n';
import { ListFilterBar } from '../../ui/ListFilterBar';
import { type TransactionFilters, transactionTypesQuery } from './api';
import { transactionsTexts } from './texts';

/** Search, dates and the transaction type, as the address bar holds them. */
export function TransactionFilterBar({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (next: TransactionFilters) => void;
}) {
  const t = useTexts(transactionsTexts);
  const types = useQuery(transactionTypesQuery());
  return (
    <ListFilterBar
      filters={filters}
      onChange={onChange}
      searchLabel={t('search')}
      searchPlaceholder={t('searchPlaceholder')}
      choice={{
        name: 'transactionType',
        label: t('type'),
        placeholder: t('allTypes'),
        options: types.data,
      }}
    />
  );
}
