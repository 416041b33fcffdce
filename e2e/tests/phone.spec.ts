import { expect, type Page } from '@playwright/test';
import { withDemoKey } from './demo-key.ts';
import { demo, logInReadingCredit, test, untilHydrated } from './support.ts';

// A phone: 390 px wide, touch. Each tap is counted as a user would count it; typing is not a tap.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Taps a control and counts it. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: ReturnType<Page['getByRole']>) => {
      taps += 1;
      await target.tap();
    },
    count: () => taps,
  };
}

test('a guest goes from the landing page to the paid report of BMK 8821 in at most 5 taps, and keeps its link by mail', async ({
  page,
}) => {
  const email = `phone.guest.${Date.now()}@example.com`;
  await page.goto('/Home');
  await untilHydrated(page);
  // The price and the trust points are on the landing page, before any tap.
  await expect(page.getByTestId('prices')).toContainText(/RM \d+\.\d\d per check/);
  await expect(page.getByTestId('prices'), 'each package with its price of a check').toContainText(
    /RM \d+\.\d\d \(RM \d+\.\d\d a check\)/,
  );
  await expect(page.getByText('Not found? You are not charged')).toBeVisible();
  await page.getByLabel('Registration or chassis number').fill('bmk 8821');
  const { tap, count } = tapCounter();

  await tap(page.getByRole('button', { name: 'Check', exact: true }));
  const sheet = page.getByRole('dialog', { name: 'Make Payment' });
  await expect(sheet.getByTestId('vehicle-found')).toContainText('PERODUA VIVA 2012');
  await sheet.getByLabel('E-mail').fill(email);
  await sheet.getByLabel('Mobile No').fill('019-555 0101');
  await tap(sheet.getByRole('checkbox', { name: 'I AGREE to the Term of Service' }));
  await tap(sheet.getByRole('button', { name: /^Pay RM \d+\.\d\d$/ }));
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx[0-9a-f]+$/);
  await tap(page.getByRole('button', { name: 'Pay', exact: true }));

  await expect(page).toHaveURL(/\/check\/check\/[\w-]+\?payment=/);
  await expect(page.getByText('3 accident claims recorded on this vehicle')).toBeVisible();
  await expect(
    page.getByText(`A receipt with this report's link was sent to ${email}.`, { exact: false }),
  ).toBeVisible();
  expect(count()).toBeLessThanOrEqual(5);

  // Later, on the phone that paid: the link in the receipt opens the report (its browser holds the report-device
  // cookie; on another device the link asks for the mailed My reports link: report-access.spec.ts).
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(withDemoKey('/dev/mail.json', { to: email }))).json()) as {
        text: string;
      }[];
      link = mails[0]?.text.match(/https?:\/\/\S+\/check\/check\/[\w-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto('/Home');
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('3 accident claims recorded on this vehicle')).toBeVisible();
});

test('a logged-in buyer pays with credit in at most 3 taps after typing the plate', async ({ page }) => {
  await logInReadingCredit(page, demo.individual);
  // A plate no other journey pays for, so no "you already have this report" comes first.
  await page.getByLabel('Vehicle Number', { exact: true }).fill('JRB 3307');
  const { tap, count } = tapCounter();
  await tap(page.getByRole('button', { name: 'Search', exact: true }));
  const sheet = page.getByRole('dialog', { name: 'Make Payment' });
  await tap(sheet.getByRole('checkbox', { name: 'I AGREE to the Term of Service' }));
  await tap(sheet.getByRole('button', { name: /^Use \d+ Credits?$/ }));
  await expect(page).toHaveURL(/\/check\/check\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('JRB 3307');
  expect(count()).toBeLessThanOrEqual(3);
});
