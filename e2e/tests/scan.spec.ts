import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserType,
  expect,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
} from '@playwright/test';
import { readablePictures, type ScanPicture, unreadablePicture, writeY4m } from '../scan-pictures.ts';
import { test, untilHydrated } from './support.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'portal-scan-'));
const scanButtonName = {
  vehicleNo: 'Scan the vehicle number with the camera',
  vehChassisNo: 'Scan the chassis number with the camera',
} as const;
const fieldName = { vehicleNo: 'Vehicle Number', vehChassisNo: 'Chassis Number' } as const;

/** A Chromium whose camera films `picture`, as the project's own browser is launched plus the fake camera. */
async function browserFilming(browserType: BrowserType, picture: ScanPicture): Promise<Browser> {
  const video = await writeY4m(picture, folder);
  const launch = test.info().project.use.launchOptions ?? {};
  return browserType.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** The fixtures a scan needs: its own browsers are launched from the project's browser type. */
type ScanFixtures = Pick<PlaywrightWorkerArgs, 'playwright'> &
  Pick<PlaywrightWorkerOptions, 'browserName'> &
  Pick<PlaywrightTestOptions, 'baseURL'>;

interface Scan {
  /** What the sheet says it read, or null when it said it could not. */
  read: string | null;
  /** Every address the page asked for from pressing the button to the answer. */
  requests: string[];
  /** The addresses asked for before the button was pressed. */
  before: string[];
}

/** Opens the guest's search, presses the camera button beside the picture's field, and waits for the sheet's answer. */
async function scan(browserType: BrowserType, baseURL: string, picture: ScanPicture): Promise<Scan> {
  const browser = await browserFilming(browserType, picture);
  try {
    const page = await browser.newPage({ baseURL });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('worker', (worker) => requests.push(worker.url()));
    await page.goto('/checkout/DEALER01');
    await page.waitForLoadState('networkidle');
    const before = requests.splice(0);
    await page.getByRole('button', { name: scanButtonName[picture.field] }).click();
    const sheet = page.getByRole('dialog');
    const readField = sheet.getByLabel('What we read');
    await expect(readField.or(sheet.getByText('Could not read it. Type it instead.'))).toBeVisible({
      timeout: 120_000,
    });
    const read = (await readField.isVisible()) ? await readField.inputValue() : null;
    if (read) {
      await sheet.getByRole('button', { name: 'Use this number' }).click();
      await expect(page.getByRole('textbox', { name: fieldName[picture.field] })).toHaveValue(read);
    }
    return { read, requests, before };
  } finally {
    await browser.close();
  }
}

/**
 * The bytes of the reader's files the page itself has had over the network so far (the reader's own worker keeps a
 * timeline of its own; a file the browser already holds is an entry of 0 bytes).
 */
const readerBytes = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/ocr-'))
      .reduce((bytes, entry) => bytes + (entry as PerformanceResourceTiming).transferSize, 0),
  );

/** From now on, whether the sheet ever shows the reader's download (however briefly). */
const watchForDownload = (page: Page) =>
  page.evaluate(() => {
    const seen = { download: false };
    Object.assign(window, { readerDownloadSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="scan-download"]')) seen.download = true;
    }).observe(document.body, { childList: true, subtree: true });
  });

const downloadSeen = (page: Page) =>
  page.evaluate(() => (window as { readerDownloadSeen?: { download: boolean } }).readerDownloadSeen?.download);

test.describe('scanning a plate or a chassis number with the camera', () => {
  // Each picture is filmed by a browser of its own, and OCR takes seconds a picture on a shared machine.
  test.setTimeout(15 * 60_000);

  test('reads at least 9 of the 10 pictures, fills the field, and asks nothing of any other site', async ({
    browserName,
    playwright,
    baseURL,
  }: ScanFixtures) => {
    const browserType = playwright[browserName];
    const portal = new URL(baseURL ?? '').origin;
    const results: string[] = [];
    let correct = 0;
    for (const picture of readablePictures) {
      const { read, requests, before } = await scan(browserType, baseURL ?? '', picture);
      results.push(`${picture.name}: ${read ?? 'could not read'}`);
      if (read === picture.expected) correct++;
      // The scan's code, wasm and language data come with the button, from the portal itself.
      expect(before.filter((url) => /ScanSheet|tesseract|zxing|traineddata/.test(url))).toEqual([]);
      expect(requests.filter((url) => /ScanSheet/.test(url)).length).toBeGreaterThan(0);
      expect(requests.filter((url) => !url.startsWith(`${portal}/`) && !url.startsWith('data:'))).toEqual([]);
    }
    console.log(results.join('\n'));
    expect(correct, results.join('\n')).toBeGreaterThanOrEqual(9);
  });

  test('says it could not read a picture with nothing to read, and leaves the field to be typed', async ({
    browserName,
    playwright,
    baseURL,
    request,
  }: ScanFixtures & Pick<PlaywrightTestArgs, 'request'>) => {
    const { read, requests, before } = await scan(playwright[browserName], baseURL ?? '', unreadablePicture);
    expect(read).toBeNull();
    // Before the press the page holds the button and its name, none of the sheet's code or sentences.
    expect(before.filter((url) => /ScanSheet|tesseract|zxing|traineddata/.test(url))).toEqual([]);
    const scripts = before.filter((url) => url.endsWith('.js'));
    const sources = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
    expect(sources.some((source) => source.includes(scanButtonName.vehicleNo))).toBe(true);
    expect(scripts.filter((_, index) => sources[index]?.includes('Starting the camera'))).toEqual([]);
    expect(requests.filter((url) => /ScanSheet/.test(url)).length).toBeGreaterThan(0);
  });

  test("the landing page's first scan shows the reader downloading on a phone's data, and the next downloads and starts nothing", async ({
    browserName,
    playwright,
    baseURL,
  }: ScanFixtures) => {
    const [picture] = readablePictures;
    if (!picture) throw new Error('no picture to scan');
    const browser = await browserFilming(playwright[browserName], picture);
    try {
      // The page's own requests are what the phone's network slows here (a service worker's would escape it).
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      const page = await context.newPage();
      // The text reader's worker (tesseract's, one of the reader's files): started by the first scan, kept for the next.
      const readerWorkers: string[] = [];
      page.on('worker', (worker) => {
        if (new URL(worker.url()).pathname.startsWith('/assets/ocr-')) readerWorkers.push(worker.url());
      });
      await page.goto('/Home');
      await untilHydrated(page);
      const phoneData = await context.newCDPSession(page);
      await phoneData.send('Network.enable');
      // Lighthouse's mobile preset: the reader's few MB take many seconds, counted on the sheet as they come.
      await phoneData.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      expect(await readerBytes(page)).toBe(0);

      await page.getByRole('button', { name: scanButtonName.vehicleNo }).click();
      const sheet = page.getByRole('dialog');
      const progress = sheet.getByText(/^Getting the reader ready \(\d+\.\d of \d+\.\d MB\)$/);
      await expect(progress).toBeVisible({ timeout: 30_000 });
      await expect(sheet.getByText('Only the first scan downloads the reader')).toBeVisible();
      const [, received, total] = /\((\d+\.\d) of (\d+\.\d) MB\)/.exec((await progress.textContent()) ?? '') ?? [];
      // One build of the engine (about 1.1 MB compressed), the language data (3.0 MB) and tesseract's worker.
      expect(Number(total)).toBeGreaterThan(3.5);
      expect(Number(total)).toBeLessThan(5);
      expect(Number(received)).toBeLessThanOrEqual(Number(total));

      const readField = sheet.getByLabel('What we read');
      await expect(readField).toHaveValue(picture.expected ?? '', { timeout: 120_000 });
      await sheet.getByRole('button', { name: 'Use this number' }).click();
      await expect(page.getByRole('textbox', { name: 'Registration or chassis number' })).toHaveValue(
        picture.expected ?? '',
      );
      const kept = await page.evaluate(async () =>
        (await (await caches.open('scan-reader')).keys()).map((request) => new URL(request.url).pathname),
      );
      expect(kept.filter((file) => file.endsWith('/eng.traineddata.gz'))).toHaveLength(1);
      expect(kept.filter((file) => /tesseract-core/.test(file))).toHaveLength(1);

      expect(readerWorkers).toHaveLength(1);

      // Again: the reader is on the phone and still running, so the sheet goes straight to reading.
      const downloaded = await readerBytes(page);
      expect(downloaded).toBeGreaterThan(3_500_000);
      await watchForDownload(page);
      await page.getByRole('button', { name: scanButtonName.vehicleNo }).click();
      await expect(readField).toHaveValue(picture.expected ?? '', { timeout: 120_000 });
      expect(await downloadSeen(page)).toBe(false);
      expect(await readerBytes(page)).toBe(downloaded);
      expect(readerWorkers).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });
});
