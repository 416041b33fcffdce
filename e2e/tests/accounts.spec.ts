import { expect } from '@playwright/test';
import { messages } from '../../packages/contract/src/messages.ts';
import { demo, fillLogin, openNewestMail, test } from './support.ts';

test('register, read the verification mail, verify, login, see the greeting, logout', async ({ page }) => {
  const email = `hafiz.${Date.now()}@example.my`;
  await page.goto('/account/register');
  await page.getByLabel('Name').fill('Hafiz Rahman');
  await page.getByLabel('Mobile').fill('0198765432');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('Kereta#2026');
  await page.getByLabel('Confirm Password').fill('Kereta#2026');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(messages.registered)).toBeVisible();

  await openNewestMail(page, email, 'Verify your CarSemak account');
  await page.getByRole('link', { name: 'Verify my account' }).click();
  await expect(page).toHaveURL(/\/account\/verification\?/);
  await expect(page.getByText(messages.verified)).toBeVisible();

  await page.goto('/account/login');
  await fillLogin(page, email, 'Kereta#2026');
  await expect(page).toHaveURL(/\/check\/checklist$/);
  await expect(page.getByText('Hi, Hafiz Rahman').first()).toBeVisible();

  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('link', { name: 'Logout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/account\/login/);
  await expect(page.getByText('Hi, Hafiz Rahman')).toHaveCount(0);
});

test('a wrong password shows the specification message', async ({ page }) => {
  await page.goto('/account/login');
  await fillLogin(page, demo.individual.email, 'Wrong#2026');
  await expect(page.getByText(messages.loginFailedTitle)).toBeVisible();
  await expect(page.getByText(messages.loginFailedText)).toBeVisible();
});

test('forgot password, reset through the mailed link, login with the new password', async ({ page }) => {
  await page.goto('/account/forgotpassword');
  await expect(page.getByText(messages.resetInstruction)).toBeVisible();
  await page.getByLabel('Email').fill(demo.company.email);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(messages.resetEmailSent)).toBeVisible();

  await openNewestMail(page, demo.company.email, 'Reset your CarSemak password');
  await page.getByRole('link', { name: 'Reset my password' }).click();
  await expect(page).toHaveURL(/\/account\/resetpassword\?/);
  await page.getByLabel(/^Password/).fill('Baharu#2026');
  await page.getByLabel('Confirm Password').fill('Baharu#2027');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(messages.passwordNotMatched)).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Baharu#2026');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(messages.passwordResetDone)).toBeVisible();

  await page.goto('/account/login');
  await fillLogin(page, demo.company.email, 'Baharu#2026');
  await expect(page).toHaveURL(/\/check\/checklist$/);
  await expect(page.getByText(`Hi, ${demo.company.name}`).first()).toBeVisible();
});

test('a guarded page prompts to log in and returns to it afterwards', async ({ page }) => {
  await page.goto('/payment/transactions?transactionType=2');
  await expect(page.getByText(messages.unauthorisedTitle)).toBeVisible();
  await page.getByRole('link', { name: 'Login', exact: true }).last().click();
  await expect(page).toHaveURL(/returnUrl=/);
  await fillLogin(page, demo.individual.email, demo.individual.password);
  await expect(page).toHaveURL(/\/payment\/transactions\?transactionType=2$/);
});

test('an administrator sees the Admin menu, a user does not', async ({ page }) => {
  await page.goto('/account/login');
  await fillLogin(page, demo.admin.email, demo.admin.password);
  await expect(page.getByText('Accounts').first()).toBeVisible();
  await expect(page.getByText('ISMABI Upload').first()).toBeVisible();
});
