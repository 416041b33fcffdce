import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiToken, buyReportByApi, demo, logInWithToken, newVerifiedCompany, test } from './support.ts';

/**
 * Screenshots of the screens most made of Mantine's styled parts, compared with the baselines committed beside this
 * file (visual.spec.ts-snapshots/), at a phone's and a desktop's width. The app loads Mantine's stylesheets one
 * component at a time (apps/web/src/app/app.css): a file missing there leaves a part unstyled (a payment
 * method card that shows no choice) without any other test noticing; the screens' pages are drawn by the server,
 * and a stylesheet it does not link (one of a route's own) fails
 * too (see stylesheetsMissingFromServerPage). What changes from run to run (dates, document
 * numbers, the report's QR code and fingerprint) is masked. After a deliberate change of a screen, the baselines are
 * made again with: cd e2e && npm exec -- playwright test tests/visual.spec.ts --update-snapshots
 */

const PASSWORD = 'Visual#2026';
const COMPANY = 'Visual Motors Sdn. Bhd.';
const WIDTHS = [390, 1280] as const;
/** A week long past: the dashboard's range, the same whatever the other journeys have bought. */
const DASHBOARD_PATH = '/Home?dateSelection=range&fromDate=2020-01-06&toDate=2020-01-12';

interface Scene {
  /** The company's user's address, made anew for each run. */
  email: string;
  companyToken: string;
  adminToken: string;
  reportKey: string;
  invoiceId: number;
}

/**
 * A postpaid company of its own (the demo dealer's balance moves with the other journeys) with 5 credits, a report of
 * BMK 8821 on its invoice, and that Draft invoice.
 */
async function makeScene(request: APIRequestContext): Promise<Scene> {
  const { email, admin } = await newVerifiedCompany(request, {
    name: 'Visual Dealer',
    password: PASSWORD,
    companyName: COMPANY,
    companyNo: '202001077777',
  });
  const adminToken = await apiToken(request, demo.admin.email, demo.admin.password);
  const [account] = (await (await request.get(`/api/User?q=${encodeURIComponent(email)}`, { headers: admin })).json())
    .items;
  const postpaid = await request.post(`/api/User/save?id=${account.id}`, {
    headers: admin,
    data: { ...account, Password: '', IsPostpaid: true, TransactionCharge: '12.50' },
  });
  expect(postpaid.status()).toBe(200);
  const credited = await request.post('/api/Transaction/save?id=0', {
    headers: admin,
    data: { Email: email, Credit: 5, Description: 'E2E opening credit' },
  });
  expect(credited.status()).toBe(200);

  const companyToken = await apiToken(request, email, PASSWORD);
  const key = await request.post('/api/ApiKeys', {
    headers: { authorization: `Bearer ${companyToken}` },
    data: { Name: 'Showroom stock system', Test: false },
  });
  expect(key.status()).toBe(200);
  const report = await buyReportByApi(request, { authorization: `Bearer ${companyToken}` }, 'BMK8821', 4);

  const companies: { id: number; label: string }[] = await (
    await request.get('/util/GetCompanies', { headers: admin })
  ).json();
  const companyId = companies.find((option) => option.label === COMPANY)?.id;
  const created = await request.post(`/api/Invoice/CreateNew?companyID=${companyId}`, { headers: admin });
  expect(created.status()).toBe(200);
  const invoiceId: number = (await created.json()).id;
  const lines: { id: number }[] = await (
    await request.get(`/api/Invoice/GetTransactionItem?id=${invoiceId}&available=true`, { headers: admin })
  ).json();
  const added = await request.post(`/api/Invoice/AddInvoiceTransaction?id=${invoiceId}`, {
    headers: admin,
    data: lines.map((line) => line.id),
  });
  expect(added.status()).toBe(200);
  return { email, companyToken, adminToken, reportKey: report.Unikey, invoiceId };
}

let scene: Promise<Scene> | undefined;

/** What changes between runs on any page: dates, times, document numbers. */
function varying(page: Page): Locator[] {
  return [
    page.getByText(/\d{2} [A-Z][a-z]{2} \d{4}/),
    page.getByText(/\d{2}\/\d{2}\/\d{4}/),
    page.getByText(/\b(CHK|TRX|INV|RCP|IV)[\w/-]*\d{3,}/),
  ];
}

/** Whether a box lets its content be scrolled sideways: its content is wider than it. */
const overflowsSideways = (box: Locator) => box.evaluate((element) => element.scrollWidth > element.clientWidth);

/** How a radio card is drawn: its border, and its indicator's fill. */
const looks = (card: Locator) =>
  card.evaluate((element) => {
    const style = getComputedStyle(element);
    const indicator = element.querySelector('.mantine-RadioIndicator-indicator');
    return {
      border: `${style.borderStyle} ${style.borderWidth} ${style.borderColor}`,
      indicator: indicator ? getComputedStyle(indicator).backgroundColor : 'none',
    };
  });

interface ShotOptions {
  fullPage?: boolean;
  mask?: Locator[];
  /** Only a part of the page (a dialog), which the masks of the page behind it would cover. */
  part?: Locator;
  /** Whether the page's dates vary from run to run (the dashboard's fixed range does not). */
  datesVary?: boolean;
}

/**
 * The stylesheets the screen uses, each linked by the page the server draws: one that only the app's code brings
 * (a route's chunk loaded later) leaves the page unstyled until then, which a screenshot taken afterwards misses.
 */
async function stylesheetsMissingFromServerPage(page: Page): Promise<string[]> {
  const used = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
  );
  // As this browser asks for the page (its cookies): what the server draws at this address.
  const drawn = await (await page.request.get(page.url())).text();
  const linked = [...drawn.matchAll(/<link [^>]*rel="stylesheet" href="([^"#?]+)/g)].map((match) => match[1]);
  return used.filter((sheet) => !linked.includes(sheet));
}

async function shoot(page: Page, name: string, options: ShotOptions = {}) {
  // Nothing may still be loading: a skeleton or a spinner is not the screen.
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
  // Soft: the screenshot is still compared (or made anew), whatever this finds.
  expect.soft(await stylesheetsMissingFromServerPage(page), 'stylesheets the server’s page does not link').toEqual([]);
  await expect(options.part ?? page).toHaveScreenshot(`${name}.png`, {
    ...(options.part ? {} : { fullPage: options.fullPage ?? false }),
    mask: [...(options.datesVary === false || options.part ? [] : varying(page)), ...(options.mask ?? [])],
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.01,
  });
}

test.describe.configure({ mode: 'serial' });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 } });

    test.beforeEach(async ({ request }) => {
      scene ??= makeScene(request);
      await scene;
    });

    test('the payment sheet with a method selected, and each method showing its selection', async ({ page }) => {
      const { companyToken } = await (scene as Promise<Scene>);
      await logInWithToken(page, companyToken);
      await page.goto('/check/checklist');
      await page.getByLabel('Vehicle Number', { exact: true }).fill('WXY 1234');
      await page.getByRole('button', { name: 'Search' }).click();
      const sheet = page.getByRole('dialog', { name: 'Make Payment' });
      const methods = sheet.getByRole('radio');
      await expect(methods).toHaveCount(3);
      // Each choice, once clicked, is drawn apart from the others (its filled indicator, its card's border), not only
      // checked for a screen reader.
      for (let chosen = 0; chosen < 3; chosen++) {
        await methods.nth(chosen).click();
        await expect(methods.nth(chosen)).toBeChecked();
        // Polled: the indicator's colour is drawn by a short transition, which a loaded machine may catch at its start.
        await expect
          .poll(async () => {
            const [mine, other] = await Promise.all([looks(methods.nth(chosen)), looks(methods.nth((chosen + 1) % 3))]);
            return [/^solid/.test(mine.border), mine.border !== other.border, mine.indicator !== other.indicator];
          }, 'a bordered card, the chosen one standing out, its indicator filled')
          .toEqual([true, true, true]);
      }
      await methods.nth(1).click();
      await shoot(page, `payment-sheet-${width}`, { part: sheet });
    });

    test('credit top-up with a package selected', async ({ page }) => {
      const { companyToken } = await (scene as Promise<Scene>);
      await logInWithToken(page, companyToken);
      await page.goto('/account/credittopup');
      const packages = page.getByRole('radio');
      await expect(packages.first()).toBeVisible();
      await packages.nth(1).click();
      await expect(packages.nth(1)).toBeChecked();
      await expect
        .poll(async () => {
          const [chosen, other] = await Promise.all([looks(packages.nth(1)), looks(packages.first())]);
          return [chosen.border !== other.border, chosen.indicator !== other.indicator];
        }, 'the chosen package stands out, its indicator filled')
        .toEqual([true, true]);
      // The account's e-mail address is made anew for each run.
      await shoot(page, `credit-topup-${width}`, { mask: [page.getByLabel('E-mail')] });
    });

    test('a report', async ({ page }) => {
      const { companyToken, reportKey } = await (scene as Promise<Scene>);
      await logInWithToken(page, companyToken);
      await page.goto(`/check/check/${reportKey}`);
      await expect(page.getByTestId('verify-panel')).toBeVisible();
      await shoot(page, `report-${width}`, { fullPage: true, mask: [page.getByTestId('verify-panel')] });
    });

    test('the checklist', async ({ page }) => {
      const { companyToken } = await (scene as Promise<Scene>);
      await logInWithToken(page, companyToken);
      await page.goto('/check/checklist');
      await expect(page.getByText('BMK 8821').filter({ visible: true }).first()).toBeVisible();
      await shoot(page, `checklist-${width}`, { fullPage: true });
    });

    test('the dashboard', async ({ page }) => {
      const { adminToken } = await (scene as Promise<Scene>);
      await logInWithToken(page, adminToken);
      await page.goto(DASHBOARD_PATH);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expect(page.getByLabel('Revenue per day (RM)')).toBeVisible();
      await shoot(page, `dashboard-${width}`, { fullPage: true, datesVary: false });
    });

    test("the administrator's transactions: every column and each row's Reverse in view, without scrolling sideways", async ({
      page,
    }) => {
      const { adminToken, email } = await (scene as Promise<Scene>);
      await logInWithToken(page, adminToken);
      await page.goto(`/payment/transactions?${new URLSearchParams({ q: COMPANY })}`);
      const reverse = page.getByRole('button', { name: /^Reverse / }).filter({ visible: true });
      await expect(reverse.first()).toBeVisible();
      // Each is reached by scrolling down only, never sideways.
      for (const button of await reverse.all()) {
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      if (width >= 768) {
        const table = page.getByRole('table', { name: 'Transactions' });
        await expect(table.getByRole('columnheader', { name: 'Status' })).toBeInViewport({ ratio: 1 });
        expect(await overflowsSideways(table.locator('xpath=..')), 'the table fits its card').toBe(false);
      }
      // The address is whole on its line or broken after its @, never inside the domain.
      const address = page.locator(`[title="${email}"]`).filter({ visible: true }).first();
      const domainBox = await address.locator('span').boundingBox();
      expect(domainBox?.height, 'the domain stays on one line').toBeLessThan(24);
      await shoot(page, `admin-transactions-${width}`, { fullPage: true, mask: [page.locator(`[title="${email}"]`)] });
    });

    test('API access: each key with its status and Revoke in view, without scrolling sideways', async ({ page }) => {
      const { companyToken } = await (scene as Promise<Scene>);
      await logInWithToken(page, companyToken);
      await page.goto('/account/apiaccess');
      const revoke = page.getByRole('button', { name: 'Revoke' }).filter({ visible: true });
      await expect(revoke).toHaveCount(1);
      await revoke.scrollIntoViewIfNeeded();
      await expect(revoke).toBeInViewport({ ratio: 1 });
      await expect(page.getByText('Active', { exact: true }).filter({ visible: true })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      if (width >= 768) {
        const table = page.getByRole('table', { name: 'Your keys' });
        expect(await overflowsSideways(table.locator('xpath=..')), 'the table fits its card').toBe(false);
      }
      // The key's prefix is random.
      await shoot(page, `api-keys-${width}`, { fullPage: true, mask: [page.locator('code').filter({ hasText: '…' })] });
    });

    test('an invoice', async ({ page }) => {
      const { adminToken, invoiceId } = await (scene as Promise<Scene>);
      await logInWithToken(page, adminToken);
      await page.goto(`/invoice?id=${invoiceId}`);
      await expect(page.getByText(COMPANY).first()).toBeVisible();
      await shoot(page, `invoice-${width}`, { fullPage: true });
    });
  });
}
