import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { READER_FILES } from './frame-reader';

const packageFile = createRequire(import.meta.url);

/** Where each of the reader's files comes from: the sizes the download reports its progress by. */
const sources: Record<keyof typeof READER_FILES, string> = {
  worker: 'tesseract.js/dist/worker.min.js',
  coreLstm: 'tesseract.js-core/tesseract-core-lstm.wasm.js',
  coreSimd: 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js',
  coreRelaxedSimd: 'tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js',
  eng: '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
  zxing: 'zxing-wasm/reader/zxing_reader.wasm',
};

describe("the scan reader's files", () => {
  it.each(Object.entries(sources))('%s is the size the progress counts on', (key, source) => {
    const file = READER_FILES[key as keyof typeof READER_FILES];
    expect(file.unpackedBytes).toBe(statSync(packageFile.resolve(source)).size);
  });
});
