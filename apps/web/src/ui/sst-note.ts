import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../lib/i18n';
import { sstQuery } from '../lib/sst';
import { uiTexts } from './texts';

/**
 * The words that follow a price when the seller is registered for SST ("incl. 8% SST"), or null when it is not (or
 * not known yet: the page's loader asks it with the page's other questions, so no spinner waits for it).
 */
export function useSstNote(): string | null {
  const t = useTexts(uiTexts);
  const sst = useQuery(sstQuery()).data;
  return sst?.registered ? t('inclSst', { rate: sst.ratePercent }) : null;
}

/** A price followed by its SST words when there are any: `RM 25.00 incl. 8% SST`. */
export function useWithSst(): (price: string) => string {
  const note = useSstNote();
  return (price) => (note ? `${price} ${note}` : price);
}
