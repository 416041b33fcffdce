import { Card } from '@mantine/core';
import { messages } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Page } from '../../ui/Page';
import { checkKeys, searchItem } from './api';
import { ErrorBanner, NotFoundBanner } from './banners';
import { History } from './History';
import { usePaymentFlow } from './PaymentFlow';
import { SearchForm, type SearchValues } from './SearchForm';

/** /check/checklist: search by vehicle or chassis number, pay, open the report; past searches below. */
export function SearchPage() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const payment = usePaymentFlow({ onError: setError });
  const search = useMutation({
    mutationFn: (values: SearchValues) =>
      searchItem({ vehicleNo: values.vehicleNo || undefined, vehChassisNo: values.vehChassisNo || undefined }),
    onMutate: () => {
      setError(null);
      setNotFound(null);
    },
    onSuccess: (answer, values) => {
      // Every search is recorded, found or not, so the History gains a row.
      void queryClient.invalidateQueries({ queryKey: checkKeys.history });
      const searched = values.vehicleNo || values.vehChassisNo;
      if (!answer.IsFound) {
        setNotFound(searched);
        return;
      }
      payment.start(answer.Unikey, searched);
    },
    onError: setError,
  });

  return (
    <Page title={messages.searchTitle} description={messages.searchInstruction}>
      <Card p={{ base: 'md', sm: 'xl' }}>
        <SearchForm loading={search.isPending || payment.isStarting} onSearch={(values) => search.mutate(values)} />
      </Card>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      {notFound && <NotFoundBanner searched={notFound} />}
      <History />
      {payment.modal}
    </Page>
  );
}
