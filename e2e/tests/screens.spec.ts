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

test('Back to top appears once a long page is scrolled down, and takes the reader back up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/notices/privacypolicy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toHaveCount(0);
  await page.mouse.wheel(0, 2_000);
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);
});

test('the login page on a phone loads no app code until it is used, and the first tap on the menu still opens it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const appCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/start-.*\.js$/.test(request.url())) appCode.push(request.url());
  });
  await page.goto('/account/login');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(appCode).toEqual([]);

  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
  expect(appCode).toHaveLength(1);
});

test('on a phone a report and the checklist arrive drawn for the dealer, with no app code until used; a search typed before the app starts goes through', async ({
  page,
}) => {
  const unikey = await dealerBuysShowcaseReport(page);
  await page.setViewportSize({ width: 390, height: 800 });
  const appCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/start-.*\.js$/.test(request.url())) appCode.push(request.url());
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto(`/check/check/${unikey}`);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle(/Vehicle Report BMK 8821/);
  await expect(page.getByText('3 accident claims recorded on this vehicle')).toBeVisible();
  await expect(page.getByTestId('verify-panel')).toContainText(/CHK\d{6}-\d{6}/);
  await expect(page.getByTestId('watch-panel')).toBeVisible();
  expect(appCode).toEqual([]);

  await page.goto('/check/checklist');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('list', { name: 'Search history' })).toContainText('BMK 8821');
  expect(appCode).toEqual([]);

  // Typed and sent before the app's code has arrived: the app takes the plate and sends the search once it starts.
  await page.getByLabel('Vehicle Number').fill('BMK 8821');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'You already have this report' })).toBeVisible();
  expect(appCode).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});
