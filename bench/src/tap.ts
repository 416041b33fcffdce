/**
 * The Search tap of `npm run bench:web`: on a phone as Lighthouse's mobile preset throttles one (4× slower CPU,
 * 150 ms round trips, 1.6 Mbps down), a logged-in dealer opens the checklist (drawn by the server), types a plate and
 * taps Search; the time from the tap to the Make Payment dialog on screen.
 */
import type { Browser } from 'playwright-core';

export const TAP_TARGET_MS = 1_000;

/** Lighthouse's mobile preset (its "simulated" throttling figures, applied here by Chromium itself). */
export const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};
export const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

const DIALOG_TITLE = 'Make Payment';

/** What the watch below uses of the page's globals (the bench is typed for Node, without the DOM's types). */
interface PageGlobals {
  document: {
    querySelectorAll(selector: string): Iterable<{
      textContent: string | null;
      getBoundingClientRect(): { height: number };
    }>;
  };
  addEventListener(
    type: 'pointerdown',
    listener: (event: { timeStamp: number }) => void,
    options: { capture: boolean; once: boolean },
  ): void;
  requestAnimationFrame(callback: (now: number) => void): number;
  tapToDialog?: Promise<number>;
}

/**
 * In the page: from the tap's pointerdown (its own time stamp) to the first frame in which the dialog's title has a
 * box, measured on the page's clock so that nothing of Playwright's own round trips is counted.
 */
function watchTap(title: string) {
  const page = globalThis as unknown as PageGlobals;
  page.tapToDialog = new Promise((resolve) => {
    const shown = () =>
      [...page.document.querySelectorAll('[role="dialog"]')].some(
        (dialog) => dialog.textContent?.includes(title) && dialog.getBoundingClientRect().height > 0,
      );
    page.addEventListener(
      'pointerdown',
      (event) => {
        const look = (now: number) => (shown() ? resolve(now - event.timeStamp) : page.requestAnimationFrame(look));
        page.requestAnimationFrame(look);
      },
      { capture: true, once: true },
    );
  });
}

/** One tap in a fresh browser profile (nothing cached): ms from the tap to the dialog. */
async function oneTap(browser: Browser, origin: string, cookie: string) {
  const context = await browser.newContext(phone);
  try {
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value.join('='), url: origin }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}/check/checklist`, { waitUntil: 'networkidle' });
    // Exact: the scan button beside the field is named "Scan the vehicle number with the camera".
    await page.getByLabel('Vehicle Number', { exact: true }).pressSequentially('BMK8821');
    await page.evaluate(watchTap, DIALOG_TITLE);
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    return Math.round(await page.evaluate(() => (globalThis as unknown as PageGlobals).tapToDialog ?? -1));
  } finally {
    await context.close();
  }
}

/** `runs` taps, each on a freshly opened page; their times in ms. */
export async function tapToPaymentDialog(browser: Browser, origin: string, cookie: string, runs: number) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(await oneTap(browser, origin, cookie));
  return times;
}
