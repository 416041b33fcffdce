import { expect } from '@playwright/test';
import { openNewestMail, test, untilHydrated } from './support.ts';

// A phone: 390 px wide, touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a guest pays for a report, shares it, and later finds it again through "my reports" by e-mail, with no account', async ({
  page,
}) => {
  const email = `guest.reports.${Date.now()}@example.com`;
  await page.goto('/Home');
  await page.getByLabel('Registration or chassis number').fill('bmk 8821');
  await page.getByRole('button', { name: 'Check', exact: true }).tap();
  const sheet = page.getByRole('dialog', { name: 'Make Payment' });
  await sheet.getByLabel('E-mail').fill(email);
  await sheet.getByLabel('Mobile No').fill('019-555 0202');
  await sheet.getByRole('checkbox', { name: 'I AGREE to the Term of Service' }).tap();
  await sheet.getByRole('button', { name: /^Pay RM \d+\.\d\d$/ }).tap();
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx[0-9a-f]+$/);
  await page.getByRole('button', { name: 'Pay', exact: true }).tap();
  await expect(page).toHaveURL(/\/check\/check\/[\w-]+\?payment=/);
  await expect(page.getByText('3 accident claims recorded on this vehicle')).toBeVisible();

  // The guest shares the report like an owner: the link, the phone's Share (or Copy) and WhatsApp.
  const panel = page.getByTestId('share-panel');
  await panel.getByRole('button', { name: 'Make a share link' }).tap();
  const link = await panel.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/share\/[\w-]{20,}$/);
  await expect(panel.getByRole('button', { name: /^(Share|Copy)$/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?${new URLSearchParams({ text: `Vehicle accident history report (read only): ${link}` })}`,
  );

  // Later, on another day: from the landing page to "my reports", by the e-mail and mobile number paid with.
  await page.context().clearCookies();
  await page.goto('/Home');
  await page.getByRole('link', { name: 'Find my reports' }).tap();
  await expect(page).toHaveURL(/\/reports\/mine$/);
  await untilHydrated(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mobile No').fill('0195550202');
  await page.getByRole('button', { name: 'E-mail me the link' }).tap();
  await expect(
    page.getByText('If reports were bought with this e-mail and mobile number, a link to them has been e-mailed'),
  ).toBeVisible();

  await openNewestMail(page, email, 'Your CarSemak reports');
  await page.getByRole('link', { name: 'Show my reports' }).first().click();
  await expect(page).toHaveURL(/\/reports\/mine\?taccode=/);
  const reports = page.getByTestId('guest-reports').getByRole('listitem');
  await expect(reports).toHaveCount(1);
  await expect(reports.first()).toContainText('PERODUA VIVA');
  await page.screenshot({ path: test.info().outputPath('my-reports-390.png'), fullPage: true });
  await reports
    .first()
    .getByRole('button', { name: /^Open the report of / })
    .tap();
  await expect(page).toHaveURL(/\/check\/check\/[\w-]+$/);
  await expect(page.getByText('3 accident claims recorded on this vehicle')).toBeVisible();
});
