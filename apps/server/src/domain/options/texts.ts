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
import { en } from './texts/en.ts';
import { ms } from './texts/ms.ts';
import { zh } from './texts/zh.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    optionsServer: typeof en;
  }
}

export const optionsTexts = defineTexts('optionsServer', { en, ms, zh });

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
