import { expect, type Page } from '@playwright/test';
import { fillLogin, newVerifiedAccount, test, untilHydrated } from './support.ts';

const password = 'Bahasa#2026';

async function chooseInHeader(page: Page, language: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /(Language|Bahasa|语言):/ })
    .click();
  await page.getByRole('menuitem', { name: language }).click();
}

test.describe('a Malay browser', () => {
  test.use({ locale: 'ms-MY' });

  test('starts in Malay, switches to Chinese and back to English, and keeps the choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log Masuk' })).toBeVisible();

    await chooseInHeader(page, '中文');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.locator('footer').getByText('隐私政策')).toBeVisible();

    await page.locator('footer').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('footer').getByText('Privacy Policy')).toBeVisible();
  });
});

test('an account keeps its language on another browser', async ({ page, browser, request }) => {
  const email = await newVerifiedAccount(request, { name: 'Siti Aminah', password });
  await page.goto('/account/login');
  await fillLogin(page, email, password);
  await expect(page.getByText('Hi, Siti Aminah').first()).toBeVisible();
  await chooseInHeader(page, 'Bahasa Melayu');
  await expect(page.getByText('Hai, Siti Aminah').first()).toBeVisible();

  // Another browser, in English and without the cookie: the account's Malay wins once logged in.
  const elsewhere = await browser.newContext({ locale: 'en-GB' });
  const second = await elsewhere.newPage();
  await second.goto('/account/login');
  await expect(second.locator('html')).toHaveAttribute('lang', 'en');
  await fillLogin(second, email, password);
  await expect(second.getByText('Hai, Siti Aminah').first()).toBeVisible();
  await expect(second.locator('html')).toHaveAttribute('lang', 'ms');
  await elsewhere.close();
});

test('on a phone, choosing a language in the drawer closes it, and the page shows in that language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  // The drawer is the side bar of a phone, its state told by the screen's width (AppLayout.tsx).
  const drawer = page.locator('.app-navbar');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Bahasa Melayu' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});
