import { type BrowserContext, expect, type Page } from '@playwright/test';
import { apiToken, demo, logInWithToken, test } from './support.ts';

/**
 * Pages are painted before their scripts load (apps/web/src/entry.server.tsx): on a phone whose CPU is four times
 * slower, a person acts on what is painted while the app is still starting, and nothing they do is lost.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A page's start on a CPU four times slower takes seconds; on a loaded machine many more. */
const SLOW_START = { timeout: 30_000 };

/**
 * A page of its own (not the journeys' `page`, which waits for React before going on) on a CPU four times slower,
 * opened and handed back as soon as the browser has the first of the page.
 */
async function slowPhonePage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
  return page;
}

/** Whether React holds the element yet (it carries React's own properties once hydrated). */
const hydrated = (page: Page, selector: string) =>
  page.evaluate(
    (found) => Object.keys(document.querySelector(found) ?? {}).some((key) => key.startsWith('__reactFiber')),
    selector,
  );

test('on a slow phone, Search tapped as soon as the checklist is painted asks for the payment', async ({
  page: journeyPage,
  context,
  request,
}) => {
  test.slow();
  await logInWithToken(journeyPage, await apiToken(request, demo.company.email, demo.company.password));
  const page = await slowPhonePage(context, '/check/checklist');
  const plate = page.getByLabel('Vehicle Number', { exact: true });
  await plate.fill('WXY 1234');
  const search = page.getByRole('button', { name: 'Search', exact: true });
  const before = !(await hydrated(page, 'form button[type="submit"]'));
  await search.tap();
  // The payment, or (when another journey bought this plate for the dealer already) the report it holds.
  await expect(page.getByRole('dialog', { name: /^(Make Payment|You already have this report)$/ })).toBeVisible(
    SLOW_START,
  );
  await expect(plate, 'what was typed before the app started is kept').toHaveValue('WXY 1234');
  test.info().annotations.push({ type: 'tapped', description: before ? 'before React took over' : 'after' });
});

interface ShiftWatch {
  shifts: number[];
}

test('the dashboard does not move when its charts are drawn', async ({ page: journeyPage, context, request }) => {
  test.slow();
  await logInWithToken(journeyPage, await apiToken(request, demo.admin.email, demo.admin.password));
  // Every layout shift the page makes from its first paint on, as the browser reports it.
  await context.addInitScript(() => {
    const watch: ShiftWatch = { shifts: [] };
    Object.assign(window, { shiftWatch: watch });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) watch.shifts.push(shift.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await slowPhonePage(context, '/Home');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(SLOW_START);
  const charts = [page.getByLabel('Checks per day'), page.getByLabel('Revenue per day (RM)')];
  for (const chart of charts) {
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg').first()).toBeVisible(SLOW_START);
  }
  const shifts = await page.evaluate(() => (window as unknown as { shiftWatch: ShiftWatch }).shiftWatch.shifts);
  expect(
    shifts.reduce((sum, shift) => sum + shift, 0),
    `the layout shifts: ${shifts.join(', ')}`,
  ).toBeLessThan(0.01);
});
