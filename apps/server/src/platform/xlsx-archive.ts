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
