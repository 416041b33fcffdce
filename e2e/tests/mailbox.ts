/** The demo mailbox's key the journeys' server is started with (DEMO_MAILBOX_KEY), as a person copies it from the banner. */
export const MAILBOX_KEY = 'e2e-journeys-mailbox-key';

/** A demo mailbox page's path with its key, e.g. `mailboxPath('/dev/mail.json', { to })`. */
export const mailboxPath = (page: string, query: Record<string, string> = {}) =>
  `${page}?${new URLSearchParams({ ...query, key: MAILBOX_KEY })}`;
