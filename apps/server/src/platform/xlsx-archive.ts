import yauzl, { type Entry } from 'yauzl';

export interface ArchiveLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
  /**
   * What parsing the workbook may walk, counted in its XML as each part is unpacked, whatever the sheet declares
   * (row numbers can be left out or repeated, a used range can lie).
   */
  maxElements?: XmlElementLimits;
}

export interface XmlElementLimits {
  /** Rows and cells of the worksheets. */
  rows: number;
  cells: number;
  /** Entries of the shared strings table. */
  sharedStrings: number;
  /** Elements of all the parts together (a cell's value, inline strings and their runs too). */
  total: number;
  /** Elements of the parts other than the worksheets and the shared strings: styles, theme, workbook and the rest. */
  beyondSheets: number;
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
    const counts = elementCounter(limits.maxElements);
    for (const entry of entries) {
      if (!(await unpackCounting(zipfile, entry, counts))) return 'too-large';
    }
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

const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

/**
 * Counts the elements of the parts against the limits, across the whole archive; `add` answers false once past one.
 * Without limits there is nothing to count (the parts are only unpacked).
 */
function elementCounter(limits: XmlElementLimits | undefined) {
  if (!limits) return undefined;
  const counted = { rows: 0, cells: 0, sharedStrings: 0, total: 0, beyondSheets: 0 };
  return {
    add(partName: string, names: Map<string, number>) {
      const sheet = SHEET_PART.test(partName);
      const sharedStrings = partName === SHARED_STRINGS_PART;
      for (const [name, count] of names) {
        counted.total += count;
        if (sheet && name === 'row') counted.rows += count;
        if (sheet && name === 'c') counted.cells += count;
        if (sharedStrings && name === 'si') counted.sharedStrings += count;
        if (!sheet && !sharedStrings) counted.beyondSheets += count;
      }
      return (Object.keys(counted) as (keyof XmlElementLimits)[]).every((key) => counted[key] <= limits[key]);
    },
  };
}

/** An element's start tag (`<row `, `<x:c>`, `<si/>`): its local name, once the character after it has come. */
const START_TAG = /<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)(?=[\s/>])/g;
/** A tag name longer than this is not one a workbook has: its start is not carried over to the next chunk. */
const LONGEST_TAG = 256;

/**
 * Unpacks a part, counting its start tags by name chunk by chunk (a tag cut between two chunks is counted with the
 * second), and answers whether the archive's counts so far are within their limits. A part of another kind than
 * XML counts what looks like a tag in it: more than it holds, never less.
 */
async function unpackCounting(zipfile: yauzl.ZipFile, entry: Entry, counts: ReturnType<typeof elementCounter>) {
  if (entry.fileName.endsWith('/')) return true;
  const stream = await zipfile.openReadStreamPromise(entry);
  let carried = '';
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (!counts) continue;
      // Latin-1 keeps every byte one character: a tag's ASCII name reads as itself, UTF-8 text as other letters.
      const text = carried + chunk.toString('latin1');
      const lastOpen = text.lastIndexOf('<');
      const cut = lastOpen >= 0 && !/[\s/>]/.test(text.slice(lastOpen + 1)) ? lastOpen : text.length;
      carried = text.length - cut <= LONGEST_TAG ? text.slice(cut) : '';
      if (!counts.add(entry.fileName, tagsIn(text.slice(0, cut)))) return false;
    }
  } finally {
    stream.destroy();
  }
  return true;
}

function tagsIn(text: string) {
  const names = new Map<string, number>();
  for (const [, name = ''] of text.matchAll(START_TAG)) names.set(name, (names.get(name) ?? 0) + 1);
  return names;
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
