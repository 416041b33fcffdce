/**
 * Reads a plate or a chassis number from one camera frame, in the browser only: barcodes through the browser's
 * BarcodeDetector where it reads Code 39 and Data Matrix, else zxing-wasm; printed characters through tesseract.js.
 * Every file they load (wasm, worker, language data) is a built asset of our own origin, imported as a URL here,
 * so nothing is fetched from a CDN and no picture leaves the phone. Imported only by the scan sheet, itself loaded
 * when a scan button is pressed. The first scan downloads the files the reader needs (reader-download.ts) and starts
 * tesseract's worker, which the next scans reuse (issue 37: starting it again took seconds of every scan on a phone).
 */
import engData from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';
import type { Worker as OcrWorker } from 'tesseract.js';
import tesseractWorker from 'tesseract.js/dist/worker.min.js?url';
import coreLstm from 'tesseract.js-core/tesseract-core-lstm.wasm.js?url';
import coreRelaxedSimd from 'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js?url';
import coreSimd from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import { relaxedSimd, simd } from 'wasm-feature-detect';
import zxingWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { keptWhileUsed } from './kept-while-used';
import { cleaned, cutOut, type Grey, greyOf, rgbaOf, stretch, threshold } from './prepare';
import { keyFromText, type ScanKind, vinFromText } from './read-text';
import { type DownloadProgress, downloadReader, type ReaderFile } from './reader-download';

export interface FrameReader {
  /** The search key read from the frame, or null when nothing readable is in it. */
  read(frame: HTMLCanvasElement): Promise<string | null>;
  /** Done with it: the text reader stays loaded for the next scan a while (OCR_IDLE_MS). */
  close(): void;
}

/** Below this, tesseract's own confidence (0–100) says it guessed: a wrong plate is worse than none. */
const MIN_CONFIDENCE = 60;
/** A plate held a little askew is read straight after turning the frame back by this much either way (degrees). */
const TURNS = [0, 6, -6];
/** The guide box the sheet draws over the camera, as shares of the frame: what OCR reads. */
export const GUIDE = { plate: { width: 0.9, height: 0.5 }, chassis: { width: 0.96, height: 0.6 } } as const;

const BARCODE_FORMATS = ['code_39', 'data_matrix'];

/**
 * How long tesseract's worker stays loaded after the last scan sheet closed. A buyer at a car lot scans the next car
 * within minutes, and starting the worker costs seconds on a phone; past this, its memory (tens of MB) goes back to
 * the phone. Leaving the page stops it at once.
 */
const OCR_IDLE_MS = 3 * 60_000;

const keptOcr = keptWhileUsed<OcrWorker>(async (worker) => {
  await worker.terminate();
}, OCR_IDLE_MS);

/**
 * The first download's progress goes to whichever sheet is open: one closed and opened again while the download
 * runs shows it on.
 */
const download: { show: (progress: DownloadProgress) => void; soFar: DownloadProgress | null } = {
  show: () => undefined,
  soFar: null,
};

/** zxing keeps its module while these stay the same object: a new one each time would load its wasm again. */
const ZXING_OVERRIDES = { locateFile: () => zxingWasm };

/**
 * The reader's files with their sizes unpacked (frame-reader.test.ts checks them against the packages): tesseract's
 * worker, the engine's LSTM-only builds (the smallest; one is downloaded, the fastest this browser runs), the `eng`
 * best_int language data (the smallest that reads the plates and chassis numbers), and zxing's barcode reader.
 */
export const READER_FILES = {
  worker: { url: tesseractWorker, unpackedBytes: 111_307 },
  coreLstm: { url: coreLstm, unpackedBytes: 3_896_484 },
  coreSimd: { url: coreSimd, unpackedBytes: 3_899_472 },
  coreRelaxedSimd: { url: coreRelaxedSimd, unpackedBytes: 3_905_767 },
  eng: { url: engData, unpackedBytes: 2_952_873 },
  zxing: { url: zxingWasm, unpackedBytes: 953_527 },
} as const satisfies Record<string, ReaderFile>;

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
interface BarcodeDetectorApi {
  new (options: { formats: string[] }): { detect(image: CanvasImageSource): Promise<{ rawValue: string }[]> };
  getSupportedFormats(): Promise<string[]>;
}

type BarcodeRead = (frame: HTMLCanvasElement) => Promise<string[]>;

/** The browser's own barcode detector, where it reads Code 39 and Data Matrix. */
async function nativeBarcodeReader(): Promise<BarcodeRead | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorApi }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats();
  if (!BARCODE_FORMATS.every((format) => supported.includes(format))) return null;
  const detector = new Detector({ formats: BARCODE_FORMATS });
  return async (frame) => (await detector.detect(frame)).map((code) => code.rawValue);
}

/** zxing-wasm's reader, for a browser without its own (its wasm is one of the reader's downloaded files). */
async function zxingReader(): Promise<BarcodeRead> {
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  prepareZXingModule({ overrides: ZXING_OVERRIDES });
  return async (frame) => {
    const pixels = frame.getContext('2d')?.getImageData(0, 0, frame.width, frame.height);
    if (!pixels) return [];
    const codes = await readBarcodes(pixels, { formats: ['Code39', 'DataMatrix'], tryHarder: true });
    return codes.map((code) => code.text);
  };
}

/** The build of tesseract's engine this browser runs fastest (the same choice tesseract.js makes from a folder). */
async function tesseractCore(): Promise<ReaderFile> {
  if (await relaxedSimd()) return READER_FILES.coreRelaxedSimd;
  return (await simd()) ? READER_FILES.coreSimd : READER_FILES.coreLstm;
}

/** A grey picture as a canvas tesseract can read. */
function canvasOf(picture: Grey): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  canvas.getContext('2d')?.putImageData(new ImageData(rgbaOf(picture), picture.width, picture.height), 0, 0);
  return canvas;
}

/**
 * What tesseract is given for one turn of the frame: the guide box in black and white with the car around the plate
 * taken away and the characters black on white (prepare.ts; tesseract drops a white-on-black plate inside a light
 * frame as a picture, the dim JQP 4455 among them), then the box in grey with its contrast stretched.
 */
function guideCrops(frame: Grey, kind: ScanKind, turn: number): HTMLCanvasElement[] {
  const box = stretch(cutOut(frame, { ...GUIDE[kind], turn }));
  return [canvasOf(cleaned(threshold(box))), canvasOf(box)];
}

const everyReaderFile = Object.values(READER_FILES).map((file) => file.url);

/** Downloads the reader's files this browser lacks (the first scan), then starts tesseract's worker on them. */
async function startOcr(files: readonly ReaderFile[], core: ReaderFile): Promise<OcrWorker> {
  const [{ createWorker, OEM, PSM }] = await Promise.all([
    import('tesseract.js'),
    downloadReader(files, everyReaderFile, (progress) => {
      download.soFar = progress;
      download.show(progress);
    }).finally(() => {
      download.soFar = null;
    }),
  ]);
  const ocr = await createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: tesseractWorker,
    corePath: core.url,
    // The build keeps the file's name in a folder of its own (vite.config.ts): the folder is the language path.
    langPath: new URL(engData, location.href).href.replace(/\/eng\.traineddata\.gz$/, ''),
    // The worker is our own file: a blob: copy of it would need `worker-src blob:` in the pages' policy.
    workerBlobURL: false,
    // The language data is kept in the reader's cache (reader-download.ts); no second copy in IndexedDB.
    cacheMethod: 'none',
  });
  await ocr.setParameters({
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ',
  });
  addEventListener('pagehide', keptOcr.stop, { once: true });
  return ocr;
}

/**
 * Readers for one kind of scan (opened while the camera starts). The first scan downloads what this browser's reader
 * lacks, telling `onDownload` how far it has got, and starts tesseract's worker; the next ones reuse it.
 */
export async function openFrameReader(
  kind: ScanKind,
  onDownload: (progress: DownloadProgress) => void,
): Promise<FrameReader> {
  const [native, core] = await Promise.all([kind === 'chassis' ? nativeBarcodeReader() : null, tesseractCore()]);
  const zxingNeeded = kind === 'chassis' && !native;
  const files = [READER_FILES.worker, core, READER_FILES.eng, ...(zxingNeeded ? [READER_FILES.zxing] : [])];
  download.show = onDownload;
  if (download.soFar) onDownload(download.soFar);
  const use = keptOcr.use(() => startOcr(files, core));
  const readers = async () => {
    const ocr = await use.thing;
    // A chassis scan after plate scans only: the barcode reader's file is downloaded now (else already there).
    if (zxingNeeded) await downloadReader([READER_FILES.zxing], everyReaderFile, onDownload);
    // After the download: zxing fetches its wasm as it starts, which is then in the cache.
    return { ocr, barcodes: zxingNeeded ? await zxingReader() : native };
  };
  const { ocr, barcodes } = await readers().catch((error: unknown) => {
    use.release();
    throw error;
  });

  return {
    async read(frame) {
      for (const text of barcodes ? await barcodes(frame) : []) {
        const vin = vinFromText(text);
        if (vin) return vin;
      }
      const pixels = frame
        .getContext('2d', { willReadFrequently: true })
        ?.getImageData(0, 0, frame.width, frame.height);
      if (!pixels) return null;
      const grey = greyOf(pixels.data, frame.width, frame.height);
      for (const turn of TURNS) {
        for (const crop of guideCrops(grey, kind, turn)) {
          const { data } = await ocr.recognize(crop);
          const key = data.confidence >= MIN_CONFIDENCE ? keyFromText(kind, data.text) : null;
          if (key) return key;
        }
      }
      return null;
    },
    close: use.release,
  };
}
