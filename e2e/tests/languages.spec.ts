import { expect, type Page } from '@playwright/test';
import { COMPANY_NAME, PRODUCT_NAME } from '../../packages/contract/src/constants.ts';
import { agreeAndPay, demo, payAtGatewayToReport, test, verificationPath } from './support.ts';

// Whole journeys on a phone's width, each screen read for English left behind.
test.describe.configure({ timeout: 180_000 });

/**
 * Common English words: a run of two or more of them, or a line that is one of them alone, is an English sentence
 * (or button, label, heading) left on a Malay or Chinese screen. Words Malay writes the same way (data, model,
 * status, standard, insurans-like loans) are left out so that Malay never counts as English.
 */
const ENGLISH = new Set(
  `a about account accident active add awaiting accidents again agree all already also amount an and any are as at back balance
  banking be before buy buyer by can cancel card car cars check checks checkout chassis claim claims company
  completed contact continue credit credits damage date dealer dealers details disclaimer do does download each
  documents email enter error expired failed family find first for found from full get guest has have here hi history home how
  if images in information insufficient is it its login logout make market medium more my name new next no not now
  number of on once one online only optional or other our own partial party pay payment per phone photo photos
  please policy price print
  privacy proceed read recorded register registration report reports reserved result results rights search
  searched searches see service severe severity should sign special terms thank that the their there these this those
  to top total try type up upload use used user value vehicle vehicles verified verify view was we welcome what when which
  will with without year years yet you your loss theft`.split(/\s+/),
);

/**
 * What is not a sentence in any language: names, addresses, plates and numbers, and codes (a word with a digit). The
 * credit packages are named by the administrators, in their own words, and shown as named in every language.
 */
const CREDIT_PACKAGES = ['Single check', 'Buyer pack', 'Dealer pack'];
const BRANDS = ['ISM ABI', 'ISMABI', 'FPX', 'Billplz', 'JPJ', 'PDPA', 'RM'];
const NAMES = [PRODUCT_NAME, COMPANY_NAME, ...CREDIT_PACKAGES, ...BRANDS];
const ADDRESSES = /\S+@\S+|https?:\/\/\S+/g;
/** A report's fingerprint ("69a8 a369 …") or reference: its letters are no words ("a a" is not English). */
const CODES = /\S*\d\S*/g;

/** Every sentence a user reads or hears on the page: its visible text and the labels, placeholders and titles. */
async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown (innerText), not hidden nodes' text.
    const texts = [document.title, ...document.body.innerText.split('\n')];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) texts.push(value);
      }
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** The English runs left in these texts, each with the line it was found in. */
function englishIn(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    let cleaned = text.replace(ADDRESSES, ' ').replace(CODES, ' ');
    for (const name of NAMES) cleaned = cleaned.split(name).join(' ');
    const words = cleaned.split(/[^A-Za-z']+/).filter(Boolean);
    const onlyWord = words.length === 1 && ENGLISH.has(words[0]?.toLowerCase() ?? '');
    let run: string[] = [];
    const flush = () => {
      if (run.length >= 2 || (onlyWord && run.length === 1)) found.add(`"${run.join(' ')}" in "${text}"`);
      run = [];
    };
    for (const word of words) {
      if (ENGLISH.has(word.toLowerCase())) run.push(word);
      else flush();
    }
    flush();
  }
  return [...found];
}

/** The screen as it is now, read for English; every screen's leftovers are listed together at the end. */
async function readScreen(page: Page, screen: string, leftovers: string[]) {
  await page.waitForLoadState('networkidle');
  for (const english of englishIn(await textsOf(page))) leftovers.push(`${screen}: ${english}`);
  // Kept with the test's output, to be looked at.
  await page.screenshot({ path: test.info().outputPath(`${screen.replaceAll(' ', '-')}.png`), fullPage: true });
}

async function chooseLanguage(page: Page, language: 'ms' | 'zh') {
  const baseURL = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
}

/**
 * Fills the login form by what the fields are (autocomplete), not by their words: the accounts screens are
 * translated apart from this journey.
 */
async function logIn(page: Page, email: string, password: string) {
  await page.goto('/account/login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/check\/checklist/);
}

test('in Bahasa Malaysia on a phone: register, verify, log in, search, pay, read the report and print it, with no English left', async ({
  page,
}) => {
  const leftovers: string[] = [];
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'ms');
  const email = `siti.${Date.now()}@example.my`;

  await page.goto('/account/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await readScreen(page, 'register', leftovers);
  await page.locator('input[autocomplete="name"]').fill('Siti Nurhaliza');
  await page.locator('input[autocomplete="tel"]').fill('0191234567');
  await page.locator('input[autocomplete="email"]').fill(email);
  await page.locator('input[autocomplete="new-password"]').nth(0).fill('Kereta#2026');
  await page.locator('input[autocomplete="new-password"]').nth(1).fill('Kereta#2026');
  await page.locator('input[type="checkbox"]').check();
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('input[autocomplete="email"]')).toHaveCount(0);
  await readScreen(page, 'registered', leftovers);

  await page.goto(await verificationPath(page.request, email));
  await expect(page).toHaveURL(/\/account\/verification\?/);
  await readScreen(page, 'verification', leftovers);

  await logIn(page, email, 'Kereta#2026');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Semakan Baharu Sejarah Kemalangan Lepas bagi Kenderaan Berikut',
  );
  await readScreen(page, 'search', leftovers);

  await page.getByLabel('Nombor Pendaftaran', { exact: true }).fill('bmk8821');
  await page.getByRole('button', { name: 'Semak', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Buat Bayaran' });
  await expect(payment).toContainText('BMK 8821');
  await readScreen(page, 'payment method', leftovers);
  await payment.getByRole('radio', { name: /Bayar Setiap Semakan/ }).check();
  // The Term of Service, read inside the sheet.
  await payment.getByRole('button', { name: 'Baca Terma Perkhidmatan' }).click();
  await readScreen(page, 'terms', leftovers);
  await agreeAndPay(payment, /^Bayar RM \d+\.\d\d$/, 'SAYA SETUJU dengan Terma Perkhidmatan');
  await expect(page).toHaveURL(/\/sandbox\/pay\//);

  // Paid, the report opens by itself and says so.
  await payAtGatewayToReport(page, { pay: 'Bayar', completed: 'Bayaran Berjaya' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BMK 8821');
  await expect(page.getByText('Laporan Sejarah Kemalangan Kenderaan')).toBeVisible();
  await expect(page.getByText('TERUK', { exact: true }).first()).toBeVisible();
  // The phone shows the report without scrolling sideways, long Malay words and all.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Every claim opened, so its field labels are read too.
  for (const control of await page.locator('.mantine-Accordion-control').all()) await control.click();
  await readScreen(page, 'report', leftovers);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
  await expect(page.getByText(/Dicetak pada /)).toBeVisible();
  await readScreen(page, 'printed report', leftovers);
  await page.emulateMedia({ media: 'screen' });

  expect(leftovers, 'English left on the Malay screens').toEqual([]);
});

test('in Bahasa Malaysia on a phone: the sample report from the landing page, with no English left', async ({
  page,
}) => {
  const leftovers: string[] = [];
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'ms');

  await page.goto('/Home');
  await page.getByRole('link', { name: 'Lihat contoh laporan' }).click();
  await expect(page).toHaveURL(/\/reports\/sample$/);
  await expect(page.getByTestId('sample-banner')).toContainText('Contoh laporan — bukan kenderaan sebenar');
  await expect(page.getByText('4 tuntutan kemalangan direkodkan bagi kenderaan ini')).toBeVisible();
  await expect(page.locator('.mantine-Accordion-control .chk-severity')).toHaveText([
    'TERUK',
    'BERAT',
    'SEDERHANA',
    'RINGAN',
  ]);
  await expect(page.getByRole('button', { name: /bayar|kredit/i })).toHaveCount(0);
  for (const control of await page.locator('.mantine-Accordion-control').all()) await control.click();
  await readScreen(page, 'sample report', leftovers);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('CONTOH', { exact: true })).toBeVisible();
  await readScreen(page, 'printed sample report', leftovers);
  await page.emulateMedia({ media: 'screen' });

  expect(leftovers, 'English left on the Malay sample report').toEqual([]);
});

test('in Chinese: the landing page and a report, with no English left', async ({ page }) => {
  const leftovers: string[] = [];
  await chooseLanguage(page, 'zh');

  await page.goto('/Home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('textbox', { name: '车牌号码或底盘号码' })).toBeVisible();
  await readScreen(page, 'landing', leftovers);

  await logIn(page, demo.individual.email, demo.individual.password);
  await page.getByLabel('车牌号码', { exact: true }).fill('BMK 8821');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  // The demo buyer may hold this report from an earlier journey: then it opens at no charge.
  const payment = page.getByRole('dialog', { name: '付款' });
  const owned = page.getByRole('dialog', { name: '您已拥有这份报告' });
  await expect(payment.or(owned)).toBeVisible();
  if (await owned.isVisible()) {
    await owned.getByRole('button', { name: '查看报告' }).click();
  } else {
    await payment.getByRole('radio', { name: /现在使用 1 点/ }).check();
    await agreeAndPay(payment, '使用 1 点', '我同意服务条款');
  }
  await expect(page).toHaveURL(/\/check\/check\/[\w-]+$/);
  await expect(page.getByText('车辆事故记录报告')).toBeVisible();
  await expect(page.getByRole('heading', { name: '这辆车的事故索赔' })).toBeVisible();
  await expect(page.getByText('严重', { exact: true }).first()).toBeVisible();
  for (const control of await page.locator('.mantine-Accordion-control').all()) await control.click();
  await readScreen(page, 'report', leftovers);
  // One way of writing a date (2018年11月2日 beside 2014年6月11日, no padded day), a Chinese colon.
  await expect(page.getByText('2018年11月2日').first()).toBeVisible();
  await expect(page.getByText('2014年6月11日').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/年\d{1,2}月0\d日/);
  await expect(page.getByText(/^数字指纹：[0-9a-f]{4} /)).toBeVisible();

  expect(leftovers, 'English left on the Chinese screens').toEqual([]);
});

test('the English reader of the word list: a sentence is listed, names, plates, codes and Malay are not', () => {
  expect(
    englishIn([
      'Please enter Vehicle Number',
      'Print',
      'CarSemak · Laporan Sejarah Kemalangan Kenderaan',
      'BMK 8821',
      'support@carsemak.my',
      'No. Pendaftaran',
      'RM 1,234.50',
      '车辆报告 BMK 8821',
      '数字指纹: 69a8 a369 b53f 7c34',
    ]),
  ).toEqual(['"Please enter Vehicle Number" in "Please enter Vehicle Number"', '"Print" in "Print"']);
});
