import { expect } from '@playwright/test';
import { demo, fillLogin, test } from './support.ts';

test('the owner watches the vehicle of a paid report, finds it on the Watchlist at 390 px, and stops watching', async ({
  page,
}) => {
  await page.goto('/account/login');
  await fillLogin(page, demo.company.email, demo.company.password);
  await expect(page).toHaveURL(/\/check\/checklist$/);
  const unikey = await page.evaluate(async () => {
    const token = document.cookie.match(/Authorization=([^;]+)/)?.[1];
    const headers: Record<string, string> = token ? { authorization: decodeURIComponent(token) } : {};
    const found = await (await fetch('/api/Check/SearchItem?vehicleNo=BMK8821', { headers })).json();
    await fetch(`/api/Check/UpdateItem?id=${found.Unikey}&paymentType=3`, { method: 'POST', headers });
    return found.Unikey as string;
  });

  await page.goto(`/check/check/${unikey}`);
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
