import { defineTexts } from '@portal/contract';
import { en } from './texts/en';
import { ms } from './texts/ms';
import { zh } from './texts/zh';

/** Ends a sentence with a full stop unless it already has one (as "Sdn. Bhd." does, or a Chinese 。). */
export function endSentence(text: string): string {
  return text.endsWith('.') || text.endsWith('。') ? text : `${text}.`;
}

declare module 'i18next' {
  interface ResourceNamespaceMap {
    ui: typeof en;
  }
}

export const uiTexts = defineTexts('ui', { en, ms, zh });
