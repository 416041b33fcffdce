import { expect } from '@playwright/test';
import { dealerOpensShowcaseReport, test } from './support.ts';

test('the owner shares a paid report read-only, a stranger reads it, and a revoked link stops working', async ({
  page,
  browser,
}) => {
  await dealerOpensShowcaseReport(page);
  const panel = page.getByTestId('share-panel');
  await panel.getByRole('button', { name: 'Make a share link' }).click();
  const link = await panel.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/share\/[\w-]{20,}$/);
  await expect(panel.getByText('Active')).toBeVisible();

  const stranger = await browser.newPage();
  await stranger.goto(link);
  await expect(stranger.getByText('A read-only copy shared by the report’s owner')).toBeVisible();
  await expect(stranger.locator('.chk-plate')).toHaveText('BMK 8821');
  await expect(stranger.getByTestId('share-panel')).toHaveCount(0);
  // The reader is invited to check a vehicle of their own.
  await expect(stranger.getByRole('link', { name: 'Check another vehicle' })).toHaveAttribute('href', '/Home');

  await panel.getByRole('button', { name: /^Revoke the link made / }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this share link?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByText('Revoked')).toBeVisible();
  await stranger.reload();
  await expect(stranger.getByText('Link not available')).toBeVisible();
  await expect(stranger.getByText('This share link has expired or was revoked.', { exact: false })).toBeVisible();
  await stranger.close();
});
