import { expect, type Page } from '@playwright/test';
import { demo, fillLogin, test } from './support.ts';

/** A 160 × 100 PNG drawing of a car, small enough to sit here. */
const carPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAABkCAMAAAA2aMu9AAAA9lBMVEUqb5csLCzr7vAkLjUiJSciJigkJCT09PQiIiIiIyMpZ4okOEQlJSUvcpmamprb29ubm5skN0MpZ4uysrLd3d0rKytdXV0iIySzs7Pe3t4nV3NCQkKuxtTV4ObV3+bY4ufZ4ugscJgucpmsxdMlQ1RsmrVrmrXZ2dmZmZlqmbUjLjRvnLZunLZ2dnZtm7ZoaGjZ4ucoWXYpZookOEMlQFDc3NycnJwqZ4uWtsklQVFycnInT2WZuMonTmUmTmWYt8onT2YjLTImTmZqmbRpmbQjLjMqaY4nWHQnT2clPk11dXXW4ebp7e/X4eeWtsgtcZiXt8mrxNICfryvAAAACXBIWXMAAAsTAAALEwEAmpwYAAABrUlEQVRo3u3YWU/CQBQF4LYUpmUXAWXfREUQcccVFdz3//9n9MEQW0a5A8mdRM/3fjgnLW1gDAMAAAAAAAAAAAAAAAC8Yu1iyRIMrFKxE1Pft9oTjKpDxXmvp4LZoKY0kH2fEH2l+ys0aCk8H1UdA6v0J6UttOiSBxb1DGyQBz7rGVgiD7T0DLTIA4UmGIiBGIiBGIiBGIiB/2Sgpt+DT+SBjz99RCKZLZhmIZvcn2XAtHR53v8kuc2o8yW0taY6b3r6nTywI21YzDjfmMtq+wjpJnlgvSKJr4ccj1BcZR8h3VM4QRpKroCv4bND4RpS0iOVs4+BP53OOBPMHHUfJf2idHhUe/NVHDsSD9SBhHRf7XTLMFqe72EiKquIponvl6npyshQVu82yuM3dtyROqAN/D1tlRvN+rznwQvyighHmuRSXrHBkSax5RU2R3qeiiBHmuRaXhHgSP+Nh+RcXnHHkSbZWZI1uGGONM2erOKIJ01yGJQ8hSmeNM32xG1y81xpmjPX13DCl6bJe+5T8JYzTXOzMr4M7n2KN00UvtoN2HYgchHmTwMAAMzkAxLIm0oNJINKAAAAAElFTkSuQmCC',
  'base64',
);

async function loginAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/account/login');
  await fillLogin(page, account.email, account.password);
  // A user lands on the checklist, an administrator on the dashboard.
  await expect(page).not.toHaveURL(/\/account\/login/);
}

type ChosenFile = { name: string; mimeType: string; buffer: Buffer };

/** Clicks the file field and picks files in the browser's file chooser, as a user does. */
async function chooseFiles(page: Page, label: string, file: ChosenFile) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(label).click();
  await (await chooser).setFiles(file);
}

/** Both widths of the screen: no sideways scrolling, and a picture to look at. */
async function lookAt(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The side bar slides away after a resize: the page is measured once it has settled.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${name} at ${width}px`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('an administrator uploads an ISM ABI file, sees its rows, and sees a bad file’s rejected rows', async ({
  page,
}, testInfo) => {
  await loginAs(page, demo.admin);
  await page.goto('/settings/ismabi');
  await expect(page.getByRole('heading', { name: 'ISMABI Upload' })).toBeVisible();

  await chooseFiles(page, 'Files', {
    name: 'ismdata-e2e.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'NVIC,MAKE,FAMILY,VARIANT,YEAR,EMNEWPR,WMNEWPR,MARKETVALUE\r\nE2E26AA,E2EMOTORS,ZETA,1.5 Hybrid,2026,"98,500.00",96000,90000\r\nE2E26AB,E2EMOTORS,ETA,2.0,2026,120000,118000,\r\n',
    ),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('ismdata-e2e.csv: imported 2 rows.')).toBeVisible();

  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill('e2emotors');
  const table = page.getByRole('table', { name: 'ISM ABI data' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /E2E26AA/ })).toContainText('RM 98,500.00');
  await expect(table.getByRole('row', { name: /E2E26AB/ })).toContainText('RM 118,000.00');
  await page.reload();
  await expect(search).toHaveValue('e2emotors');
  await expect(table.getByRole('row')).toHaveCount(3);

  await chooseFiles(page, 'Files', {
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('NVIC,MAKE,FAMILY\r\nE2E26AC,,THETA\r\n'),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('broken.csv: nothing was written.', { exact: false })).toBeVisible();
  const rejected = page.getByRole('table', { name: 'Rejected rows' });
  await expect(rejected.getByRole('row', { name: /2 make is required/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await lookAt(page, 'ismabi', (name) => testInfo.outputPath(name));
});

test('a user attaches a photo to a paid report and sees it as the report’s image', async ({ page }, testInfo) => {
  await loginAs(page, demo.individual);
  const found = await page.request.get('/api/Check/SearchItem?vehicleNo=WXY1234');
  const { Unikey } = (await found.json()) as { Unikey: string };
  // As the web app does: from its own page, the login carried by the cookie (the same change from elsewhere is refused).
  const paid = await page.evaluate(
    async (key) =>
      (await fetch(`/api/Check/UpdateItem?id=${key}&paymentType=3&agreedTerms=true`, { method: 'POST' })).ok,
    Unikey,
  );
  expect(paid).toBe(true);

  await page.goto(`/check/check/${Unikey}`);
  await expect(page.getByRole('heading', { name: 'Photos and documents' })).toBeVisible();
  await expect(page.getByRole('img', { name: /No photo of/ })).toBeVisible();
  await chooseFiles(page, 'Add images', { name: 'my-car.png', mimeType: 'image/png', buffer: carPng });
  await page.getByLabel('Description (optional)').fill('Front view');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('1 image uploaded.')).toBeVisible();

  const thumbnail = page.getByRole('link', { name: 'Open my-car.png' }).getByRole('img', { name: 'Front view' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);
  const reportPhoto = page.getByRole('img', { name: 'PROTON X50' });
  await expect(reportPhoto).toBeVisible();
  await expect.poll(() => reportPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);
  await lookAt(page, 'report-attachments', (name) => testInfo.outputPath(name));

  // Deleting asks first, and the report goes back to no photo.
  await page.getByRole('button', { name: 'Delete my-car.png' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete image' });
  await expect(confirm).toContainText('Are you sure to delete the item? [CONFIRM] to continue.');
  await confirm.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('The image item deleted successfully.')).toBeVisible();
  await expect(page.getByRole('img', { name: /No photo of/ })).toBeVisible();
});
