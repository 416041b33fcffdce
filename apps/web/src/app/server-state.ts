import type { DehydratedState } from '@tanstack/react-query';

/** What the server used to render a page for this browser (render-on-server.tsx), which the app hydrates from. */
export interface ServerState {
  /** The answers the page's first render read, as the query cache held them. */
  queries: DehydratedState;
  /** The router's loader data of the page's routes. */
  loaderData: Record<string, unknown>;
}

/** The state the server wrote beside a page it rendered for this browser, if it did. */
export function serverState(): ServerState | undefined {
  const written = document.getElementById('server-state')?.textContent;
  if (!written) return undefined;
  try {
    return JSON.parse(written) as ServerState;
  } catch {
    return undefined;
  }
}

/**
 * Whether the app starts by hydrating a page the server rendered. The server does not know the screen's width or
 * what this browser keeps in local storage, so components read those after hydrating, not in their first render.
 */
export function hydratesServerHtml(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.dataset.prerendered === 'page';
}
