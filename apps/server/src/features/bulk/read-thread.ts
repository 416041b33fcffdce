/** Bulk checks, one uploaded list read in a thread of the reading pool (reading-pool.ts), off the web's event loop. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorCode, ErrorParams } from '@portal/contract';
import type { SpreadsheetType } from '../../imports/read-rows.ts';
import { HttpError } from '../../platform/errors.ts';
import { readKeys } from './read-file.ts';

export interface UploadToRead {
  upload: Uint8Array;
  type: SpreadsheetType;
  name: string;
}

/**
 * The rows read, or the refusal with its code and values. A refusal crosses the thread as data: an error thrown
 * here reaches the pool's caller as a plain Error, without its code.
 */
export type ReadOutcome =
  | { rows: { line: number; text: string }[] }
  | { refusal: { code: ErrorCode; params: ErrorParams } };

/** The rows of a stored upload, read from a temporary copy (the readers take a file). */
export default async function readUpload({ upload, type, name }: UploadToRead): Promise<ReadOutcome> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-bulk-'));
  try {
    const filePath = path.join(folder, `upload.${type}`);
    await writeFile(filePath, upload);
    return { rows: await readKeys(filePath, type, name) };
  } catch (error) {
    if (error instanceof HttpError) return { refusal: { code: error.code, params: error.params ?? {} } };
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
