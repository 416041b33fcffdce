import { defineTexts, type Language } from '@portal/contract';
import { en } from './texts/en.ts';
import { ms } from './texts/ms.ts';
import { zh } from './texts/zh.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    ledgerServer: typeof en;
  }
}

export const ledgerTexts = defineTexts('ledgerServer', { en, ms, zh });

/** Why a refund is due when a check was sold twice: stored in English on the refund, translated when it is read. */
export const REFUND_REASON_CHECK_SOLD: string = en.refundReasonCheckSold;

const TOPUP = /^Credit top-up: (.*) \((\d+) credits?\)$/;
const PAY_PER_SEARCH = /^Vehicle check \(pay per search\): (.*?)( \(check already paid: refund due\))?$/;
const CHECK = /^Vehicle check (\S+) \((.*)\)$/;
const REVERSAL = /^Reversal of (\S+)$/;

/**
 * A stored (English) description in the reader's language; English and anything unrecognised stay as stored. A top-up
 * names its package as `packageNames` (`packageNamesIn`) names it in that language.
 */
export function describeLedgerEntry(
  description: string,
  language: Language,
  packageNames: ReadonlyMap<string, string> = new Map(),
): string {
  if (language === 'en') return description;
  const t = ledgerTexts.of(language);
  const [topup, english = '', count = '0'] = description.match(TOPUP) ?? [];
  if (topup) {
    const name = packageNames.get(english) ?? english;
    return t('topup', { name, credits: t('credits', { count: Number(count) }) });
  }
  const [perSearch, plate = '', refundDue] = description.match(PAY_PER_SEARCH) ?? [];
  if (perSearch) {
    const base = t('payPerSearch', { plate });
    return refundDue ? `${base} (${t('refundDue')})` : base;
  }
  const [check, reference = '', checkPlate = ''] = description.match(CHECK) ?? [];
  if (check) return t('check', { reference, plate: checkPlate });
  const [reversal, documentNo = ''] = description.match(REVERSAL) ?? [];
  if (reversal) return t('reversal', { documentNo });
  if (description === REFUND_REASON_CHECK_SOLD) return t('refundReasonCheckSold');
  return description;
}
