import { useEffect, useSyncExternalStore } from 'react';

/** What the app-wide modals show after a failed call (specification section 8). */
export interface ApiProblems {
  loginPromptOpen: boolean;
  /** The page itself is the login prompt (ui/guard.tsx): a popup would only say it a second time. */
  pageIsLoginPrompt: boolean;
  /** The 401 refused a payment: the prompt says first that the session ended and nothing was charged. */
  nothingCharged: boolean;
  /** `reference`: the failed request's id, for the user to quote to support. */
  popup: { title: string; messages: string[]; reference?: string | undefined } | null;
}

let problems: ApiProblems = { loginPromptOpen: false, pageIsLoginPrompt: false, nothingCharged: false, popup: null };
const listeners = new Set<() => void>();

function update(change: Partial<ApiProblems>): void {
  problems = { ...problems, ...change };
  for (const listener of listeners) listener();
}

/**
 * A 401 mid-action: the login prompt alone (other popups close, and pages close theirs: useCloseOnLoginPrompt). A
 * page that is already the prompt keeps it to itself, also for the answers its earlier calls bring in later.
 */
export const askToLogin = (nothingCharged = false) =>
  update({ loginPromptOpen: !problems.pageIsLoginPrompt, nothingCharged, popup: null });
export const closeLoginPrompt = () => update({ loginPromptOpen: false, nothingCharged: false });

/**
 * The page turned into the login prompt itself, for as long as it shows: the popup closes (its word about the payment
 * stays with the page) and does not open again over it.
 */
export function usePageIsLoginPrompt(): void {
  useEffect(() => {
    update({ loginPromptOpen: false, pageIsLoginPrompt: true });
    return () => update({ pageIsLoginPrompt: false });
  }, []);
}
/** A new session: a payment refused in the previous one is no longer news. */
export const forgetRefusedPayment = () => update({ nothingCharged: false });
export const showErrorPopup = (title: string, messages: string[], reference?: string) =>
  update({ popup: { title, messages, reference } });
export const closeErrorPopup = () => update({ popup: null });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => problems;

export function useApiProblems(): ApiProblems {
  // A page the server draws starts without problems, as the browser does (the same snapshot serves both).
  return useSyncExternalStore(subscribe, current, current);
}

/** Closes a page's own modal when the login prompt opens, so the prompt is the one thing to answer. */
export function useCloseOnLoginPrompt(close: () => void): void {
  const { loginPromptOpen } = useApiProblems();
  useEffect(() => {
    if (loginPromptOpen) close();
  }, [loginPromptOpen, close]);
}
