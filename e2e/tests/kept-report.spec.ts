import { expect, type Response } from '@playwright/test';
import { apiToken, buyReportByApi, consoleErrors, demo, logInWithToken, test, untilHydrated } from './support.ts';

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

test('a kept report differs for two viewers, works, and a repeat visit is answered 304', async ({
  page,
  browser,
  request,
}) => {
  const dealerToken = await apiToken(page.request, demo.company.email, demo.company.password);
  // Logging in sets the login cookie in the jar that asked: the other viewer's token comes from a jar of its own. The
  // other viewer is an administrator, who reads any report (another account may not read the dealer's).
  const otherToken = await apiToken(request, demo.admin.email, demo.admin.password);
  const { Unikey } = await buyReportByApi(page.request, { authorization: `Bearer ${dealerToken}` }, 'BMK8821');
  const reportPath = `/check/check/${Unikey}`;

  await logInWithToken(page, dealerToken);
  const errors = consoleErrors(page);
  await page.goto(reportPath);
  const kept = await page.goto(reportPath);
  expect(await sentAsKept(kept), 'the second visit is sent as kept').toBe(true);
  await expect(page.getByText('3 accident claims recorded on this vehicle')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(`Hi, ${demo.company.name}`);
  // The kept page's scripts run (its inline ones wrote the router's state) and the app takes it over.
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
  await untilHydrated(page);
  expect(errors, 'no console errors (a refused script or a hydration mismatch is one)').toEqual([]);

  // Another viewer in a browser of its own, the same report.
  const other = await browser.newContext();
  const reportUrl = new URL(reportPath, page.url()).href;
  await other.addCookies([
    { name: 'Authorization', value: encodeURIComponent(`Bearer ${otherToken}`), url: reportUrl },
  ]);
  await other.request.get(reportUrl);
  const othersKept = await other.request.get(reportUrl);
  expect((othersKept.headers()['content-security-policy'] ?? '').includes("'sha256-"), 'sent as kept').toBe(true);
  const othersHtml = await othersKept.text();
  expect(othersHtml, 'the other viewer’s own header').toContain(`Hi, ${demo.admin.name}`);
  expect(othersHtml, 'nothing of the dealer').not.toContain(demo.company.name);
  expect(othersHtml, 'the same report').toContain('3 accident claims recorded on this vehicle');
  await other.close();

  // The browser holds the dealer's page with its ETag: it asks with it when the page is opened again, and shows it.
  const asked: Record<string, string>[] = [];
  page.on('request', async (request) => {
    if (new URL(request.url()).pathname === reportPath) asked.push(await request.allHeaders());
  });
  await page.goto(reportPath);
  const etag = asked.at(-1)?.['if-none-match'] ?? '';
  expect(etag, 'the browser asks with the ETag it holds').toMatch(/^"[\w-]+"$/);
  await expect(page.getByRole('banner')).toContainText(`Hi, ${demo.company.name}`);
  // The server answers that question 304 without a body (Chromium reports the page it showed from its cache as 200).
  const repeat = await page.request.get(reportPath, { headers: { 'if-none-match': etag }, maxRedirects: 0 });
  expect(repeat.status(), 'answered 304').toBe(304);
  expect((await repeat.body()).length).toBe(0);
});
