/** The demo's key the journeys' server is started with (DEMO_KEY), as a person copies it from the banner. */
export const DEMO_KEY = 'e2e-journeys-demo-key';

/**
 * A path of the demo's own tools (the mailbox, the MyInvois sandbox's control) with its key, e.g.
 * `withDemoKey('/dev/mail.json', { to })`.
 */
export const withDemoKey = (page: string, query: Record<string, string> = {}) =>
  `${page}?${new URLSearchParams({ ...query, key: DEMO_KEY })}`;
