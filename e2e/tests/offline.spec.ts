import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect } from '@playwright/test';
import sharp from 'sharp';
import { dealerBuysShowcaseReport, demo, logInAs, test, untilHydrated } from './support.ts';

// The journey of the installed app: its service worker runs here (the other journeys block it).
test.use({ serviceWorkers: 'allow' });

const reportHeading = '3 accident claims recorded on this vehicle';

test('an owned report opened once reads offline, another page shows the offline page, and online again the search works', async ({
  page,
  context,
}) => {
  const unikey = await dealerBuysShowcaseReport(page);
  await page.goto(`/check/check/${unikey}`);
  await expect(page.getByText(reportHeading)).toBeVisible();
  // The app installs its worker once the page has loaded; from then on the reports opened are kept for offline.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByText(reportHeading)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await untilHydrated(page);
  await expect(page.getByText(reportHeading)).toBeVisible();
  await expect(page.getByText('BMK 8821').first()).toBeVisible();

  // A page never opened here cannot be drawn without the network: the offline page says so.
  await page.goto('/check/checklist');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // Back online, the page reloads by itself into the search, which works again.
  await context.setOffline(false);
  await expect(page.getByLabel('Vehicle Number', { exact: true })).toBeVisible();
  await untilHydrated(page);
  await page.getByLabel('Vehicle Number', { exact: true }).fill('ZZZ9999');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('VEHICLE NOT FOUND')).toBeVisible();
});

test('a session that ends without logout leaves its reports to no one: the next person reads none of them offline', async ({
  page,
  context,
}) => {
  const unikey = await dealerBuysShowcaseReport(page);
  await page.goto(`/check/check/${unikey}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(reportHeading), 'the dealer reads the report offline').toBeVisible();
  await context.setOffline(false);

  // The dealer's login cookie runs out (as at the end of its life); nobody presses Logout.
  await context.clearCookies({ name: 'Authorization' });
  // The next person opens the portal, logged out, and goes offline before logging in.
  await page.goto('/account/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => caches.has('reports')), 'the reports kept offline are forgotten')
    .toBe(false);
  await context.setOffline(true);
  await page.goto(`/check/check/${unikey}`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText(reportHeading)).toHaveCount(0);
  // Back online the offline page reloads itself; a navigation started before that reload would be cut short by it.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await page.waitForLoadState('load');

  // Logged in as themself, then offline: still not the dealer's report.
  await logInAs(page, demo.individual);
  await context.setOffline(true);
  await page.goto(`/check/check/${unikey}`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText(reportHeading)).toHaveCount(0);
  await context.setOffline(false);
});

test('the offline page speaks the language the reader chose', async ({ page, context }) => {
  await page.goto('/account/login');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const url = test.info().project.use.baseURL ?? '';
  await context.addCookies([{ name: 'lang', value: 'ms', url }]);
  await context.setOffline(true);
  await page.goto('/aboutus/aboutus');
  await expect(page.getByRole('heading', { name: 'Anda di luar talian' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await context.setOffline(false);
});

test('the app is installable: its manifest, icons and service worker as Chrome checks them', async ({ page }) => {
  await page.goto('/account/login');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestUrl ?? '')).json();
  expect(manifest).toMatchObject({ name: 'CarSemak', display: 'standalone', start_url: '/check/checklist' });
  const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
    // The shield shows: the logo's blue in the middle of a white ground, the launcher's mask (maskable) included.
    const { data, info } = await sharp(await answer.body())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(2, 2), `${icon.src}: white ground`).toEqual([255, 255, 255]);
    const [red = 0, , blue = 0] = pixel(Math.round(info.width / 2), Math.round(info.height * 0.3));
    expect(blue - red, `${icon.src}: the blue shield`).toBeGreaterThan(80);
  }
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // Chrome's own verdict (what Lighthouse's PWA audit, gone since Lighthouse 12, asked it), in a browser profile of
  // its own: Chrome installs nothing from the private windows Playwright's contexts are.
  const { baseURL, launchOptions } = test.info().project.use;
  const profile = await mkdtemp(path.join(tmpdir(), 'portal-install-'));
  const browser = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const phone = browser.pages()[0] ?? (await browser.newPage());
    await phone.goto('/account/login');
    await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const devTools = await browser.newCDPSession(phone);
    const { installabilityErrors } = await devTools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
});
