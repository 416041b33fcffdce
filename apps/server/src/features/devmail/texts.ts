import { defineTexts } from '@portal/contract';

/** The demo mailbox page (demo mode, no SMTP server). */
const en = {
  title: 'Demo mailbox',
  intro: 'Mails the portal sent (demo mode, no SMTP_URL).',
  to: 'to',
  empty: 'No mail yet.',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    devmailServer: typeof en;
  }
}

export const devmailTexts = defineTexts('devmailServer', {
  en,
  ms: {
    title: 'Peti mel demo',
    intro: 'E-mel yang dihantar oleh portal (mod demo, tiada SMTP_URL).',
    to: 'kepada',
    empty: 'Belum ada e-mel.',
  },
  zh: {
    title: '演示邮箱',
    intro: '门户发出的电邮（演示模式，未设置 SMTP_URL）。',
    to: '收件人',
    empty: '还没有电邮。',
  },
});
