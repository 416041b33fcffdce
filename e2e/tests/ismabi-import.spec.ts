import { expect } from '@playwright/test';
import { demo, logInAs, test } from './support.ts';

const ROWS = 100_000;

/** An ISMData file of `ROWS` rows, each its own NVIC. */
function bigIsmData() {
  const lines = ['NVIC,MAKE,FAMILY,EMNEWPR,WMNEWPR'];
  for (let index = 0; index < ROWS; index += 1)
    lines.push(`BIG${String(index).padStart(6, '0')},BIGMOTORS,OMEGA,50000,49000`);
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

test('an ISM ABI upload of 100,000 rows answers within a second, then the screen shows the import going and its outcome', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInAs(page, demo.admin, /\/Home$/);
  await page.goto('/settings/ismabi');

  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Files').click();
  await (await chooser).setFiles({ name: 'big-ismdata.csv', mimeType: 'text/csv', buffer: bigIsmData() });
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/ISMABI\/?\?/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const upload = await answered;
  expect(upload.status()).toBe(202);
  const timing = upload.request().timing();
  // From the request's start to the answer's end: sending the file, storing it and queuing its job.
  expect(timing.responseEnd).toBeLessThan(1000);

  await expect(
    page.getByText(/Uploaded: waiting for the import to start…|Checking rows: [\d,]+ so far|Writing [\d,]+ rows…/),
  ).toBeVisible();
  await expect(page.getByText('big-ismdata.csv: imported 100,000 rows.', { exact: false })).toBeVisible({
    timeout: 150_000,
  });
  await page.getByRole('textbox', { name: 'Search' }).fill('BIG000001');
  await expect(page.getByRole('table', { name: 'ISM ABI data' }).getByRole('row', { name: /BIG000001/ })).toBeVisible();
});
