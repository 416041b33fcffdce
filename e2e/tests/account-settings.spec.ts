import { expect } from '@playwright/test';
import { fillLogin, logInAs, newVerifiedAccount, openNewestMail, test, untilHydrated } from './support.ts';

const password = 'Tetapan#2026';

test('on a phone, a user renames itself, changes its e-mail address through the link mailed to it, and its password', async ({
  page,
  request,
}) => {
  const email = await newVerifiedAccount(request, { name: 'Tan Mei Ling', password });
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, { email, password });

  // The phone's menu leads to the settings.
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('link', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();

  // Name and mobile, by the registration's rules.
  const details = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save details' }) });
  await details.getByLabel('Mobile').fill('01234abc');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Invalid mobile number')).toBeVisible();
  await details.getByLabel('Name').fill('Tan Mei Ling binti Ahmad');
  await details.getByLabel('Mobile').fill('019-876 5432');
  await details.getByRole('button', { name: 'Save details' }).click();
  // The outcome shows in the form's own place, under its button.
  await expect(details.getByRole('status')).toHaveText('Your details have been saved.');
  await expect(details.getByRole('status')).toBeInViewport();
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Tan Mei Ling binti Ahmad');
  await expect(page.getByLabel('Mobile')).toHaveValue('0198765432');

  // A new address: a wrong password is refused on its field; then a link goes to the new address.
  const newEmail = email.replace('@example.my', '@baharu.example.my');
  const emailForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send confirmation link' }) });
  await emailForm.getByLabel('New email address').fill(newEmail);
  await emailForm.getByLabel(/^Current password/).fill('Salah#2026');
  await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(emailForm.getByText('Your current password is not correct.')).toBeVisible();
  await emailForm.getByLabel(/^Current password/).fill(password);
  await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByTestId('pending-email')).toContainText(newEmail);
  await expect(emailForm.getByRole('status')).toContainText(newEmail);
  await expect(page.getByText(`You log in with ${email}.`)).toBeVisible();

  await openNewestMail(page, newEmail, 'Confirm your new email address for CarSemak');
  await page.getByRole('link', { name: 'Confirm my new address' }).click();
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Account Settings' }).last().click();
  await expect(page.getByText(`You log in with ${newEmail}.`)).toBeVisible();

  // A new password: the current one first.
  const passwordForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Change password' }) });
  await passwordForm.getByLabel(/^Current password/).fill(password);
  await passwordForm.getByLabel(/^New password/).fill('Baharu#2026');
  await passwordForm.getByLabel(/^Confirm new password/).fill('Baharu#2026');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByRole('status')).toContainText('Your password has been changed.');

  // The new address and password log in; the old address no longer does.
  await page.context().clearCookies();
  await page.goto('/account/login');
  await fillLogin(page, email, 'Baharu#2026');
  await expect(page.getByText('Invalid login id / password')).toBeVisible();
  await logInAs(page, { email: newEmail, password: 'Baharu#2026' });
});
