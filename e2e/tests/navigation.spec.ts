import { expect, type Page } from '@playwright/test';
import { demo, fillLogin, test, untilHydrated } from './support.ts';

/**
 * On a desktop, every page the server draws (a reload, a bookmark) keeps its side menu working once the app has taken
 * it over: the server cannot know the screen's width, and what it drew must not leave the menu `inert`.
 */
const serverDrawn = {
  individual: ['/check/checklist', '/payment/transactions', '/account/watchlist', '/account/mydata', '/Home'],
  company: [
    '/check/checklist',
    '/payment/transactions',
    '/account/watchlist',
    '/account/apiaccess',
    '/account/mydata',
    '/Home',
  ],
  // An administrator's home is the dashboard, whose charts are drawn once their own code arrives.
  admin: ['/check/checklist', '/payment/transactions', '/account/watchlist', '/account/apiaccess', '/account/mydata'],
};

/** Logs in and waits for the landing page: the dashboard (/Home) for an administrator, the checklist for others. */
async function login(page: Page, account: { email: string; password: string }) {
  await page.goto('/account/login');
  await fillLogin(page, account.email, account.password);
  await expect(page).toHaveURL(account === demo.admin ? /\/Home$/ : /\/check\/checklist$/);
}

/** Opens the page as a bookmark does (drawn whole by the server, no loader in it), and waits until React holds it. */
async function openDrawnByServer(page: Page, path: string) {
  const response = await page.goto(path);
  expect(await response?.text(), `${path} is drawn by the server`).not.toContain('mantine-Loader-root');
  await untilHydrated(page);
}

/** The side menu takes focus and clicks: `menuItem` opens `to`. */
async function sideMenuWorks(page: Page, path: string, menuItem: string, to: RegExp) {
  await openDrawnByServer(page, path);
  const menu = page.locator('.mantine-AppShell-navbar');
  await expect(menu, `${path}: the side menu is usable`).not.toHaveAttribute('inert');
  await expect(menu).not.toHaveAttribute('aria-hidden');
  const link = menu.getByRole('link', { name: menuItem, exact: true });
  await link.focus();
  await expect(link).toBeFocused();
  await link.click();
  await expect(page).toHaveURL(to);
}

test('an individual reloads each page the server draws and uses the side menu', async ({ page }) => {
  await login(page, demo.individual);
  for (const path of serverDrawn.individual) {
    const next =
      path === '/payment/transactions'
        ? { item: 'Watchlist', to: /\/account\/watchlist$/ }
        : { item: 'Transactions', to: /\/payment\/transactions$/ };
    await sideMenuWorks(page, path, next.item, next.to);
  }
});

test('a dealer reloads each page the server draws and reaches Bulk checks from the side menu', async ({ page }) => {
  await login(page, demo.company);
  for (const path of serverDrawn.company) await sideMenuWorks(page, path, 'Bulk checks', /\/check\/bulk$/);
});

test('an administrator reloads each page the server draws and reaches an Admin screen', async ({ page }) => {
  await login(page, demo.admin);
  for (const path of serverDrawn.admin) await sideMenuWorks(page, path, 'Accounts', /\/setting\/users$/);
});

test('on a phone, the side menu drawn by the server is a closed drawer once the app holds the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, demo.company);
  await openDrawnByServer(page, '/check/checklist');
  const menu = page.locator('.mantine-AppShell-navbar');
  // Hidden (visibility: hidden, by the screen's width in CSS), so a closed drawer takes no Tab stops.
  await expect(menu, 'a closed drawer takes no Tab stops').toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Bulk checks', exact: true }).click();
  await expect(page).toHaveURL(/\/check\/bulk$/);
});
