import { createContext, useContext } from 'react';

/** This site's address as the browser asking for the page sees it (set by the entries: the server's, the browser's). */
export const SiteOrigin = createContext('');

export const useSiteOrigin = () => useContext(SiteOrigin);

/** The nonce the server's content security policy lets this page's inline scripts run by (none in the browser). */
export const ScriptNonce = createContext<string | undefined>(undefined);

export const useScriptNonce = () => useContext(ScriptNonce);

/** The styles the server writes into the document (none in the browser, which keeps those it was sent). */
export const InlineStyles = createContext('');

export const useInlineStyles = () => useContext(InlineStyles);
