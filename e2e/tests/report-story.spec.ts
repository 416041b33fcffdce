import { expect, type Page } from '@playwright/test';
import { apiToken, buyReportByApi, demo, logInWithToken, test } from './support.ts';

// A buyer at a used-car lot, on a phone: 390 px wide, touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The demo dealer's reports of the showcase's story vehicles, bought as its stock system buys them. */
async function dealerReports(page: Page, language: 'ms' | 'zh') {
  const token = await apiToken(page.request, demo.company.email, demo.company.password);
  const headers = { authorization: `Bearer ${token}` };
  const reports = {
    writtenOff: await buyReportByApi(page.request, headers, 'WVR7713'),
    rollback: await buyReportByApi(page.request, headers, 'PKN5520'),
    manyParts: await buyReportByApi(page.request, headers, 'BPE3390'),
  };
  await logInWithToken(page, token);
  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'lang', value: language, url }]);
  return reports;
}

/** The whole page as the buyer scrolls it, at the phone's width and at a laptop's, kept with the run's results. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  // The readings' cards on their own, as the phone shows them.
  for (const card of ['inspect', 'mileage']) {
    await page.getByTestId(card).screenshot({ path: test.info().outputPath(`${name}-${card}-390.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a buyer reads in Malay that the car was written off, what to inspect and that its mileage went backwards', async ({
  page,
}) => {
  const reports = await dealerReports(page, 'ms');

  await page.goto(`/check/check/${reports.writtenOff.Unikey}`);
  await expect(page.getByTestId('report-summary')).toHaveText(
    '2 tuntutan, yang paling teruk: TERUK; DIHAPUS KIRA pada 18 Dis 2021; bacaan odometer sentiasa meningkat.',
  );
  const writtenOff = page.getByTestId('written-off');
  await expect(writtenOff).toContainText('Dihapus kira');
  await expect(writtenOff).toContainText('kerugian menyeluruh (KERUGIAN MENYELURUH)');
  // The summary sentence, write-off included, is on the phone's first screen, before any scrolling.
  await expect(page.getByTestId('report-summary')).toBeInViewport();
  await screenshots(page, 'ms-written-off');

  await page.goto(`/check/check/${reports.manyParts.Unikey}`);
  const inspect = page.getByTestId('inspect');
  await expect(inspect.getByRole('heading')).toHaveText('Apa yang perlu diperiksa sebelum membeli');
  // Worst and newest first: the SEVERE claim of 12 Mar 2021 heads the list, its parts named in Malay.
  await expect(inspect.getByTestId('inspect-FRONT').getByRole('listitem').first()).toHaveText(
    'BAMPAR HADAPAN, BONET, PENYOKONG RADIATOR: dibaiki selepas tuntutan TERUK pada 12 Mac 2021.',
  );
  await expect(inspect.getByTestId('inspect-AIRBAGS')).toContainText('Lampu beg udara mesti menyala');
  await expect(inspect.getByTestId('inspect-SIDES')).toContainText('PINTU HADAPAN KIRI, PINTU BELAKANG KIRI');
  await expect(page.getByTestId('mileage')).toContainText('Penggunaan luar biasa banyak');
  await screenshots(page, 'ms-many-parts');

  await page.goto(`/check/check/${reports.rollback.Unikey}`);
  await expect(page.getByTestId('report-summary')).toContainText('bacaan odometer pernah menurun');
  const mileage = page.getByTestId('mileage');
  await mileage.scrollIntoViewIfNeeded();
  await expect(mileage.getByTestId('mileage-rollback')).toContainText(
    'Tuntutan pada 20 Jan 2023 merekodkan 54,300 km, kurang daripada 112,900 km yang direkodkan pada 03 Sep 2020.',
  );
  // The claim without a mileage is shown as such, never guessed.
  await expect(mileage.getByTestId('mileage-table').getByRole('row')).toHaveText([
    'Tarikh kemalanganBacaan odometer',
    '14 Apr 201868,200 km',
    '11 Jul 2019tidak direkodkan',
    '03 Sep 2020112,900 km',
    '20 Jan 202354,300 km',
  ]);
  // The chart is drawn once the buyer scrolls to it.
  await expect(
    mileage.getByRole('img', { name: 'Bacaan odometer yang direkodkan pada setiap tuntutan' }),
  ).toBeVisible();
  await screenshots(page, 'ms-rollback');
});

test('a buyer reads the same story in Chinese', async ({ page }) => {
  const reports = await dealerReports(page, 'zh');
  await page.goto(`/check/check/${reports.writtenOff.Unikey}`);
  await expect(page.getByTestId('report-summary')).toHaveText(
    '2 宗索赔，最重一宗：严重；曾于 2021年12月18日 被判全损；里程只增不减。',
  );
  await expect(page.getByTestId('written-off')).toContainText('全损车');
  await screenshots(page, 'zh-written-off');

  await page.goto(`/check/check/${reports.manyParts.Unikey}`);
  await expect(page.getByTestId('inspect').getByRole('heading')).toHaveText('买车前要检查什么');
  await expect(page.getByTestId('inspect-FRONT').getByRole('listitem').first()).toContainText(
    '：于 2021年3月12日 的严重索赔后修复。',
  );
  const mileage = page.getByTestId('mileage');
  await mileage.scrollIntoViewIfNeeded();
  await expect(mileage.getByRole('img', { name: '每宗索赔记录的里程' })).toBeVisible();
  await screenshots(page, 'zh-many-parts');
});
