import { defineTexts, type Language, paymentMessages } from '@portal/contract';

/**
 * The descriptions the portal writes on payments, ledger rows and refunds. They are stored in English (the record stays as
 * written) and read out in the reader's language: `describeLedgerEntry` recognises each form the portal writes and
 * leaves anything else (an administrator's own words, a package's name) as it is.
 */
const en = {
  topup: 'Credit top-up: {{name}} ({{credits}})',
  credits_one: '{{count}} credit',
  credits_other: '{{count}} credits',
  payPerSearch: 'Vehicle check (pay per search): {{plate}}',
  refundDue: 'check already paid: refund due',
  check: 'Vehicle check {{reference}} ({{plate}})',
  reversal: 'Reversal of {{documentNo}}',
  refundReasonCheckSold: 'Paid for a check that was already paid',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    ledgerServer: typeof en;
  }
}

export const ledgerTexts = defineTexts('ledgerServer', {
  en,
  ms: {
    topup: 'Tambah nilai kredit: {{name}} ({{credits}})',
    credits_one: '{{count}} kredit',
    credits_other: '{{count}} kredit',
    payPerSearch: 'Semakan kenderaan (bayar setiap semakan): {{plate}}',
    refundDue: 'semakan sudah dibayar: bayaran balik perlu dibuat',
    check: 'Semakan kenderaan {{reference}} ({{plate}})',
    reversal: 'Pembalikan {{documentNo}}',
    refundReasonCheckSold: 'Dibayar untuk semakan yang telah pun dibayar',
  },
  zh: {
    topup: '点数充值：{{name}}（{{credits}}）',
    credits_one: '{{count}} 点',
    credits_other: '{{count}} 点',
    payPerSearch: '车辆查询（按次付款）：{{plate}}',
    refundDue: '查询已付款：需退款',
    check: '车辆查询 {{reference}}（{{plate}}）',
    reversal: '冲销 {{documentNo}}',
    refundReasonCheckSold: '为已付款的查询再次付款',
  },
});

const TOPUP = /^Credit top-up: (.*) \((\d+) credits?\)$/;
const PAY_PER_SEARCH = /^Vehicle check \(pay per search\): (.*?)( \(check already paid: refund due\))?$/;
const CHECK = /^Vehicle check (\S+) \((.*)\)$/;
const REVERSAL = /^Reversal of (\S+)$/;
const REFUND_REASON_CHECK_SOLD: string = paymentMessages.refundReasonCheckSold;

/** A stored (English) description in the reader's language; English and anything unrecognised stay as stored. */
export function describeLedgerEntry(description: string, language: Language): string {
  if (language === 'en') return description;
  const t = ledgerTexts.of(language);
  const [topup, name = '', count = '0'] = description.match(TOPUP) ?? [];
  if (topup) return t('topup', { name, credits: t('credits', { count: Number(count) }) });
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
