import { expect } from '@playwright/test';
import { apiToken, buyReportByApi, consoleErrors, demo, logInAs, logInWithToken, test } from './support.ts';

/**
 * Pages as a browser meets them first: drawn by the server, then taken over by the app (hydrated). The page must work
 * from the moment it is loaded, without waiting for the network to go quiet, and the app must take over what the
 * server drew without redrawing it (a mismatch is a console error).
 */

test('on a desktop, a reloaded checklist is drawn by the server and its side menu leads on', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInAs(page, demo.company);
  const errors = consoleErrors(page);
  const response = await page.reload();
  const drawn = (await response?.text()) ?? '';
  expect(drawn, 'the server drew the dealer’s checklist').toContain(`Hi, ${demo.company.name}`);
  expect(drawn, 'and all of it').not.toContain('mantine-Loader-root');

  const menu = page.locator('.mantine-AppShell-navbar');
  await menu.getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/transactions$/);
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  expect(errors, 'no console errors (a hydration mismatch is one)').toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a report opened from its link, and its menu (the burger) leads on', async ({ page, request }) => {
    const token = await apiToken(request, demo.company.email, demo.company.password);
    const { Unikey } = await buyReportByApi(request, { authorization: `Bearer ${token}` }, 'BMK8821');
    const errors = consoleErrors(page);
    // The dealer's phone, logged in, opens the link (the report's address opens for its owner only).
    await logInWithToken(page, token);
    await page.goto(`/check/check/${Unikey}`);
    await expect(page.getByText('3 accident claims recorded on this vehicle')).toBeVisible();

    await page.getByRole('button', { name: 'Toggle navigation' }).tap();
    const menu = page.locator('.mantine-AppShell-navbar');
    await expect(menu).toBeVisible();
    // The owner's menu, which leads to their own pages.
    await menu.getByRole('link', { name: 'Watchlist', exact: true }).tap();
    await expect(page).toHaveURL(/\/account\/watchlist$/);
    await expect(menu, 'the drawer closes behind the link').toBeHidden();
    expect(errors, 'no console errors (a hydration mismatch is one)').toEqual([]);
  });

  test('the first tap on a freshly loaded login page logs in', async ({ page }) => {
    // page.goto waits until React holds the page (support.ts), which it takes over by itself: no tap starts the app,
    // nothing typed or tapped is replayed, and the first tap is answered.
    await page.goto('/account/login');
    await page.getByLabel('Email').fill(demo.company.email);
    await page.getByLabel(/^Password/).fill(demo.company.password);
    await page.getByRole('button', { name: 'Login', exact: true }).tap();
    await expect(page).toHaveURL(/\/check\/checklist$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(page.url(), 'the password never travels in the address').not.toMatch(/password/i);
  });

  test('the first tap on Search of a freshly loaded checklist asks for the payment', async ({ page, request }) => {
    await logInWithToken(page, await apiToken(request, demo.company.email, demo.company.password));
    await page.goto('/check/checklist');
    await page.getByLabel('Vehicle Number', { exact: true }).fill('WXY 1234');
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    // The payment, or (when another journey bought this plate for the dealer already) the report it holds.
    await expect(page.getByRole('dialog', { name: /^(Make Payment|You already have this report)$/ })).toBeVisible();
  });
});
