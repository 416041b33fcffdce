import { expect } from '@playwright/test';
import { demo, fillLogin, test } from './support.ts';

test('a dealer creates an API key, sees its secret once, calls the API with it, and revokes it', async ({
  page,
  request,
}) => {
  const name = `Showroom ${Date.now()}`;
  await page.goto('/account/login');
  await fillLogin(page, demo.company.email, demo.company.password);
  await page.getByRole('link', { name: 'API Access' }).click();
  await expect(page).toHaveURL(/\/account\/apiaccess$/);

  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new key' });
  const secret = (await dialog.locator('pre').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^live_/);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();

  // The list shows the key by its first characters only, never the secret.
  const line = page.getByRole('row').filter({ hasText: name });
  await expect(line).toContainText('Active');
  await expect(page.getByText(secret)).toHaveCount(0);

  const balance = await request.get('/api/v1/balance', { headers: { authorization: `Bearer ${secret}` } });
  expect(balance.status()).toBe(200);

  await line.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(line).toContainText('Revoked');
  const refused = await request.get('/api/v1/balance', { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
});

test('an individual is told API access is for company accounts', async ({ page }) => {
  await page.goto('/account/login');
  await fillLogin(page, demo.individual.email, demo.individual.password);
  // Logged in first: before that, the missing link would prove nothing.
  await expect(page).toHaveURL(/\/check\/checklist$/);
  await expect(page.getByRole('link', { name: 'API Access' })).toHaveCount(0);
  await page.goto('/account/apiaccess');
  await expect(page.getByText('API access is for company accounts.', { exact: false })).toBeVisible();
});
