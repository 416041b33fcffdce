import { expect, type Page, type Response } from '@playwright/test';
import { apiToken, buyReportByApi, demo, logInWithToken, test, untilHydrated } from './support.ts';

/**
 * A paid report's page is drawn once for each viewer and kept by the server (REPORT_PAGE_CACHE_BYTES): the kept page
 * is each viewer's own, runs its scripts (allowed by their hashes: it carries no nonce), and a browser that holds it
 * already is answered 304.
 */

/** Whether the server sent the page as kept: its policy allows the scripts by their hashes, not by a nonce. */
async function sentAsKept(response: Response | null) {
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  return policy.includes("'sha256-") && !policy.includes("'nonce-");
}

/** The console errors of the page from now on (a script the policy refused, a hydration mismatch). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a kept report differs for two viewers, works, and a repeat visit is answered 304', async ({ page, browser }) => {
  const dealerToken = await apiToken(page.request, demo.company.email, demo.company.password);
  const { Unikey } = await buyReportByApi(page.request, { authorization: `Bearer ${dealerToken}` }, 'BMK8821');
  const reportPath = `/check/check/${Unikey}`;

  await logInWithToken(page, dealerToken);
  const errors = consoleErrors(page);
  await page.goto(reportPath);
  const kept = await page.goto(reportPath);
  expect(await sentAsKept(kept), 'the second visit is sent as kept').toBe(true);
  await expect(page.getByText('3 accident claims recorded on this vehicle')).toBeVisible();
  await expect(page.getByText(`Hi, ${demo.company.name}`)).toBeVisible();
  // The kept page's scripts run (its inline ones wrote the router's state) and the app takes it over.
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
  await untilHydrated(page);
  expect(errors, 'no console errors (a refused script or a hydration mismatch is one)').toEqual([]);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.context().addCookies([
    {
      name: 'Authorization',
      value: encodeURIComponent(
        `Bearer ${await apiToken(page.request, demo.individual.email, demo.individual.password)}`,
      ),
      url: page.url(),
    },
  ]);
  await otherPage.goto(reportPath);
  const othersKept = await otherPage.goto(reportPath);
  expect(await sentAsKept(othersKept)).toBe(true);
  const othersHtml = (await othersKept?.text()) ?? '';
  expect(othersHtml, 'the other viewer’s own header').toContain(`Hi, ${demo.individual.name}`);
  expect(othersHtml, 'nothing of the dealer').not.toContain(demo.company.name);
  await other.close();

  // The browser holds the dealer's page with its ETag: asking again, it is answered 304 and shows what it holds.
  const asked: Record<string, string>[] = [];
  page.on('request', async (request) => {
    if (new URL(request.url()).pathname === reportPath) asked.push(await request.allHeaders());
  });
  const answered: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === reportPath) answered.push(response.status());
  });
  await page.goto(reportPath);
  expect(asked.at(-1)?.['if-none-match'], 'the browser asks with the ETag it holds').toMatch(/^"[\w-]+"$/);
  expect(answered.at(-1), 'answered 304').toBe(304);
  await expect(page.getByText(`Hi, ${demo.company.name}`)).toBeVisible();
});
