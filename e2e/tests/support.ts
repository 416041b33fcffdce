import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, test as base, expect, type Locator, type Page } from '@playwright/test';
import { withDemoKey } from './demo-key.ts';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Serious and critical axe findings on the page as it is now, one line each. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const path = new URL(page.url()).pathname;
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Paths axe has passed in this worker: each page is checked once a run, not after every journey that opens it. */
const checkedPaths = new Set<string>();

/** The demo mailbox and the sandbox payment gateway stand in for other parties' sites; they are not the portal. */
const notThePortal = ['/dev/', '/sandbox/'];

/**
 * Every page the journeys open passes axe with no serious or critical finding: after each test, axe checks the page
 * as the journey left it, then opens every other portal page the journey went to that this run has not checked yet.
 */
export const test = base.extend<{ accessibility: undefined }>({
  // A person opening a page reads it before tapping: the journeys act once React holds the page the server drew
  // (server-drawn.spec.ts shows the app takes over by itself, with no tap to start it).
  page: async ({ page }, use) => {
    const open = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await open(url, options);
      // The portal's pages only: the dev mailbox and the gateway's sandbox are plain server pages.
      if (await page.evaluate(() => '__reactRouterContext' in window)) await untilHydrated(page);
      return response;
    };
    await use(page);
  },
  accessibility: [
    async ({ page }, use, testInfo) => {
      const visited = new Map<string, string>();
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame() || !frame.url().startsWith('http')) return;
        const { pathname } = new URL(frame.url());
        if (!notThePortal.some((prefix) => pathname.startsWith(prefix)) && !checkedPaths.has(pathname)) {
          visited.set(pathname, frame.url());
        }
      });
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus || visited.size === 0) return;
      const problems: string[] = [];
      const current = new URL(page.url()).pathname;
      if (visited.delete(current)) problems.push(...(await accessibilityProblems(page)));
      for (const url of visited.values()) {
        await page.goto(url);
        problems.push(...(await accessibilityProblems(page)));
      }
      for (const path of [current, ...visited.keys()]) checkedPaths.add(path);
      expect(problems, 'serious or critical accessibility problems').toEqual([]);
    },
    { auto: true, timeout: 120_000 },
  ],
});

export const demo = {
  admin: { email: 'admin@demo.carsemak.my', password: 'Admin#2026', name: 'Admin' },
  individual: { email: 'aisyah@demo.carsemak.my', password: 'Demo#2026', name: 'Nur Aisyah' },
  company: { email: 'dealer@demo.carsemak.my', password: 'Dealer#2026', name: 'Lim Wei Jie' },
};

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in from the login page and lands where the account starts: a user on the search, an administrator at Home. */
export async function logInAs(
  page: Page,
  account: { email: string; password: string },
  landing = /\/check\/checklist$/,
) {
  await page.goto('/account/login');
  await fillLogin(page, account.email, account.password);
  await expect(page).toHaveURL(landing);
}

/** Logs in as `account`: answers the credit balance the header shows then, before the journey spends any. */
export async function logInReadingCredit(page: Page, account: { email: string; password: string }) {
  await logInAs(page, account);
  return headerCredit(page);
}

/** Logs out with Logout (a button in the header, a link in the phone's menu) and lands on the login page. */
export async function logOut(page: Page) {
  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('link', { name: 'Logout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/account\/login/);
}

/** A form's amount in RM refuses a third decimal ("Invalid numeric") when submitted; with two, the form saves and closes. */
export async function amountTakesTwoDecimals(form: Locator, label: string, tooPrecise: string, amount: string) {
  await form.getByLabel(label).fill(tooPrecise);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Invalid numeric')).toBeVisible();
  await form.getByLabel(label).fill(amount);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
}

/** The demo dealer logs in and buys a report of the showcase car BMK 8821 with credit; answers its unikey. */
export async function dealerBuysShowcaseReport(page: Page): Promise<string> {
  await logInAs(page, demo.company);
  // As the web app calls: same-origin, its login carried by the cookie the browser sends.
  return page.evaluate(async () => {
    const found = await (await fetch('/api/Check/SearchItem?vehicleNo=BMK8821')).json();
    await fetch(`/api/Check/UpdateItem?id=${found.Unikey}&paymentType=3&agreedTerms=true`, { method: 'POST' });
    return found.Unikey as string;
  });
}

/** The demo dealer buys the report of BMK 8821 (see `dealerBuysShowcaseReport`) and opens it. */
export async function dealerOpensShowcaseReport(page: Page) {
  const unikey = await dealerBuysShowcaseReport(page);
  await page.goto(`/check/check/${unikey}`);
}

/** Opens the newest mail with this subject in the demo mailbox, as a user would read it. */
export async function openNewestMail(page: Page, to: string, subject: string) {
  await expect
    .poll(async () => {
      const answer = await page.request.get(withDemoKey('/dev/mail.json', { to }));
      const mails = (await answer.json()) as { id: number; subject: string }[];
      return mails.find((mail) => mail.subject === subject)?.id ?? null;
    })
    .not.toBeNull();
  await page.goto(withDemoKey('/dev/mail'));
  await page.getByRole('link', { name: subject }).first().click();
}

/** The credit balance the header shows. */
export async function headerCredit(page: Page): Promise<number> {
  const badge = page.getByRole('banner').getByText(/^Credit: /);
  await expect(badge).toBeVisible();
  return Number((await badge.textContent())?.replace(/[^\d.]/g, ''));
}

/** The Term of Service box of the Make Payment sheet, in English unless told. */
const AGREE = 'I AGREE to the Term of Service';

/**
 * In the Make Payment sheet, with its method chosen: ticks the Term of Service and presses the one button, named for
 * what it does ("Pay RM 25.00", "Use 1 Credit", "Bill to my invoice").
 */
export async function agreeAndPay(sheet: Locator, button: string | RegExp, agree = AGREE) {
  await sheet.getByRole('checkbox', { name: agree }).check();
  await sheet.getByRole('button', { name: button, exact: typeof button === 'string' }).click();
}

/**
 * Through the Make Payment sheet, paying per search online, to the sandbox gateway: the method, a guest's contact when
 * asked, the Term of Service ticked, and the one button that says what it pays.
 */
export async function payPerSearch(page: Page, guest?: { email: string; mobile: string }) {
  const payment = page.getByRole('dialog', { name: 'Make Payment' });
  await payment.getByRole('radio', { name: /Pay Per Search via Credit Card or Online Banking/ }).check();
  if (guest) {
    await payment.getByLabel('E-mail').fill(guest.email);
    await payment.getByLabel('Mobile No').fill(guest.mobile);
  }
  await agreeAndPay(payment, /^Pay RM \d+\.\d\d$/);
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx[0-9a-f]+$/);
}

/**
 * Pays at the sandbox gateway: the browser comes back to the report the payment bought, which opens by itself and
 * says the payment completed. `texts`: the gateway's Pay and the report's Payment Completed, in the page's language.
 */
export async function payAtGatewayToReport(page: Page, texts = { pay: 'Pay', completed: 'Payment Completed' }) {
  await page.getByRole('button', { name: texts.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/check\/check\/[\w-]+\?payment=/);
  await expect(page.getByText(texts.completed, { exact: true })).toBeVisible();
}

/** The path of the verification link in the newest mail to this address, as the demo mailbox holds it. */
export async function verificationPath(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(withDemoKey('/dev/mail.json', { to: email }))).json()) as {
        text: string;
      }[];
      link = mails[0]?.text.match(/https?:\/\/\S+\/account\/verification\?\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** An administrator verifies a registered account through the Accounts screen's API. */
export async function verifyAsAdministrator(
  request: APIRequestContext,
  admin: { authorization: string },
  email: string,
): Promise<void> {
  const found = await request.get(`/api/User?q=${encodeURIComponent(email)}`, { headers: admin });
  const [account] = (await found.json()).items;
  const verified = await request.post(`/api/User/save?id=${account.id}`, {
    headers: admin,
    data: { ...account, Password: '', IsVerified: true },
  });
  expect(verified.status()).toBe(200);
}

/** The bearer token an API client gets for this account. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  // As a browser's login does, it names the portal's origin: a context that logged in before carries that login's
  // cookie, and a cookie-carrying POST without an origin is taken for another site's form (403).
  const origin = test.info().project.use.baseURL ?? '';
  const answer = await request.post('/oauth/token', { data: { username: email, password }, headers: { origin } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).access_token;
}

/**
 * A report bought through the API, as a dealer's system buys it (`paymentType` 3: with credit, 4: postpaid): answers
 * its key and reference.
 */
export async function buyReportByApi(
  request: APIRequestContext,
  headers: { authorization: string },
  plate: string,
  paymentType = 3,
) {
  const found = await request.get(`/api/Check/SearchItem?vehicleNo=${plate}`, { headers });
  const { Unikey } = (await found.json()) as { Unikey: string };
  const paid = await request.post(`/api/Check/UpdateItem?id=${Unikey}&paymentType=${paymentType}&agreedTerms=true`, {
    headers,
  });
  expect(paid.status()).toBe(200);
  const { ReferenceID } = (await paid.json()) as { ReferenceID: string };
  return { Unikey, ReferenceID };
}

/**
 * An account of its own, registered (mobile 0123456789, terms accepted) and verified by the administrator: for
 * journeys that change an account or count its checks, so the demo accounts stay as the other journeys expect them.
 * Answers its e-mail address and the administrator's authorization, which made it.
 */
async function newVerified(
  request: APIRequestContext,
  registration: { UserType: 'INDIVIDUAL' | 'COMPANY'; Username: string; Password: string; Company?: object },
) {
  const email = `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.my`;
  const registered = await request.post('/api/Account/Post', {
    data: {
      ...registration,
      Phone: '0123456789',
      Email: email,
      ConfirmPassword: registration.Password,
      AcceptTerms: true,
    },
  });
  expect(registered.status()).toBe(200);
  const admin = { authorization: `Bearer ${await apiToken(request, demo.admin.email, demo.admin.password)}` };
  await verifyAsAdministrator(request, admin, email);
  return { email, admin };
}

/** An individual account of its own (see `newVerified`): answers its e-mail address. */
export async function newVerifiedAccount(
  request: APIRequestContext,
  account: { name: string; password: string },
): Promise<string> {
  const { email } = await newVerified(request, {
    UserType: 'INDIVIDUAL',
    Username: account.name,
    Password: account.password,
  });
  return email;
}

/** A company account of its own (see `newVerified`), its office on 0312345678, with a TIN and an address. */
export function newVerifiedCompany(
  request: APIRequestContext,
  company: { name: string; password: string; companyName: string; companyNo: string },
) {
  return newVerified(request, {
    UserType: 'COMPANY',
    Username: company.name,
    Password: company.password,
    Company: {
      CompanyName: company.companyName,
      CompanyNo: company.companyNo,
      ContactNo: '0312345678',
      TIN: 'C2584563200',
      Address: { Lines: 'Jalan Ampang', Postcode: '50450', City: 'Kuala Lumpur', StateCode: '14' },
    },
  });
}

/** The console errors of the page from now on: a script the policy refused, a hydration mismatch, an uncaught error. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until React has taken over the page the server drew (hydrated it): the page's content, down to its last
 * element, carries React's own properties. Until then a click reaches the HTML alone.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const content = document.querySelector('.mantine-AppShell-main') ?? document.body;
    // A document still being parsed (a navigation under way) has no body yet: not taken over either.
    if (!content) return false;
    const elements = content.querySelectorAll('*');
    const last = elements[elements.length - 1] ?? content;
    return Object.keys(last).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Logged in as the browser keeps a login: the Authorization cookie as the server sets it (out of scripts' reach), as
 * if this browser had logged in before.
 */
export async function logInWithToken(page: Page, token: string) {
  const url = test.info().project.use.baseURL ?? '';
  await page
    .context()
    .addCookies([
      { name: 'Authorization', value: encodeURIComponent(`Bearer ${token}`), url, httpOnly: true, sameSite: 'Lax' },
    ]);
}

const COMPANY_PASSWORD = 'Armada#2026';

/**
 * A new company account of its own, registered on the Register page, verified through its mail and logged in (so the
 * journey needs no demo account and leaves them as they were): answers its page.
 */
async function registerCompany(browser: Browser, email: string, companyName: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/account/register');
  await page.getByText('Company', { exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Armada Buyer');
  await page.getByLabel('Mobile').fill('0191234567');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(COMPANY_PASSWORD);
  await page.getByLabel('Confirm Password').fill(COMPANY_PASSWORD);
  await page.getByLabel('Company Name').fill(companyName);
  await page.getByLabel('Company Registration No.').fill('202401009999');
  await page.getByLabel('Company Contact No.').fill('0387654321');
  await page.getByLabel('Tax Identification No. (TIN)').fill('C2088012345');
  await page.getByLabel('Address', { exact: true }).fill('Lot 3, Jalan Armada');
  await page.getByLabel('Postcode').fill('40000');
  await page.getByLabel('City').fill('Shah Alam');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Selangor' }).click();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await openNewestMail(page, email, 'Verify your CarSemak account');
  await page.getByRole('link', { name: 'Verify my account' }).click();
  await expect(page).toHaveURL(/\/account\/verification\?/);
  // The page verifies on arrival: leaving before its answer would cancel the verification.
  await expect(page.getByText('Account verified successfully, please login.')).toBeVisible();
  await logInAs(page, { email, password: COMPANY_PASSWORD });
  return page;
}

/** The administrator makes the account postpaid at RM 12.50 a search on the Accounts screen. */
async function makePostpaid(admin: Page, email: string) {
  await admin.goto('/setting/users');
  await admin.getByRole('textbox', { name: 'Search' }).fill(email);
  // Other journeys register companies of the same name: the account is told apart by its e-mail.
  const row = admin.getByRole('table', { name: 'Accounts' }).getByRole('row', { name: email });
  await row.getByRole('button', { name: `Edit Armada Buyer (${email})` }).click();
  const form = admin.getByRole('dialog', { name: 'Edit User' });
  await form.getByLabel('Postpaid', { exact: true }).check();
  await form.getByLabel('Postpaid Rate (RM)').fill('12.50');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('RM 12.50');
}

/**
 * A new company account (registerCompany) that an administrator, logged in in a window of their own, has made postpaid:
 * answers the company's page and the administrator's.
 */
export async function registerPostpaidCompany(browser: Browser, email: string, companyName: string) {
  const company = await registerCompany(browser, email, companyName);
  const admin = await browser.newPage();
  await logInAs(admin, demo.admin, /\/Home$/);
  await makePostpaid(admin, email);
  return { company, admin };
}

/** A search paid on the monthly invoice: the postpaid choice is offered with its rate and chosen. */
export async function postpaidSearch(page: Page, vehicleNo: string) {
  await page.goto('/check/checklist');
  await page.getByLabel('Vehicle Number', { exact: true }).fill(vehicleNo);
  await page.getByRole('button', { name: 'Search' }).click();
  const payment = page.getByRole('dialog', { name: 'Make Payment' });
  const postpaid = payment.getByRole('radio', { name: 'Postpaid: RM 12.50 on your monthly invoice' });
  await expect(postpaid).toBeChecked();
  await agreeAndPay(payment, 'Bill to my invoice');
  await expect(page).toHaveURL(/\/check\/check\/[\w-]+$/);
}

/** Generate New on the Invoices screen: the company is required, then Next opens the company's Draft. */
export async function draftInvoice(admin: Page, companyName: string) {
  await admin.goto('/invoices');
  await admin.getByRole('button', { name: 'Generate New' }).click();
  const generate = admin.getByRole('dialog', { name: 'Generate New Invoice' });
  await generate.getByRole('button', { name: 'Next' }).click();
  await expect(generate.getByText('This field is required')).toBeVisible();
  await generate.getByRole('combobox', { name: 'Company Name' }).fill(companyName);
  await admin.getByRole('option', { name: companyName }).click();
  await generate.getByRole('button', { name: 'Next' }).click();
  await expect(admin).toHaveURL(/\/invoice\?id=\d+$/);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Invoice (Draft)');
  await expect(admin.getByText(companyName)).toBeVisible();
}

/**
 * Select Transaction on a Draft lists exactly the company's searches not invoiced yet (each by its plate as shown,
 * `BMK 8821`), and all of them are added.
 */
export async function addAllSearches(admin: Page, plates: string[]) {
  await admin.getByRole('button', { name: 'Select Transaction' }).click();
  const select = admin.getByRole('dialog', { name: 'List of All Transaction' });
  await expect(select.getByRole('table').getByRole('row')).toHaveCount(plates.length + 1); // the head, a row each
  for (const plate of plates) await expect(select.getByText(`(${plate})`)).toBeVisible();
  await select.getByRole('checkbox', { name: 'Select all' }).check();
  await select.getByRole('button', { name: `Add Selected Transaction (${plates.length})` }).click();
  await expect(select).toBeHidden();
}

/** Confirm Invoice: the Draft takes an INV number, which this answers. */
export async function confirmInvoice(admin: Page): Promise<string> {
  await admin.getByRole('button', { name: 'Confirm Invoice' }).click();
  await admin.getByRole('dialog', { name: 'Confirm Invoice' }).getByRole('button', { name: 'Confirm Invoice' }).click();
  const heading = admin.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Invoice INV-\d{4}-\d{5}$/);
  return ((await heading.textContent()) ?? '').replace('Invoice ', '');
}
