import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserType,
  expect,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
} from '@playwright/test';
import { readablePictures, type ScanPicture, unreadablePicture, writeY4m } from '../scan-pictures.ts';
import { test } from './support.ts';

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
});
