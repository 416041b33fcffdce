import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry } from 'yauzl';

export interface ArchiveLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

export type ArchiveVerdict = 'workbook' | 'too-large' | 'damaged' | 'not-workbook';

/** A data descriptor (with or without its signature, zip64 or not) may sit between two entries' data. */
const MAX_DESCRIPTOR_BYTES = 24;
const HAS_DATA_DESCRIPTOR = 0x08;

interface Placement {
  headerAt: number;
  dataEnd: number;
  descriptor: boolean;
}

/**
 * Looks at an `.xlsx` (a zip archive) before anything parses it: how many parts it has and how much they unpack to,
 * read from the central directory and then proven by unpacking each part while counting (yauzl refuses a part that
 * unpacks to more than it declared). The parts must also lie back to back from the start of the file, so that a
 * streaming reader, which walks the local headers, meets exactly the parts counted here.
 */
export async function inspectWorkbook(filePath: string, limits: ArchiveLimits): Promise<ArchiveVerdict> {
  let zipfile: yauzl.ZipFile;
  try {
    // Parts are unpacked after the directory is read, so the file must stay open until we close it.
    zipfile = await yauzl.openPromise(filePath, { autoClose: false, strictFileNames: true, validateEntrySizes: true });
  } catch {
    return 'damaged';
  }
  try {
    if (zipfile.entryCount > limits.maxEntries) return 'too-large';
    const entries: Entry[] = [];
    let declared = 0;
    for await (const entry of zipfile.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) return 'too-large';
      entries.push(entry);
    }
    const names = new Set(entries.map((entry) => entry.fileName));
    if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return 'not-workbook';
    if (!(await backToBack(zipfile, entries))) return 'damaged';
    for (const entry of entries) await unpackAndDiscard(zipfile, entry);
    return 'workbook';
  } catch (error) {
    // yauzl stops a part that unpacks to more than its header said: a bomb that lied about its size.
    return error instanceof Error && error.message.startsWith('too many bytes') ? 'too-large' : 'damaged';
  } finally {
    zipfile.close();
  }
}

async function backToBack(zipfile: yauzl.ZipFile, entries: readonly Entry[]) {
  const placements: Placement[] = [];
  for (const entry of entries) {
    const { fileDataStart } = await zipfile.readLocalFileHeaderPromise(entry, { minimal: true });
    placements.push({
      headerAt: entry.relativeOffsetOfLocalHeader,
      dataEnd: fileDataStart + entry.compressedSize,
      descriptor: (entry.generalPurposeBitFlag & HAS_DATA_DESCRIPTOR) !== 0,
    });
  }
  placements.sort((a, b) => a.headerAt - b.headerAt);
  return placements.every((placement, index) => {
    const previous = placements[index - 1];
    if (!previous) return placement.headerAt === 0;
    const gap = placement.headerAt - previous.dataEnd;
    return previous.descriptor ? gap >= 0 && gap <= MAX_DESCRIPTOR_BYTES : gap === 0;
  });
}

async function unpackAndDiscard(zipfile: yauzl.ZipFile, entry: Entry) {
  if (entry.fileName.endsWith('/')) return;
  const stream = await zipfile.openReadStreamPromise(entry);
  await pipeline(
    stream,
    new Writable({
      write(_chunk, _encoding, callback) {
        callback();
      },
    }),
  );
}

/** What an `.xlsx` says of itself before anything is unpacked beyond a sheet's first bytes. */
export interface WorkbookOutline {
  entries: number;
  /** The sum of the parts' declared unpacked sizes. */
  unpackedBytes: number;
  /** The first worksheet's declared used range (`<dimension ref>`), when it has one. */
  dimension: { rows: number; columns: number } | null;
}

const SHEET_PART = /^xl\/worksheets\/sheet\d+\.xml$/;
/** A sheet writes its used range near its start; this much unpacked is enough to find it. */
const DIMENSION_WINDOW = 8 * 1024;

/**
 * Reads an `.xlsx`'s central directory (its parts and their declared sizes) and the used range its first worksheet
 * declares, unpacking only that sheet's first few kilobytes: cheap enough for a request, whatever the file claims.
 * Answers null for a file that is not a readable zip.
 */
export async function outlineWorkbook(filePath: string): Promise<WorkbookOutline | null> {
  let zipfile: yauzl.ZipFile;
  try {
    // Only a sheet's start is read here; that the parts unpack to what they declare is proven by inspectWorkbook.
    zipfile = await yauzl.openPromise(filePath, { autoClose: false, strictFileNames: true, validateEntrySizes: false });
  } catch {
    return null;
  }
  try {
    let unpackedBytes = 0;
    let firstSheet: Entry | undefined;
    for await (const entry of zipfile.eachEntry()) {
      unpackedBytes += entry.uncompressedSize;
      const earlier = firstSheet && firstSheet.relativeOffsetOfLocalHeader < entry.relativeOffsetOfLocalHeader;
      if (SHEET_PART.test(entry.fileName) && !earlier) firstSheet = entry;
    }
    const dimension = firstSheet ? parseDimension(await unpackedStart(zipfile, firstSheet)) : null;
    return { entries: zipfile.entryCount, unpackedBytes, dimension };
  } catch {
    return null;
  } finally {
    zipfile.close();
  }
}

async function unpackedStart(zipfile: yauzl.ZipFile, entry: Entry) {
  const stream = await zipfile.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= DIMENSION_WINDOW) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, DIMENSION_WINDOW).toString('utf8');
}

const columnNumber = (letters: string) =>
  [...letters].reduce((total, letter) => total * 26 + letter.charCodeAt(0) - 64, 0);

/** `<dimension ref="A1:C1000"/>` as 1,000 rows by 3 columns (a single cell, `A1`, is one by one). */
function parseDimension(xml: string) {
  const ref = /<(?:\w+:)?dimension\s+ref="([A-Z]{1,3})(\d{1,7})(?::([A-Z]{1,3})(\d{1,7}))?"/.exec(xml);
  if (!ref) return null;
  const [, fromColumn = 'A', fromRow = '1', toColumn = fromColumn, toRow = fromRow] = ref;
  return {
    rows: Math.abs(Number(toRow) - Number(fromRow)) + 1,
    columns: Math.abs(columnNumber(toColumn) - columnNumber(fromColumn)) + 1,
  };
}
