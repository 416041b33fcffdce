import { Card } from '@mantine/core';
import { formatPlate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTexts } from '../../lib/i18n';
import { profileQueryKey, sessionIsAlive } from '../../lib/session';
import { Page } from '../../ui/Page';
import { checkHistoryKey, searchItem } from './api';
import { ErrorBanner, NotFoundBanner, PlateSuggestions } from './banners';
import { History, type HistoryRowNotice } from './History';
import { useFoundVehicle } from './OwnedReportModal';
import { usePaymentFlow } from './PaymentFlow';
import { type SearchFieldButton, SearchForm, type SearchValues, searchedText } from './SearchForm';
import { typedInAddress, useSearchOnArrival } from './search-arrival';
import { checksTexts } from './texts';

/** The session had ended when the search was sent: its answer is dropped, the login prompt is open. */
class SessionEnded extends Error {}

interface NotFound {
  searched: string;
  /** Plates in the records the searched plate may have been a typo of. */
  suggestions: string[];
}

/** /check/checklist: search by vehicle or chassis number, pay, open the report; past searches below. */
export function SearchPage({
  rowNotice,
  fieldButton,
}: {
  rowNotice: HistoryRowNotice;
  /** The search form's button beside each number (SearchForm's `fieldButton`). */
  fieldButton?: SearchFieldButton;
}) {
  const t = useTexts(checksTexts);
  const queryClient = useQueryClient();
  const [, setSearchParams] = useSearchParams();
  const [error, setError] = useState<unknown>(null);
  const [notFound, setNotFound] = useState<NotFound | null>(null);
  /** What the form holds after a suggestion was searched (the form is mounted again with it). */
  const [typed, setTyped] = useState<{ values: SearchValues; version: number } | null>(null);
  const payment = usePaymentFlow({ onError: setError });
  const found = useFoundVehicle(payment);
  const search = useMutation({
    mutationFn: async (values: SearchValues) => {
      // Both asked at once, one round trip on a phone instead of two; the answer is kept only if the session is alive
      // (had it ended in another tab, the search went as a visitor's: free, and in nobody's History).
      const [alive, answer] = await Promise.allSettled([
        sessionIsAlive(),
        searchItem({ vehicleNo: values.vehicleNo || undefined, vehChassisNo: values.vehChassisNo || undefined }),
      ]);
      if (alive.status === 'rejected') throw alive.reason;
      if (!alive.value) {
        // What was typed goes in the address now, so the login comes back to it.
        setSearchParams(typedInAddress(values), { replace: true });
        // The header and the page read the profile again: this page turns into the login prompt, whose Login
        // returns here with what was typed.
        await queryClient.invalidateQueries({ queryKey: profileQueryKey });
        throw new SessionEnded();
      }
      if (answer.status === 'rejected') throw answer.reason;
      return answer.value;
    },
    onMutate: () => {
      setError(null);
      setNotFound(null);
    },
    onSuccess: (answer, values) => {
      // Kept in the address once answered, so that Back from the report or a reload shows what was searched. Not
      // before asking: changing the address is a navigation, which draws the page again (React Router draws it as a
      // transition, which the sheet's opening goes before) and would have held the answer back.
      setSearchParams(typedInAddress(values), { replace: true, preventScrollReset: true });
      // Every search is recorded, found or not, so the History may change.
      void queryClient.invalidateQueries({ queryKey: checkHistoryKey() });
      const searched = searchedText(values);
      if (!answer.IsFound) {
        setNotFound({ searched, suggestions: answer.PlateSuggestions });
        return;
      }
      found.proceed(answer, searched);
    },
    onError: (failure) => {
      if (!(failure instanceof SessionEnded)) setError(failure);
    },
  });
  const arrived = useSearchOnArrival((values) => search.mutate(values));
  const initial = typed?.values ?? arrived;
  // A suggested plate is searched as if typed: the form shows it, and the search runs (free until paid).
  const searchSuggestion = (plate: string) => {
    const values = { vehicleNo: formatPlate(plate), vehChassisNo: '' };
    setTyped((before) => ({ values, version: (before?.version ?? 0) + 1 }));
    search.mutate(values);
  };

  return (
    <Page title={t('searchTitle')} description={t('searchInstruction')}>
      <Card p={{ base: 'md', sm: 'xl' }}>
        <SearchForm
          key={typed?.version ?? 0}
          initial={initial}
          loading={search.isPending || payment.isStarting}
          onSearch={(values) => search.mutate(values)}
          fieldButton={fieldButton}
        />
      </Card>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      {notFound && (
        <NotFoundBanner searched={notFound.searched}>
          <PlateSuggestions plates={notFound.suggestions} onSearch={searchSuggestion} />
        </NotFoundBanner>
      )}
      <History rowNotice={rowNotice} />
      {found.modal}
      {payment.modal}
    </Page>
  );
}
