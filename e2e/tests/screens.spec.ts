import { expect } from '@playwright/test';
import { dealerBuysShowcaseReport, demo, logInAs, test } from './support.ts';

const publicPages = [
  '/Home',
  '/account/login',
  '/account/register',
  '/aboutus/aboutus',
  '/contactus/contactus',
  '/notices/termcondition',
  '/page404',
];

for (const width of [390, 1280]) {
  test(`pages fit a ${width} px screen without sideways scrolling`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of publicPages) {
      await page.goto(path);
      await expect(page.locator('footer')).toContainText('All rights reserved');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${path.replaceAll('/', '_')}-${width}.png`), fullPage: true });
    }
    await logInAs(page, demo.individual);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`checklist-${width}.png`), fullPage: true });
  });
}

test('Back to top stays out of the text while the reader scrolls down, appears as they scroll back up, and takes them up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/notices/privacypolicy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toHaveCount(0);
  await page.mouse.wheel(0, 2_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
  await expect(backToTop).toHaveCount(0);
  await page.mouse.wheel(0, -300);
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);
});

test('the login page on a phone: the app takes it over by itself, and the first tap on the menu opens it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/account/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
});

test('on a phone a report and the checklist arrive drawn for the dealer, and a search goes through', async ({
  page,
}) => {
  const unikey = await dealerBuysShowcaseReport(page);
  await page.setViewportSize({ width: 390, height: 800 });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // What the server sends, before any script: the report and the history are in it.
  const report = await (await page.request.get(`/check/check/${unikey}`)).text();
  expect(report).toContain('3 accident claims recorded on this vehicle');
  const checklist = await (await page.request.get('/check/checklist')).text();
  expect(checklist).toContain('BMK 8821');

  await page.goto(`/check/check/${unikey}`);
  await expect(page).toHaveTitle(/Vehicle Report BMK 8821/);
  await expect(page.getByTestId('verify-panel')).toContainText(/CHK\d{6}-\d{6}/);
  await expect(page.getByTestId('watch-panel')).toBeVisible();

  await page.goto('/check/checklist');
  await expect(page.getByRole('list', { name: 'Search history' })).toContainText('BMK 8821');
  await page.getByLabel('Vehicle Number', { exact: true }).fill('BMK 8821');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'You already have this report' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
