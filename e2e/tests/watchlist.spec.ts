import { expect } from '@playwright/test';
import { dealerOpensShowcaseReport, test } from './support.ts';

test('the owner watches the vehicle of a paid report, finds it on the Watchlist at 390 px, and stops watching', async ({
  page,
}) => {
  await dealerOpensShowcaseReport(page);
  const panel = page.getByTestId('watch-panel');
  await panel.getByRole('button', { name: 'Watch this vehicle' }).click();
  await expect(panel.getByRole('button', { name: 'Stop watching' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/watchlist');
  await expect(page.getByRole('heading', { name: 'Watchlist', level: 1 })).toBeVisible();
  const row = page.getByTestId('watch-row').filter({ hasText: 'BMK 8821' });
  await expect(row).toBeVisible();
  await expect(row.getByText('No new claim')).toBeVisible();
  await expect(row.getByText(/^Watched since /)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await row.getByRole('button', { name: 'Stop watching BMK 8821' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('You are not watching any vehicle.', { exact: false })).toBeVisible();
});
