import { expect } from '@playwright/test';
import { messages } from '../../packages/contract/src/messages.ts';
import { demo, fillLogin, newVerifiedAccount, openNewestMail, test } from './support.ts';

test('register, read the verification mail, verify, login, see the greeting, logout', async ({ page }) => {
  const email = `hafiz.${Date.now()}@example.my`;
  await page.goto('/account/register');
  await page.getByLabel('Name').fill('Hafiz Rahman');
  await page.getByLabel('Mobile').fill('0198765432');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Kereta#2026');
  await page.getByLabel('Confirm Password').fill('Kereta#2026');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(messages.registered)).toBeVisible();

  await openNewestMail(page, email, 'Verify your CarSemak account');
  await page.getByRole('link', { name: 'Verify my account' }).click();
  await expect(page).toHaveURL(/\/account\/verification\?/);
  await expect(page.getByText(messages.verified)).toBeVisible();

  await page.goto('/account/login');
  await fillLogin(page, email, 'Kereta#2026');
  await expect(page).toHaveURL(/\/check\/checklist$/);
  await expect(page.getByText('Hi, Hafiz Rahman').first()).toBeVisible();

  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('link', { name: 'Logout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/account\/login/);
  await expect(page.getByText('Hi, Hafiz Rahman')).toHaveCount(0);
});

test('a wrong password shows the specification message', async ({ page }) => {
  await page.goto('/account/login');
  await fillLogin(page, demo.individual.email, 'Wrong#2026');
  await expect(page.getByText(messages.loginFailedTitle)).toBeVisible();
  await expect(page.getByText(messages.loginFailedText)).toBeVisible();
});

test('forgot password, reset through the mailed link, login with the new password', async ({ page, request }) => {
  // An account of its own: the demo dealer keeps its password for the other journeys.
  const email = await newVerifiedAccount(request, { name: 'Farid Ismail', password: 'Lama#2026' });
  await page.goto('/account/forgotpassword');
  await expect(page.getByText(messages.resetInstruction)).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(messages.resetEmailSent)).toBeVisible();

  await openNewestMail(page, email, 'Reset your CarSemak password');
  await page.getByRole('link', { name: 'Reset my password' }).click();
  await expect(page).toHaveURL(/\/account\/resetpassword\?/);
  await page.getByLabel(/^Password/).fill('Baharu#2026');
  await page.getByLabel('Confirm Password').fill('Baharu#2027');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(messages.passwordNotMatched)).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Baharu#2026');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(messages.passwordResetDone)).toBeVisible();

  await page.goto('/account/login');
  await fillLogin(page, email, 'Baharu#2026');
  await expect(page).toHaveURL(/\/check\/checklist$/);
  await expect(page.getByText('Hi, Farid Ismail').first()).toBeVisible();
});

test('a guarded page prompts to log in and returns to it afterwards', async ({ page }) => {
  await page.goto('/payment/transactions?transactionType=2');
  await expect(page.getByText(messages.unauthorisedTitle)).toBeVisible();
  await page.getByRole('link', { name: 'Login', exact: true }).last().click();
  await expect(page).toHaveURL(/returnUrl=/);
  await fillLogin(page, demo.individual.email, demo.individual.password);
  await expect(page).toHaveURL(/\/payment\/transactions\?transactionType=2$/);
});

test('a browser whose session has ended opens the checklist as the login prompt, and logs in back to it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'Authorization', value: 'Bearer%20ended-session', url: baseURL ?? '' }]);
  await page.goto('/check/checklist');
  await expect(page.getByText(messages.unauthorisedTitle)).toBeVisible();
  await page.getByRole('link', { name: 'Login', exact: true }).last().click();
  await fillLogin(page, demo.individual.email, demo.individual.password);
  await expect(page).toHaveURL(/\/check\/checklist$/);
  await expect(page.getByRole('heading', { name: 'History', exact: true })).toBeVisible();
});

test('an administrator lands on the dashboard and sees the Admin menu, a user does not', async ({ page }) => {
  await page.goto('/account/login');
  await fillLogin(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByText('Accounts').first()).toBeVisible();
  await expect(page.getByText('ISMABI Upload').first()).toBeVisible();
});

test.describe('a Malay reader on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    locale: 'ms-MY',
    extraHTTPHeaders: { 'Accept-Language': 'ms-MY,ms;q=0.9' },
  });

  test('reads the landing, login, register and forgot-password pages in Malay', async ({ page }) => {
    await page.goto('/Home');
    await expect(
      page.getByRole('heading', { name: 'Ketahui sejarah kemalangan kereta terpakai sebelum anda membeli' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kandungan laporan' })).toBeVisible();

    await page.goto('/account/login');
    await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
    await expect(page.getByLabel('E-mel')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lupa kata laluan?' })).toBeVisible();

    await page.goto('/account/register');
    await page.getByText('Syarikat', { exact: true }).click();
    await expect(page.getByLabel('Nama Syarikat')).toBeVisible();
    await expect(page.getByLabel('Sahkan Kata Laluan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Daftar' })).toBeVisible();

    await page.goto('/account/forgotpassword');
    await expect(page.getByRole('heading', { name: 'Lupa Kata Laluan' })).toBeVisible();
    await expect(page.getByText(messages.resetInstruction)).toHaveCount(0);
  });
});

test('a Chinese reader reads the terms in Chinese, the support address a link', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'zh', url: baseURL ?? '' }]);
  await page.goto('/notices/termcondition');
  await expect(page.getByRole('heading', { name: '服务条款', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '4. 查无记录与退款' })).toBeVisible();
  await expect(page.getByRole('link', { name: '关于我们' }).first()).toBeVisible();
  await expect(page.getByText('Terms of Service', { exact: true })).toHaveCount(0);
});
