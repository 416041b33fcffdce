import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, gzip, constants as zlib } from 'node:zlib';
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
  encoding: Encoding;
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

const unpacked = promisify(brotliDecompress);

/**
 * Pages the server drew that will not change (a paid report, apps/web's `KeptPageHandle`), kept in this process
 * alone and sent again to the same viewer, least recently used first out once they fill `maxBytes`. Each is kept by
 * its key (web-app.ts: its address, language, browser and day, and what its route's query read: the viewer and the
 * report's version): at once as drawn, then packed with brotli in its place. A page is some 270 KB as drawn and a
 * seventh of that packed, and browsers all take brotli or gzip, so the bytes hold seven times the pages (a page not
 * kept is drawn again, and drawing is what costs memory and CPU). The nonce of the draw is taken out and the policy
 * allows the page's scripts by their hashes instead.
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

  /** The page as kept, if it is. */
  find(key: string): KeptPage | undefined {
    return this.pages.get(key);
  }

  /** The kept page in this encoding: gzip made once from it and kept beside it; the others made when asked. */
  async encoded(key: string, page: KeptPage, encoding: Encoding): Promise<KeptPage> {
    if (page.encoding === encoding) return page;
    const kept = encoding === 'gzip' ? this.pages.get(`${key} gzip`) : undefined;
    if (kept) return kept;
    const html = page.encoding === 'br' ? await unpacked(page.body) : page.body;
    const body = encoding === 'identity' ? html : await compressors[encoding](html);
    const sent = { body, encoding, scriptSources: page.scriptSources };
    if (encoding === 'gzip') this.pages.set(`${key} gzip`, sent);
    return sent;
  }

  /**
   * Keeps the document drawn with `nonce`, that nonce taken out (a document that holds it elsewhere is not kept): at
   * once as drawn, so that the next visit finds it, then packed with brotli in its place.
   */
  keep(key: string, drawn: Buffer, nonce: string): void {
    const html = drawn.toString('utf8').replaceAll(` nonce="${nonce}"`, '');
    if (html.includes(nonce)) return;
    const page: KeptPage = { body: Buffer.from(html), encoding: 'identity', scriptSources: scriptHashesOf(html) };
    this.pages.set(key, page);
    void compressors.br(page.body).then(
      (body) => this.pages.peek(key) === page && this.pages.set(key, { ...page, body, encoding: 'br' }),
      // A page that cannot be packed stays kept as drawn: it is sent all the same.
      () => {},
    );
  }
}
