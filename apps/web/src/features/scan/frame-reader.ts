/**
 * Reads a plate or a chassis number from one camera frame, in the browser only: barcodes through the browser's
 * BarcodeDetector where it reads Code 39 and Data Matrix, else zxing-wasm; printed characters through tesseract.js.
 * Every file they load (wasm, worker, language data) is a built asset of our own origin, imported as a URL here,
 * so nothing is fetched from a CDN and no picture leaves the phone. Imported only by the scan sheet, itself loaded
 * when a scan button is pressed.
 */
import engData from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';
import tesseractWorker from 'tesseract.js/dist/worker.min.js?url';
import coreLstm from 'tesseract.js-core/tesseract-core-lstm.wasm.js?url';
import coreRelaxedSimd from 'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js?url';
import coreSimd from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import { relaxedSimd, simd } from 'wasm-feature-detect';
import zxingWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { cleaned, cutOut, type Grey, greyOf, rgbaOf, stretch, threshold } from './prepare';
import { keyFromText, type ScanKind, vinFromText } from './read-text';

export interface FrameReader {
  /** The search key read from the frame, or null when nothing readable is in it. */
  read(frame: HTMLCanvasElement): Promise<string | null>;
  close(): Promise<void>;
}

/** Below this, tesseract's own confidence (0–100) says it guessed: a wrong plate is worse than none. */
const MIN_CONFIDENCE = 60;
/** A plate held a little askew is read straight after turning the frame back by this much either way (degrees). */
const TURNS = [0, 6, -6];
/** The guide box the sheet draws over the camera, as shares of the frame: what OCR reads. */
export const GUIDE = { plate: { width: 0.9, height: 0.5 }, chassis: { width: 0.96, height: 0.6 } } as const;

const BARCODE_FORMATS = ['code_39', 'data_matrix'];

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
interface BarcodeDetectorApi {
  new (options: { formats: string[] }): { detect(image: CanvasImageSource): Promise<{ rawValue: string }[]> };
  getSupportedFormats(): Promise<string[]>;
}

/** Decodes the VIN barcodes in a frame: the browser's own detector when it has these formats, else zxing-wasm. */
async function barcodeReader(): Promise<(frame: HTMLCanvasElement) => Promise<string[]>> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorApi }).BarcodeDetector;
  if (Detector) {
    const supported = await Detector.getSupportedFormats();
    if (BARCODE_FORMATS.every((format) => supported.includes(format))) {
      const detector = new Detector({ formats: BARCODE_FORMATS });
      return async (frame) => (await detector.detect(frame)).map((code) => code.rawValue);
    }
  }
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  prepareZXingModule({ overrides: { locateFile: () => zxingWasm } });
  return async (frame) => {
    const pixels = frame.getContext('2d')?.getImageData(0, 0, frame.width, frame.height);
    if (!pixels) return [];
    const codes = await readBarcodes(pixels, { formats: ['Code39', 'DataMatrix'], tryHarder: true });
    return codes.map((code) => code.text);
  };
}

/** The build of tesseract's engine this browser runs fastest (the same choice tesseract.js makes from a folder). */
async function tesseractCore() {
  if (await relaxedSimd()) return coreRelaxedSimd;
  return (await simd()) ? coreSimd : coreLstm;
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

/** Starts the readers for one kind of scan: the language data and engine load while the camera starts. */
export async function openFrameReader(kind: ScanKind): Promise<FrameReader> {
  const [{ createWorker, OEM, PSM }, barcodes, core] = await Promise.all([
    import('tesseract.js'),
    kind === 'chassis' ? barcodeReader() : null,
    tesseractCore(),
  ]);
  const ocr = await createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: tesseractWorker,
    corePath: core,
    // The build keeps the file's name in a folder of its own (vite.config.ts): the folder is the language path.
    langPath: new URL(engData, location.href).href.replace(/\/eng\.traineddata\.gz$/, ''),
    // The worker is our own file: a blob: copy of it would need `worker-src blob:` in the pages' policy.
    workerBlobURL: false,
    // The language data is a built file the browser caches by its hashed folder; no second copy in IndexedDB.
    cacheMethod: 'none',
  });
  await ocr.setParameters({
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ',
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
    close: async () => {
      await ocr.terminate();
    },
  };
}
