import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { crc32, createDeflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import type { Answer, TestServer } from './harness.ts';

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** A multipart upload as a browser's FormData sends it. */
export async function upload<T = unknown>(
  server: TestServer,
  url: string,
  files: readonly UploadFile[],
  token: string,
  fields: Record<string, string> = {},
): Promise<Answer<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append('files', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const response = await fetch(server.baseUrl + url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T, headers: response.headers };
}

export interface ZipPart {
  name: string;
  /** What the part unpacks to, made chunk by chunk (so a bomb need not sit in memory). */
  chunks: () => Iterable<Uint8Array>;
  /** The size written in the archive's headers; by default the true size (a liar says less). */
  declaredSize?: number;
}

/** A zip archive written by hand: local headers, deflated data, central directory. */
export async function zipArchive(parts: readonly ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    let crc = 0;
    let size = 0;
    const counted = Readable.from(
      (function* () {
        for (const chunk of part.chunks()) {
          crc = crc32(chunk, crc);
          size += chunk.length;
          yield chunk;
        }
      })(),
    );
    const data = await buffer(counted.pipe(createDeflateRaw({ level: 9 })));
    const declared = part.declaredSize ?? size;
    // The local header and its central directory entry hold the same fields from "version needed" on; in the entry
    // they stand 2 bytes later, after its "version made by".
    const header = (length: number, signature: number, at: number) => {
      const bytes = Buffer.alloc(length);
      bytes.writeUInt32LE(signature, 0);
      bytes.writeUInt16LE(20, at); // version 2.0 needed
      bytes.writeUInt16LE(0x0800, at + 2); // names in UTF-8
      bytes.writeUInt16LE(8, at + 4); // deflated
      bytes.writeUInt32LE(crc >>> 0, at + 10);
      bytes.writeUInt32LE(data.length, at + 14);
      bytes.writeUInt32LE(declared, at + 18);
      bytes.writeUInt16LE(name.length, at + 22);
      return bytes;
    };
    const local = header(30, 0x04034b50, 4);
    const central = header(46, 0x02014b50, 6);
    central.writeUInt16LE(20, 4); // made by version 2.0
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a zip archive, unpacked, in the order its directory lists them. */
export async function partsOf(archive: Uint8Array): Promise<{ name: string; bytes: Buffer }[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(archive), { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const openEntry = promisify(zip.openReadStream.bind(zip));
  const parts: { name: string; bytes: Buffer }[] = [];
  return new Promise((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve(parts));
    zip.on('entry', (entry: yauzl.Entry) => {
      openEntry(entry)
        .then((stream) => buffer(stream))
        .then((bytes) => {
          parts.push({ name: entry.fileName, bytes });
          zip.readEntry();
        }, reject);
    });
    zip.readEntry();
  });
}

/** `count` chunks of `size` bytes of one repeated byte: what a bomb unpacks to. */
export function* repeated(byte: number, size: number, count: number) {
  const chunk = Buffer.alloc(size, byte);
  for (let index = 0; index < count; index += 1) yield chunk;
}
