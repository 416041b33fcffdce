import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken, buyReportByApi, demo, logInAs, newVerifiedCompany, test } from './support.ts';

const password = 'Motors#2026';

/**
 * A company of its own (other journeys change the demo dealer): registered, verified and given
 * credit by the administrator through the API, then it pays for one check with credit.
 */
async function newCompanyRunsCheck(request: APIRequestContext, companyName: string) {
  const { email, admin } = await newVerifiedCompany(request, {
    name: 'Dash Dealer',
    password,
    companyName,
    companyNo: '202001099999',
  });
  const credited = await request.post('/api/Transaction/save?id=0', {
    headers: admin,
    data: { Email: email, Credit: 3, Description: 'E2E opening credit' },
  });
  expect(credited.status()).toBe(200);

  const company = { authorization: `Bearer ${await apiToken(request, email, password)}` };
  await buyReportByApi(request, company, 'WXY1234');
}

test("the dashboard shows a company's checks in the summary, the cards and the chart", async ({ page, request }) => {
  test.slow(); // registers, verifies and credits a company before the dashboard is read
  await logInAs(page, demo.admin, /\/Home$/);

  await page.goto('/Home');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/the lists show company users only\. Test accounts are left out\./)).toBeVisible();
  await page.getByText('This Week', { exact: true }).click();
  await expect(page).toHaveURL(/dateSelection=week/);
  const companyName = `E2E Dash Motors ${Date.now()}`;
  const summary = page.getByRole('table', { name: 'Transaction Summary' });
  const companyRow = summary.getByRole('row', { name: new RegExp(companyName) });
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expect(companyRow).toHaveCount(0);

  await newCompanyRunsCheck(request, companyName);
  await page.reload();
  // The summary's heads sort (shown once the list has a row: alone on a fresh database this company's is the first).
  await expect(summary.getByRole('button', { name: 'Company Name' })).toBeVisible();
  await expect(companyRow).toContainText('Dash Dealer');
  await expect(companyRow.getByRole('cell').nth(2)).toHaveText('1');

  // The credit-used card links to the company's credit rows.
  const card = page.getByRole('list', { name: 'Transaction By Credit Used' });
  await expect(card.getByRole('listitem').filter({ hasText: companyName })).toContainText('1 credit');
  // The chart draws today's checks as a bar: today is the last day, and a day without checks has a bar of no height.
  const chart = page.getByLabel('Checks per day');
  await expect(chart.locator('.recharts-bar-rectangle').last().locator('path')).toBeVisible();
  await expect(page.getByLabel('Revenue per day (RM)')).toBeVisible();

  // The summary searches and sorts.
  await page.getByRole('textbox', { name: 'Search' }).fill('nobody at all');
  await expect(page.getByText('No record found.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('dash motors');
  await expect(companyRow).toBeVisible();
  await summary.getByRole('button', { name: 'Username' }).click();
  await expect(summary.getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'descending');

  await card.getByRole('link', { name: companyName }).click();
  await expect(page).toHaveURL(/\/payment\/transactions\?q=E2E/);
  await expect(page).toHaveURL(/transactionType=2/);
  await expect(page.getByRole('table', { name: 'Transactions' })).toContainText('Dash Dealer');
});
