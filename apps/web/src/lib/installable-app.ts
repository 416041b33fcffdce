/**
 * The installed app's pieces the pages and the build share (apps/web/pwa/installable.ts makes the files): where the
 * manifest and the service worker are, the bar's colour, and the cache of the reports opened on this device.
 */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const SERVICE_WORKER_PATH = '/sw.js';
/** The logo's blue (public/favicon.svg): the installed app's bar. */
export const THEME_COLOUR = '#0a6f8f';

/** The service worker keeps the reports opened here for reading offline: one person's reports, never the next one's. */
export const REPORT_CACHE = 'reports';

/**
 * The camera scan's reader (the text-recognition engine, its language data, the barcode reader's wasm): built under
 * this prefix (vite.config.ts), never precached, fetched when a scan first needs it and kept in this cache, where the
 * service worker answers the reader's own requests from.
 */
export const SCAN_READER_PREFIX = '/assets/ocr-';
export const SCAN_READER_CACHE = 'scan-reader';
/** The app's other built files, kept as pages use them (only the app shell is precached). */
export const ASSET_CACHE = 'assets';

/** Empties the report cache: someone logged out, or in (perhaps someone else). */
export async function forgetOfflineReports(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(REPORT_CACHE);
}

/** The built app's service worker, once the page has loaded (it precaches the app shell: not before the page). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // A browser that refuses it (a private window, say) runs the portal as before, online only.
  const register = () => navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  // The app's scripts are imported by the page, so it may have finished loading before they run.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', register, { once: true });
}
