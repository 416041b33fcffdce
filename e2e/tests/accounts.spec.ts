import { expect } from '@playwright/test';
import { codeSentences } from '../../packages/contract/src/errors/texts/en.ts';
import { withDemoKey } from './demo-key.ts';
import { messages } from './messages.ts';
import {
  demo,
  fillLogin,
  logInAs,
  logOut,
  newVerifiedAccount,
  openNewestMail,
  test,
  untilHydrated,
} from './support.ts';

test('register, read the verification mail, verify, login, see the greeting, logout', async ({ page }) => {
  test.slow(); // the verification mail is sent again, which the server allows once a minute
  const email = `hafiz.${Date.now()}@example.my`;
  await page.goto('/account/register');
  await page.getByLabel('Name').fill('Hafiz Rahman');
  await page.getByLabel('Mobile').fill('0198765432');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Kereta#2026');
  await page.getByLabel('Confirm Password').fill('Kereta#2026');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(codeSentences.TERMS_NOT_ACCEPTED)).toBeVisible();
  await expect(page.locator('form').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/notices/termcondition',
  );
  await expect(page.locator('form').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/notices/privacypolicy',
  );
  await page.getByRole('checkbox', { name: /I have read and agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We have sent a verification link to ${email}.`)).toBeVisible();

  const resend = page.getByRole('button', { name: 'Resend verification email' });
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await expect(resend).toBeEnabled({ timeout: 75_000 });
  await resend.click();
  await expect(page.getByRole('status')).toHaveText(messages.verificationEmailResent);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(withDemoKey('/dev/mail.json', { to: email }))).json()) as unknown[]).length,
    )
    .toBe(2);

  await openNewestMail(page, email, 'Verify your CarSemak account');
  await page.getByRole('link', { name: 'Verify my account' }).click();
  await expect(page).toHaveURL(/\/account\/verification\?/);
  await expect(page.getByText(messages.verified)).toBeVisible();

  await logInAs(page, { email, password: 'Kereta#2026' });
  await expect(page.getByText('Hi, Hafiz Rahman').first()).toBeVisible();

  await logOut(page);
  await expect(page.getByText('Hi, Hafiz Rahman')).toHaveCount(0);
});

test('a 21-character password is kept whole and refused with the rule, never cut', async ({ page }) => {
  await page.goto('/account/register');
  const password = page.getByLabel(/^Password/);
  await password.fill('Kereta#2026abcdefghij');
  await expect(password).toHaveValue('Kereta#2026abcdefghij');
  await expect(page.getByText(messages.passwordTooLong)).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Kereta#2026abcdefghij');
  await expect(page.getByLabel('Confirm Password')).toHaveValue('Kereta#2026abcdefghij');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(messages.passwordTooLong)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
});

test('a throttled login offers a mailed login link, which logs in once and makes the browser a known one', async ({
  page,
  request,
}) => {
  const email = await newVerifiedAccount(request, { name: 'Nadia Omar', password: 'Betul#2026' });
  await page.goto('/account/login');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await fillLogin(page, email, 'Salah#2026');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  }
  await expect(page.getByText(messages.tooManyLoginAttempts)).toBeVisible();
  await page.getByRole('button', { name: 'Email me a login link' }).click();
  await expect(page.getByRole('status')).toContainText('a login link has been emailed');

  await openNewestMail(page, email, 'Your CarSemak login link');
  await page.getByRole('link', { name: 'Log me in' }).click();
  await expect(page).toHaveURL(/\/account\/loginlink\?/);
  await untilHydrated(page);
  await expect(page.getByText(`Log in as ${email} on this device.`)).toBeVisible();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/check\/checklist$/);
  await expect(page.getByText('Hi, Nadia Omar').first()).toBeVisible();
  const device = (await page.context().cookies()).find((cookie) => cookie.name === 'device');
  expect(device?.httpOnly).toBe(true);
  expect(device?.sameSite).toBe('Strict');
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
  await untilHydrated(page);
  await page.getByLabel(/^Password/).fill('Baharu#2026');
  await page.getByLabel('Confirm Password').fill('Baharu#2027');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(messages.passwordNotMatched)).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Baharu#2026');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(messages.passwordResetDone)).toBeVisible();

  await logInAs(page, { email, password: 'Baharu#2026' });
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

test('the login is out of scripts’ reach, and the app works with it: reload, search, another tab, logout', async ({
  page,
  context,
}) => {
  test.slow(); // a whole journey in two tabs
  // Each step may wait longer than the default on a loaded machine: a bound on waiting, not a speed asked for.
  const patiently = { timeout: 30_000 };
  await page.goto('/account/login');
  await untilHydrated(page);
  await fillLogin(page, demo.individual.email, demo.individual.password);
  await expect(page).toHaveURL(/\/check\/checklist$/, patiently);
  expect(await page.evaluate(() => document.cookie), 'no script can read the session').not.toContain('Authorization');
  const kept = (await context.cookies()).find((cookie) => cookie.name === 'Authorization');
  expect(kept?.httpOnly).toBe(true);
  expect(kept?.sameSite).toBe('Lax');

  const drawn = (await (await page.reload())?.text()) ?? '';
  expect(drawn, 'the server drew the page for the logged-in user').toContain('Logout');
  await untilHydrated(page);
  await page.getByLabel('Vehicle Number', { exact: true }).fill('WXY 1234');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: /^(Make Payment|You already have this report)$/ });
  await expect(sheet).toBeVisible(patiently);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // Logged out in another tab: this one, moving on to a page that needs the login, says so once (m18).
  const otherTab = await context.newPage();
  await otherTab.goto('/check/checklist');
  await logOut(otherTab);
  expect((await context.cookies()).some((cookie) => cookie.name === 'Authorization')).toBe(false);
  await page.locator('.mantine-AppShell-navbar').getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page.getByText(messages.unauthorisedTitle).filter({ visible: true })).toHaveCount(1, patiently);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('an administrator lands on the dashboard and sees the Admin menu, a user does not', async ({ page }) => {
  await logInAs(page, demo.admin, /\/Home$/);
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
