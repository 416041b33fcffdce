import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { demo, logInAs, test } from './support.ts';

/** A secret the page shows once, in its own dialog: read, checked by its prefix, and the dialog closed. */
async function copySecretShownOnce(page: Page, dialogName: string, prefix: RegExp): Promise<string> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const secret = (await dialog.locator('pre').textContent())?.trim() ?? '';
  expect(secret).toMatch(prefix);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  return secret;
}

test('a dealer creates an API key, sees its secret once, calls the API with it, and revokes it', async ({
  page,
  request,
}) => {
  const name = `Showroom ${Date.now()}`;
  await logInAs(page, demo.company);
  await page.getByRole('link', { name: 'API Access' }).click();
  await expect(page).toHaveURL(/\/account\/apiaccess$/);

  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = await copySecretShownOnce(page, 'Your new key', /^live_/);

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
  // Logged in first: before that, the missing link would prove nothing.
  await logInAs(page, demo.individual);
  await expect(page.getByRole('link', { name: 'API Access' })).toHaveCount(0);
  await page.goto('/account/apiaccess');
  await expect(page.getByText('API access is for company accounts.', { exact: false })).toBeVisible();
});

test('a dealer adds a webhook, keeps its secret, sends a test event its receiver can verify, and removes it', async ({
  page,
}) => {
  // The dealer's receiver, on this machine (demo mode takes plain HTTP to localhost), checking as docs/api.md says.
  const received: { signature: string; body: string }[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ signature: String(request.headers['portal-signature']), body: Buffer.concat(chunks).toString() });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`;
  try {
    await logInAs(page, demo.company);
    await page.getByRole('link', { name: 'API Access' }).click();

    await page.getByLabel('Address (https://…)').fill('http://stock.example/events');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByText('The webhook address must start with https://.')).toBeVisible();

    await page.getByLabel('Address (https://…)').fill(url);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = await copySecretShownOnce(page, 'Your webhook’s signing secret', /^whsec_/);

    const webhooks = page.getByRole('list', { name: 'Webhooks' });
    const card = webhooks.getByRole('listitem').filter({ hasText: url });
    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect(card.getByRole('list', { name: 'Deliveries' })).toContainText('Delivered', { timeout: 20_000 });
    await expect(card.getByRole('list', { name: 'Deliveries' })).toContainText('answered 204');

    expect(received).toHaveLength(1);
    const [request] = received;
    const parts = Object.fromEntries((request?.signature ?? '').split(',').map((part) => part.split('=')));
    const expected = createHmac('sha256', secret).update(`${parts.t}.${request?.body}`).digest('hex');
    expect(parts.v1).toBe(expected);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ type: 'test' });

    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove this webhook?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No webhooks yet.')).toBeVisible();
  } finally {
    receiver.close();
  }
});
