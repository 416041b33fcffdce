/**
 * The scan's reader is not part of the app the service worker precaches (issue 37: 3.4 MB on a buyer's prepaid data
 * at every first visit). The first scan downloads it here, telling the sheet how far it has got, and keeps it in Cache
 * Storage: the service worker answers the reader's own requests (tesseract's worker loading the engine and the
 * language data) from that cache, and a browser without the worker finds the same files, which never change, in its
 * HTTP cache.
 */
import { SCAN_READER_CACHE } from '../../lib/installable-app';

/** One of the reader's files, and its size once unpacked (the stream a page reads is unpacked). */
export interface ReaderFile {
  url: string;
  unpackedBytes: number;
}

/** How far the download has got, in bytes as they travel (compressed where the server compresses the file). */
export interface DownloadProgress {
  received: number;
  total: number;
}

/** The bytes a file takes on the wire: what the server says it sends, else the file itself. */
function wireBytes(answer: Response, file: ReaderFile): number {
  const length = Number(answer.headers.get('content-length'));
  return length > 0 ? length : file.unpackedBytes;
}

/** Reads one answer to its end, telling how many unpacked bytes have come so far. */
async function readThrough(answer: Response, onBytes: (bytes: number) => void): Promise<void> {
  const body = answer.body?.getReader();
  if (!body) return;
  let read = 0;
  for (let chunk = await body.read(); !chunk.done; chunk = await body.read()) {
    read += chunk.value.byteLength;
    onBytes(read);
  }
}

/**
 * Makes sure every file is in the reader's cache, downloading those missing (all at once) and reporting the share
 * of their bytes received. Files of an earlier release are removed from the cache once this one's are in. Nothing is
 * reported when everything is there already.
 */
export async function downloadReader(
  files: readonly ReaderFile[],
  everyReaderFile: readonly string[],
  onProgress: (progress: DownloadProgress) => void,
): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(SCAN_READER_CACHE);
  const kept = await Promise.all(files.map((file) => cache.match(file.url)));
  const missing = files.filter((_, index) => !kept[index]);
  if (missing.length > 0) {
    const answers = await Promise.all(missing.map((file) => fetch(file.url)));
    const failed = answers.find((answer) => !answer.ok);
    if (failed) throw new Error(`The scan's reader could not be downloaded: ${failed.url} answered ${failed.status}`);
    const wire = answers.map((answer, index) => wireBytes(answer, missing[index] as ReaderFile));
    const total = wire.reduce((sum, bytes) => sum + bytes, 0);
    const received = missing.map(() => 0);
    const report = () => onProgress({ received: Math.round(received.reduce((sum, bytes) => sum + bytes, 0)), total });
    report();
    await Promise.all(
      answers.map(async (answer, index) => {
        const file = missing[index] as ReaderFile;
        const stored = cache.put(file.url, answer.clone());
        await readThrough(answer, (bytes) => {
          received[index] = (Math.min(bytes, file.unpackedBytes) / file.unpackedBytes) * (wire[index] ?? 0);
          report();
        });
        received[index] = wire[index] ?? 0;
        report();
        await stored;
      }),
    );
  }
  const current = new Set(everyReaderFile.map((url) => new URL(url, location.href).href));
  for (const request of await cache.keys()) {
    if (!current.has(request.url)) await cache.delete(request);
  }
}
