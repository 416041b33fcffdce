import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip' | 'identity';

const compressors: Record<Exclude<Encoding, 'identity'>, (html: Buffer) => Promise<Buffer>> = {
  // Compressed once and sent many times: a better level than a page compressed as it streams (web-app.ts) pays off.
  br: (html) => promisify(brotliCompress)(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => promisify(gzip)(html, { level: 6 }),
};

/** A page as kept: its document in one encoding, and the script sources its content security policy needs. */
export interface KeptPage {
  body: Buffer;
  /** The hashes of its inline scripts (`'sha256-…'`): a kept page carries no nonce, which would be sent again. */
  scriptSources: string;
}

const inlineScripts = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The hash sources of the scripts written in the document itself (not a file's, not data in a JSON script). */
function scriptHashesOf(html: string): string {
  const sources = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(inlineScripts)) {
    if (/\bsrc=|type="application\/json"/.test(attributes)) continue;
    sources.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...sources].join(' ');
}

/**
 * Pages the server drew that will not change (a paid report, apps/web's `KeptPageHandle`), kept in this process
 * alone and sent again to the same viewer, least recently used first out once they fill `maxBytes`. Each is kept by
 * its key (web-app.ts: its address, language, browser and day, and what its route's query read: the viewer and the
 * report's version), once as drawn and once in each encoding asked for. The nonce of the draw is taken out and the
 * policy allows the page's scripts by their hashes instead.
 */
export class KeptPages {
  private readonly pages: LRUCache<string, KeptPage>;

  constructor(maxBytes: number) {
    this.pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.body.length + page.scriptSources.length,
    });
  }

  /** The page's key (also its ETag): a hash of its address and of all its route's query read that it shows. */
  keyOf(address: unknown[], shown: unknown[]): string {
    return createHash('sha256')
      .update(JSON.stringify([address, shown]))
      .digest('base64url');
  }

  /** The page as drawn, if kept. */
  find(key: string): KeptPage | undefined {
    return this.pages.get(`${key} identity`);
  }

  /** The page in this encoding, compressed from `page` (as drawn) the first time it is asked for. */
  async encoded(key: string, page: KeptPage, encoding: Encoding): Promise<KeptPage> {
    if (encoding === 'identity') return page;
    const kept = this.pages.get(`${key} ${encoding}`);
    if (kept) return kept;
    const compressed = { body: await compressors[encoding](page.body), scriptSources: page.scriptSources };
    this.pages.set(`${key} ${encoding}`, compressed);
    return compressed;
  }

  /** Keeps the document drawn with `nonce`, that nonce taken out; a document that holds it elsewhere is not kept. */
  keep(key: string, drawn: Buffer, nonce: string): void {
    const html = drawn.toString('utf8').replaceAll(` nonce="${nonce}"`, '');
    if (html.includes(nonce)) return;
    this.pages.set(`${key} identity`, { body: Buffer.from(html), scriptSources: scriptHashesOf(html) });
  }
}
