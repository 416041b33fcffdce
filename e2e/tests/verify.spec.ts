import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken, buyReportByApi, demo, logInWithToken, test } from './support.ts';

/** The demo dealer buys a report of BMK 8821 with credit, by API as a dealer's system would. */
async function dealerSells(request: APIRequestContext) {
  const token = await apiToken(request, demo.company.email, demo.company.password);
  const headers = { authorization: `Bearer ${token}` };
  return { token, headers, ...(await buyReportByApi(request, headers, 'BMK8821')) };
}

test('a buyer opens the QR link of a paid report and sees the verification page with the same figures', async ({
  page,
  request,
}) => {
  // The seller bought the report (by API, as a dealer's system would) and opens it logged in, as only its owner can;
  // the buyer holds its printout.
  const { token, Unikey, ReferenceID } = await dealerSells(request);

  await logInWithToken(page, token);
  await page.goto(`/check/check/${Unikey}`);
  const summary = ((await page.locator('.chk-summary').textContent()) ?? '').match(
    /(\d+) accident claims? recorded on this vehicle/,
  );
  expect(summary, 'the report counts its claims').not.toBeNull();
  const claims = summary?.[1] ?? '';
  const panel = page.getByTestId('verify-panel');
  await expect(panel.getByRole('heading', { name: 'Verify this report' })).toBeVisible();
  await expect(panel.getByText(ReferenceID, { exact: true })).toBeVisible();
  const qr = panel.getByRole('img', { name: `QR code to the verification page of report ${ReferenceID}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const printed = ((await panel.getByTestId('verify-panel-fingerprint').textContent()) ?? '').replace(/^.*: /, '');
  expect(printed, 'the panel prints the fingerprint as four groups of four').toMatch(/^[0-9a-f]{4}( [0-9a-f]{4}){3}$/);

  // The QR code carries the report's token: scanning it shows the figures.
  await panel.getByTestId('verify-qr-link').click();
  await expect(page).toHaveURL(new RegExp(`/verify/${ReferenceID}\\?t=[A-Za-z0-9_-]{22}$`));
  await expect(page.getByText('This reference belongs to a genuine report')).toBeVisible();
  await expect(page.getByTestId('verify-plate')).toHaveText('BMK 8821');
  await expect(page.getByTestId('verify-claims')).toHaveText(claims);
  await expect(page.getByText('A printout whose figures differ from this page is not genuine.')).toBeVisible();

  // At a phone's width nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('whoever types the reference alone learns only that it exists, until they enter the printed fingerprint', async ({
  page,
  request,
}) => {
  const { headers, Unikey, ReferenceID } = await dealerSells(request);
  const report = await (await request.get(`/api/Check/GetItem?unikey=${Unikey}`, { headers })).json();
  const verification = await request.get(`/api/Verify/${ReferenceID}?t=${report.VerifyToken}`);
  const { Fingerprint } = await verification.json();
  const printed = (Fingerprint as string).slice(0, 16).match(/.{4}/g)?.join(' ') ?? '';

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/verify/${ReferenceID}`);
  await expect(page.getByTestId('verify-exists')).toContainText('A report with this reference exists');
  await expect(page.getByTestId('verify-plate')).toHaveCount(0);
  await expect(page.getByText('BMK 8821')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const field = page.getByLabel('Fingerprint from the printout');
  await field.fill('12ab');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter at least the 16 characters printed under the QR code')).toBeVisible();
  await field.fill(`${printed.slice(0, -1)}${printed.endsWith('0') ? '1' : '0'}`);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This fingerprint does not match' })).toBeVisible();
  await expect(page.getByTestId('verify-plate')).toHaveCount(0);

  await field.fill(printed.toUpperCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('This reference belongs to a genuine report')).toBeVisible();
  await expect(page.getByTestId('verify-plate')).toHaveText('BMK 8821');
  await expect(page.getByTestId('verify-fingerprint')).toHaveText(printed);
});
