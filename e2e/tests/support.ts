import { expect, type Page } from '@playwright/test';

export const demo = {
  admin: { email: 'admin@demo.carsemak.my', password: 'Admin#2026', name: 'Admin' },
  individual: { email: 'aisyah@demo.carsemak.my', password: 'Demo#2026', name: 'Nur Aisyah' },
  company: { email: 'dealer@demo.carsemak.my', password: 'Dealer#2026', name: 'Lim Wei Jie' },
};

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens the newest mail with this subject in the demo mailbox, as a user would read it. */
export async function openNewestMail(page: Page, to: string, subject: string) {
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
      const mails = (await answer.json()) as { id: number; subject: string }[];
      return mails.find((mail) => mail.subject === subject)?.id ?? null;
    })
    .not.toBeNull();
  await page.goto('/dev/mail');
  await page.getByRole('link', { name: subject }).first().click();
}

/** The credit balance the header shows. */
export async function headerCredit(page: Page): Promise<number> {
  const badge = page.getByRole('banner').getByText(/^Credit: /);
  await expect(badge).toBeVisible();
  return Number((await badge.textContent())?.replace(/[^\d.]/g, ''));
}

/** Through the Make Payment modal and the Terms of Service, paying per search online, to the sandbox gateway. */
export async function payPerSearch(page: Page) {
  const payment = page.getByRole('dialog', { name: 'Make Payment' });
  await payment.getByRole('radio', { name: /Pay Per Search via Credit Card or Online Banking/ }).check();
  await payment.getByRole('button', { name: 'Proceed' }).click();
  const terms = page.getByRole('dialog', { name: 'Term of Service' });
  await terms.getByRole('button', { name: 'I AGREE' }).click();
  await terms.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx[0-9a-f]+$/);
}
