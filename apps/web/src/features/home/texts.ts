import { defineTexts } from '@portal/contract';
import { en } from './texts/en';
import { ms } from './texts/ms';
import { zh } from './texts/zh';

/** A sentence of the home namespace, for lists of cards that name theirs. */
export type HomeKey = keyof typeof en;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    home: typeof en;
  }
}

export const homeTexts = defineTexts('home', { en, ms, zh });
