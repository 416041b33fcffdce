import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import {
  demo,
  fillLogin,
  headerCredit,
  logInAs,
  logOut,
  payAtGatewayToReport,
  payPerSearch,
  test,
  verificationPath,
} from './support.ts';

// Journeys of several screens, each photographed at two widths, on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

/** A new individual account, verified through the link of its mail; answers the verification link. */
async function registerVerified(request: APIRequestContext, email: string, name: string) {
  const registered = await request.post('/api/Account/Post', {
    data: {
      UserType: 'INDIVIDUAL',
      Username: name,
      Phone: '012-999 0000',
      Email: email,
      Password: 'Kereta#2026',
      ConfirmPassword: 'Kereta#2026',
      AcceptTerms: true,
    },
  });
  expect(registered.ok()).toBe(true);
  return verificationPath(request, email);
}

/** The changed screen at a phone's and a desktop's width, kept with the test's output to be looked at. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Polled: the layout takes a moment (the side bar's transition) to settle after the resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${name} at ${width}px scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** The walk-in guest's contact, typed in the Make Payment sheet. */
const walkIn = { email: 'walk.in@example.com', mobile: '019-222 3344' };

/** A guest searches at guest checkout: the Make Payment sheet offers pay per search alone. */
async function guestSearch(page: Page, plate: string) {
  await page.getByLabel('Vehicle Number', { exact: true }).fill(plate);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog', { name: 'Make Payment' }).getByRole('radio')).toHaveCount(1);
}

test('a guest finds guest checkout from the landing page, fails a payment, tries again with the same code and pays', async ({
  page,
}, testInfo) => {
  await page.goto('/Home');
  await shoot(page, testInfo, 'landing');
  // The landing page's box starts the check: guest checkout, with the default code, searches what was typed at once.
  await page.getByLabel('Registration or chassis number').fill('bmk8821');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/LFC01(\?|$)/);
  await expect(page.getByRole('link', { name: 'Register a new account' })).toHaveAttribute(
    'href',
    '/account/register?refcode=LFC01',
  );
  const payment = page.getByRole('dialog', { name: 'Make Payment' });
  await expect(payment.getByRole('radio')).toHaveCount(1);
  await expect(payment).toContainText('BMK 8821');
  await payPerSearch(page, walkIn);
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Payer' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Paid by' })).toHaveCount(0);
  await shoot(page, testInfo, 'payment-failed');

  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/checkout\/LFC01$/);
  await guestSearch(page, 'BMK 8821');
  await payPerSearch(page, walkIn);
  await payAtGatewayToReport(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BMK 8821');
});

test('the login page opens guest checkout, with the dealer code the visitor came with', async ({ page }, testInfo) => {
  await page.goto('/account/login?refcode=DEALER01');
  await expect(page.getByRole('link', { name: 'Check without an account' })).toHaveAttribute(
    'href',
    '/checkout/DEALER01',
  );
  await page.goto('/account/login');
  await shoot(page, testInfo, 'login');
  await page.getByRole('link', { name: 'Check without an account' }).click();
  await expect(page).toHaveURL(/\/checkout\/LFC01$/);
});

test('a returning buyer searches a vehicle it owns and opens the existing report without paying', async ({
  page,
  request,
}, testInfo) => {
  const email = `returning.${Date.now()}@example.my`;
  await page.goto(await registerVerified(request, email, 'Returning Buyer'));
  await expect(page.getByText('Account verified successfully, please login.')).toBeVisible();
  await logInAs(page, { email, password: 'Kereta#2026' });
  await page.getByLabel('Vehicle Number', { exact: true }).fill('WXY 1234');
  await page.getByRole('button', { name: 'Search' }).click();
  await payPerSearch(page);
  await payAtGatewayToReport(page);
  // The report bought, at its own address (without the payment that opened it).
  const bought = page.url().replace(/\?.*$/, '');
  const credit = await headerCredit(page);

  await page.goto('/check/checklist');
  await page.getByLabel('Vehicle Number', { exact: true }).fill('wxy1234');
  await page.getByRole('button', { name: 'Search' }).click();
  const owned = page.getByRole('dialog', { name: 'You already have this report' });
  await expect(owned).toContainText('WXY 1234');
  await expect(owned.getByRole('button', { name: 'Buy a fresh report' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Make Payment' })).toHaveCount(0);
  await shoot(page, testInfo, 'owned-report');
  await owned.getByRole('button', { name: 'View report' }).click();
  await expect(page).toHaveURL(bought);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('WXY 1234');
  expect(await headerCredit(page)).toBe(credit);

  // The History keeps one row for the vehicle, however many times it was searched.
  await page.goto('/check/checklist');
  await expect(page.getByRole('row').filter({ hasText: 'WXY 1234' })).toHaveCount(1);
});

test('a buyer with no credit lands on pay per search, told why credit is not offered', async ({
  page,
  request,
}, testInfo) => {
  const email = `zero.${Date.now()}@example.my`;
  const link = await registerVerified(request, email, 'Zero Credit');
  await page.goto(link);
  await expect(page.getByText('Account verified successfully, please login.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your account is already verified, please login.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  await shoot(page, testInfo, 'verified-twice');

  await logInAs(page, { email, password: 'Kereta#2026' });
  await page.getByLabel('Vehicle Number', { exact: true }).fill('JQP 4455');
  await page.getByRole('button', { name: 'Search' }).click();
  const payment = page.getByRole('dialog', { name: 'Make Payment' });
  await expect(payment.getByRole('radio', { name: /^Use 1 Credit now/ })).toBeDisabled();
  await expect(payment.getByRole('radio', { name: /Pay Per Search/ })).toBeChecked();
  await expect(payment).toContainText('your credit balance is 0 Credits');
  await expect(payment.getByRole('link', { name: 'Top Up' })).toHaveAttribute('href', '/account/credittopup');
  await shoot(page, testInfo, 'zero-credit');
  await payPerSearch(page);
});

test('a session ended in another tab leads cleanly to login and back to what was typed', async ({
  page,
  context,
}, testInfo) => {
  await logInAs(page, demo.individual);
  await headerCredit(page);

  const other = await context.newPage();
  await other.goto('/check/checklist');
  await logOut(other);
  await other.close();

  await page.getByLabel('Vehicle Number', { exact: true }).fill('JQP 4455');
  await page.getByRole('button', { name: 'Search' }).click();
  // The page turns into the login prompt: no Make Payment on top, no old credit in the header.
  await expect(page.getByRole('main').getByRole('heading', { name: 'Proceed to login?' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText(/^Credit: /)).toHaveCount(0);
  await shoot(page, testInfo, 'session-ended');
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=/);
  await fillLogin(page, demo.individual.email, demo.individual.password);
  await expect(page).toHaveURL(/\/check\/checklist\?vehicleNo=JQP/);
  await expect(page.getByLabel('Vehicle Number', { exact: true })).toHaveValue('JQP 4455');
  await headerCredit(page);
});

test('an administrator sees the refunds list, and the transactions statuses in full', async ({ page }, testInfo) => {
  await logInAs(page, demo.admin, /\/Home$/);
  await page.goto('/settings/refunds');
  await expect(page.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  await expect(page.getByText('No refund is due.')).toBeVisible();
  await shoot(page, testInfo, 'refunds');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/payment/transactions');
  const badge = page.locator('table').getByText('Completed', { exact: true }).first();
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await shoot(page, testInfo, 'transactions');
});

test('the collapsed phone menu takes no Tab stops on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/Home');
  const navbarLinks = page.locator('.mantine-AppShell-navbar a');
  await expect(navbarLinks.first()).toBeAttached();
  for (let stop = 0; stop < 12; stop += 1) {
    await page.keyboard.press('Tab');
    const inNavbar = await page.evaluate(() => document.activeElement?.closest('.mantine-AppShell-navbar') !== null);
    expect(inNavbar, `Tab stop ${stop + 1} is in the hidden menu`).toBe(false);
  }
});

test('a browser whose login cookie is gone logs in again from the login page', async ({ page }) => {
  await logInAs(page, demo.individual);
  // The cookie ends (it expired, or was cleared) while the browser still remembers who was logged in.
  await page.context().clearCookies();
  await logInAs(page, demo.individual);
  await expect(page.getByText(`Hi, ${demo.individual.name}`).first()).toBeVisible();
});
