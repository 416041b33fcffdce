import { expect, type Page } from '@playwright/test';
import {
  agreeAndPay,
  demo,
  headerCredit,
  logInReadingCredit,
  payAtGatewayToReport,
  payPerSearch,
  test,
} from './support.ts';

const guest = { email: 'guest.buyer@example.com', mobile: '019-876 5432' };

/** A guest at a dealer's checkout link, up to the sandbox gateway's page. */
async function guestCheckout(page: Page, plate: string) {
  await page.goto('/checkout/DEALER01');
  await expect(page.getByRole('link', { name: 'Login with your account instead' })).toHaveAttribute(
    'href',
    /^\/account\/login/,
  );
  await expect(page.getByRole('link', { name: 'Register a new account' })).toHaveAttribute(
    'href',
    '/account/register?refcode=DEALER01',
  );
  await page.getByLabel('Vehicle Number', { exact: true }).fill(plate);
  await page.getByRole('button', { name: 'Search' }).click();
  const payment = page.getByRole('dialog', { name: 'Make Payment' });
  await expect(payment.getByRole('radio')).toHaveCount(1);
  // The sheet pays nothing until the guest gives an e-mail and a mobile number.
  await agreeAndPay(payment, /^Pay RM \d+\.\d\d$/);
  await expect(payment.getByLabel('E-mail')).toHaveAccessibleDescription(/Please enter Email and Mobile No/);
  await expect(payment.getByLabel('Mobile No')).toHaveAccessibleDescription(/Please enter Email and Mobile No/);
  await expect(page).toHaveURL(/\/checkout\/DEALER01$/);
  await payPerSearch(page, guest);
}

test('a user buys credit through the sandbox gateway, sees the new balance, and spends it on a search', async ({
  page,
}) => {
  const before = await logInReadingCredit(page, demo.individual);

  await page.goto('/account/credittopup');
  await expect(page.getByLabel('Name')).toHaveValue(demo.individual.name);
  await expect(page.getByLabel('E-mail')).toHaveValue(demo.individual.email);
  const buyerPack = page.getByRole('radio', { name: /Buyer pack — 5 credits — RM 100\.00/ });
  await expect(buyerPack, 'what a check costs from this package').toContainText('RM 20.00 a check');
  await expect(
    page.getByRole('radio', { name: /Single check — 1 credit —/ }),
    'one check: its price says it',
  ).not.toContainText('a check');
  await buyerPack.check();
  await page.getByLabel('Phone').fill('');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('Phone').fill('012-345 6789');
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await expect(page.getByText('RM 100.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/payment\/paymentdone\?id=/);
  await expect(page.getByRole('heading', { name: 'Payment Completed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Top Up Again' })).toBeVisible();
  await expect.poll(() => headerCredit(page)).toBe(before + 5);

  await page.getByRole('main').getByRole('link', { name: 'Check Vehicle' }).click();
  await page.getByLabel('Vehicle Number', { exact: true }).fill('WXY 1234');
  await page.getByRole('button', { name: 'Search' }).click();
  await agreeAndPay(page.getByRole('dialog', { name: 'Make Payment' }), 'Use 1 Credit');
  await expect(page).toHaveURL(/\/check\/check\/[\w-]+$/);
  await expect.poll(() => headerCredit(page)).toBe(before + 4);
});

test('a guest pays per search through a dealer checkout link and opens the report', async ({ page }) => {
  await guestCheckout(page, 'JQP 4455');
  await payAtGatewayToReport(page);
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('JQP 4455');
});

test('a failed payment shows Payment Failed with Try Again', async ({ page }) => {
  await guestCheckout(page, 'BMK 8821');
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/checkout\/DEALER01$/);
  await expect(page.getByRole('link', { name: 'Login with your account instead' })).toHaveAttribute(
    'href',
    /^\/account\/login/,
  );
  // What the guest typed comes back: paying again is one Search away, the sheet holding the e-mail and mobile number.
  await expect(page.getByLabel('Vehicle Number', { exact: true })).toHaveValue('BMK 8821');
  await page.getByRole('button', { name: 'Search' }).click();
  const payment = page.getByRole('dialog', { name: 'Make Payment' });
  await expect(payment.getByLabel('E-mail')).toHaveValue(guest.email);
  await expect(payment.getByLabel('Mobile No')).toHaveValue(/^019.?876.?5432$/);
});

test('on a phone, a guest sees VEHICLE NOT FOUND without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/checkout/DEALER01');
  await page.getByLabel('Vehicle Number', { exact: true }).fill('ZZZ 9999');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('VEHICLE NOT FOUND')).toBeInViewport();
});
