import { expect } from '@playwright/test';
import { test } from './support.ts';

// A buyer at a used-car lot, on a phone: 390 px wide, touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a visitor on a phone taps "See a sample report" on the landing page: a sample, every severity, nothing to pay', async ({
  page,
}) => {
  await page.goto('/Home');
  await page.getByRole('link', { name: 'See a sample report' }).tap();

  await expect(page).toHaveURL(/\/reports\/sample$/);
  await expect(page.getByTestId('sample-banner')).toContainText('Sample report — not a real vehicle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SAMPLE 1');
  await expect(page.getByText('PERODUA MYVI 1.5 AV (2019)')).toBeVisible();
  await expect(page.getByText('4 accident claims recorded on this vehicle')).toBeVisible();
  // The claims, newest first, one of each severity; the worst heads the report.
  const claims = page.locator('.mantine-Accordion-control');
  await expect(claims.locator('.chk-severity')).toHaveText(['SEVERE', 'HIGH', 'MEDIUM', 'LOW']);
  await expect(page.locator('.chk-summary .chk-severity')).toHaveText('SEVERE');
  await claims.first().tap();
  await expect(page.getByRole('region').getByText('ENGINE, ECU, WIRING HARNESS, INTERIOR CARPET, SEATS')).toBeVisible();
  // The vehicle's values and equipment, as a paid report shows them.
  await expect(page.getByText('RM 41,500.00')).toBeVisible();
  await expect(page.getByText('Reverse camera')).toBeVisible();

  // Nothing to pay, nothing of a check: no price, no payment, no sharing, no QR code to verify.
  await expect(page.getByRole('button', { name: /pay|credit|share/i })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(/per check/)).toHaveCount(0);
  await expect(page.getByTestId('verify-qr-link')).toHaveCount(0);
  // The phone shows it without scrolling sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // On paper it still says so: the banner, and the mark behind every page; the button to a real check is left off.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('sample-banner')).toBeVisible();
  await expect(page.getByText('SAMPLE', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check a vehicle' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The way to a real report: back to the plate box.
  await page.getByRole('link', { name: 'Check a vehicle' }).tap();
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByLabel('Registration or chassis number')).toBeVisible();
});
