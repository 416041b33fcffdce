/** The demo mailbox page (demo mode, no SMTP server). */
export const en = {
  title: 'Demo mailbox',
  intro: 'Mails the portal sent (demo mode, no SMTP_URL).',
  to: 'to',
  empty: 'No mail yet.',
} as const;
