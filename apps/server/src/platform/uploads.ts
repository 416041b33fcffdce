import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { type ErrorCode, uploadLimit } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError, httpError } from './errors.ts';
import { unstorable } from './hostile-input.ts';
import type { ZodApp } from './types.ts';

/** Bounds of every multipart request; each route gives its own per-file byte limit. */
const MULTIPART_LIMITS = { files: 10, fields: 10, fieldSize: 2_000, parts: 20, headerPairs: 100 };

/**
 * Routes that take files, defined in a plugin context of their own with @fastify/multipart: registered for the whole
 * app, its parser and request decorations came with every request. Elsewhere a multipart body is refused (415).
 */
export function uploadRoutes(app: ZodApp, define: (uploads: ZodApp) => void) {
  app.register(async (uploads: ZodApp) => {
    await uploads.register(multipart, { limits: MULTIPART_LIMITS });
    define(uploads);
  });
}

export interface ReceivedFile {
  /** The name the browser gave: shown to the user, never used as a path. */
  name: string;
  size: number;
  /** Where the bytes were written (a temporary file named by us). */
  path: string;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  fields: Record<string, string>;
  /** Removes the temporary files; call it whatever happened. */
  dispose: () => Promise<void>;
}

/** Counts bytes as they pass and stops the stream at the first byte beyond `maxBytes`. */
function byteLimit(maxBytes: number, onTooLarge: () => Error) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(onTooLarge());
      else callback(null, chunk);
    },
  });
  return { counter, size: () => seen };
}

/**
 * Writes every file of a multipart request to its own temporary file while it streams in. A file
 * beyond `maxBytes` is refused with 413 (`tooLarge` names it) as soon as its bytes pass the limit,
 * and nothing received is kept.
 */
export async function receiveFiles(
  request: FastifyRequest,
  options: { maxBytes: number; tooLarge: ErrorCode; noFile: ErrorCode },
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw httpError(options.noFile);
  const tooLarge = (name: string) => httpError(options.tooLarge, { name, ...uploadLimit(options.maxBytes) });
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-upload-'));
  const dispose = () => rm(folder, { recursive: true, force: true });
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    // The parser's own limit is one byte above ours, so our counter is the one that speaks.
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes + 1 } })) {
      // The multipart body passes the gate of every route's text (refuseUnstorableText) unread: the same rule here.
      if (
        unstorable(part.fieldname) ||
        (part.type === 'field' ? unstorable(String(part.value)) : unstorable(part.filename))
      ) {
        throw httpError('INPUT_UNSUPPORTED_CHARACTERS');
      }
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const name = part.filename || 'file';
      const target = path.join(folder, String(files.length));
      const limit = byteLimit(options.maxBytes, () => tooLarge(name));
      await pipeline(part.file, limit.counter, createWriteStream(target));
      if (part.file.truncated) throw tooLarge(name);
      files.push({ name, size: limit.size(), path: target });
    }
  } catch (error) {
    await dispose();
    throw uploadError(error);
  }
  if (files.length === 0) {
    await dispose();
    throw httpError(options.noFile);
  }
  return { files, fields, dispose };
}

/**
 * The multipart parser's own refusals (too many files or fields) and a body it cannot read (cut short, a NUL where
 * a boundary or header belongs, malformed part headers: busboy's errors carry no code) in plain words. Only the
 * system's own failures (the disk: they name their `syscall`) stay server errors.
 */
function uploadError(error: unknown) {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return httpError('UPLOAD_TOO_MANY_FILES', { count: MULTIPART_LIMITS.files });
  }
  if (error instanceof Error && 'syscall' in error) return error;
  return httpError('UPLOAD_UNREADABLE');
}

/** The first bytes of a file, to tell its type by content rather than by name. */
export async function leadingBytes(filePath: string, count: number) {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

export type SniffedType = 'zip' | 'text' | 'image/jpeg' | 'image/png' | 'image/webp' | 'other';

/** What a file is, by its magic bytes (text: no NUL byte and valid UTF-8 in the bytes given). */
export function sniff(bytes: Buffer): SniffedType {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  if (bytes.includes(0)) return 'other';
  try {
    // `stream: true` lets a character cut at the end of the sample pass.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return 'text';
  } catch {
    return 'other';
  }
}
