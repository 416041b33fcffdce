import {
  defineTexts,
  formatRinggit,
  invoiceStatusOptions,
  type Language,
  paymentMethodOptions,
  paymentTypeOptions,
  transactionTypeOptions,
  userRoleOptions,
} from '@portal/contract';

/**
 * The labels of the option lists (`/util/*`) and of the codes they name (a ledger row's type, an invoice's status, a
 * payment's method), by the option's id. English is the contract's label.
 */
const en = {
  userRoles: { '0': 'User', '1': 'Administrator' },
  paymentTypes: {
    '1': 'Pay per search (card / online banking)',
    '2': 'Credit top-up (card / online banking)',
    '3': 'Credit',
    '4': 'Postpaid',
  },
  transactionTypes: { '1': 'Payment', '2': 'Credit', '3': 'Postpaid' },
  invoiceStatuses: { '1': 'Draft', '2': 'Cancelled', '4': 'Confirmed', '5': 'Partially paid', '6': 'Paid' },
  paymentMethods: { '1': 'Bank transfer', '2': 'Cheque', '3': 'Cash', '4': 'Online banking (FPX)', '5': 'Card' },
  creditSetup: '{{name}} — {{credits}} — {{price}}',
  credits_one: '{{count}} credit',
  credits_other: '{{count}} credits',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    optionsServer: typeof en;
  }
}

export const optionsTexts = defineTexts('optionsServer', {
  en,
  ms: {
    userRoles: { '0': 'Pengguna', '1': 'Pentadbir' },
    paymentTypes: {
      '1': 'Bayar setiap semakan (kad / perbankan dalam talian)',
      '2': 'Tambah nilai kredit (kad / perbankan dalam talian)',
      '3': 'Kredit',
      '4': 'Pascabayar',
    },
    transactionTypes: { '1': 'Bayaran', '2': 'Kredit', '3': 'Pascabayar' },
    invoiceStatuses: {
      '1': 'Draf',
      '2': 'Dibatalkan',
      '4': 'Disahkan',
      '5': 'Dibayar sebahagian',
      '6': 'Dibayar',
    },
    paymentMethods: {
      '1': 'Pindahan bank',
      '2': 'Cek',
      '3': 'Tunai',
      '4': 'Perbankan dalam talian (FPX)',
      '5': 'Kad',
    },
    creditSetup: '{{name}} — {{credits}} — {{price}}',
    credits_one: '{{count}} kredit',
    credits_other: '{{count}} kredit',
  },
  zh: {
    userRoles: { '0': '用户', '1': '管理员' },
    paymentTypes: {
      '1': '按次付款（银行卡 / 网上银行）',
      '2': '点数充值（银行卡 / 网上银行）',
      '3': '点数',
      '4': '后付',
    },
    transactionTypes: { '1': '付款', '2': '点数', '3': '后付' },
    invoiceStatuses: { '1': '草稿', '2': '已取消', '4': '已确认', '5': '部分付款', '6': '已付款' },
    paymentMethods: { '1': '银行转账', '2': '支票', '3': '现金', '4': '网上银行（FPX）', '5': '银行卡' },
    creditSetup: '{{name}} — {{credits}} — {{price}}',
    credits_one: '{{count}} 点',
    credits_other: '{{count}} 点',
  },
});

type Kind = 'userRoles' | 'paymentTypes' | 'transactionTypes' | 'invoiceStatuses' | 'paymentMethods';
const contractOptions: Record<Kind, { id: number; label: string }[]> = {
  userRoles: userRoleOptions,
  paymentTypes: paymentTypeOptions,
  transactionTypes: transactionTypeOptions,
  invoiceStatuses: invoiceStatusOptions,
  paymentMethods: paymentMethodOptions,
};

/** A code's label in the reader's language; a code the list does not know keeps the contract's fallback. */
export function optionLabel(kind: Kind, id: number, language: Language, fallback: string): string {
  const words = optionsTexts.of(language)(kind, { returnObjects: true }) as Record<string, string>;
  return words[String(id)] ?? fallback;
}

/** One of the contract's option lists, labelled in the reader's language. */
export function optionList(kind: Kind, language: Language) {
  return contractOptions[kind].map((option) => ({
    id: option.id,
    label: optionLabel(kind, option.id, language, option.label),
  }));
}

/** `Gold — 10 credits — RM 50.00`: a credit package as the top-up form lists it. */
export function creditSetupLabel(item: { name: string; credit: number; priceSen: number }, language: Language): string {
  const t = optionsTexts.of(language);
  return t('creditSetup', {
    name: item.name,
    credits: t('credits', { count: item.credit }),
    price: formatRinggit(item.priceSen, language),
  });
}
