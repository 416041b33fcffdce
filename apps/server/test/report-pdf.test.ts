import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { reportPdf } from '../src/domain/report/pdf.ts';
import type { Report } from '../src/domain/report/report.ts';
import { admin, company, server, useTestServer } from './support/harness.ts';

useTestServer({ login: ['company', 'admin'] });

/** Each page's text as a reader's viewer extracts it. */
async function pagesOf(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
  return text;
}

async function downloadedPdf(unikey: string, language = 'en') {
  const response = await fetch(`${server.baseUrl}/api/Check/DownloadPdf?unikey=${unikey}`, {
    headers: { authorization: `Bearer ${admin}`, cookie: `lang=${language}` },
  });
  assert.equal(response.status, 200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('the report PDF', () => {
  it('opens with the headline the screen shows: the claims recorded and the worst severity', async () => {
    const pages = await pagesOf(await downloadedPdf(await server.buyCheck('BMK8821', company)));
    const first = pages[0] ?? '';
    const headline = first.indexOf('3 accident claims recorded on this vehicle');
    assert.ok(headline >= 0, first);
    assert.match(first, /Worst severity:\s*SEVERE/);
    assert.ok(headline < first.indexOf('Vehicle details'), 'the headline comes before the details');
  });

  it('says so at the top when no accident is recorded, in the reader’s language', async () => {
    const pages = await pagesOf(await downloadedPdf(await server.buyCheck('WXY1234', company), 'ms'));
    const first = pages[0] ?? '';
    const headline = first.indexOf('Tiada sejarah kemalangan direkodkan bagi kenderaan ini.');
    assert.ok(headline >= 0 && headline < first.indexOf('Butiran kenderaan'), first);
  });

  it('never leaves the disclaimer alone on a page, however long the equipment list', async () => {
    const unikey = await server.buyCheck('BMK8821', company);
    const row = await server.db
      .selectFrom('checks')
      .select(sql<string>`report::text`.as('json'))
      .where('unikey', '=', unikey)
      .executeTakeFirstOrThrow();
    const report = JSON.parse(row.json) as Report;
    const verification = {
      url: 'http://127.0.0.1/verify/X',
      qrUrl: 'http://127.0.0.1/verify/X?t=token',
      fingerprint: 'a'.repeat(64),
    };
    // Longer and longer lists move the disclaimer down the page and past its end, one line at a time.
    let pagesSeen = new Set<number>();
    for (let count = 0; count <= 360; count += 6) {
      const features = Array.from({ length: count }, (_, index) => ({ Description: `Standard feature ${index + 1}` }));
      const pdf = await reportPdf({ ...report, ABIInfo: { StandardFeature: features } }, 'en', verification);
      const pages = await pagesOf(new Uint8Array(pdf));
      pagesSeen = new Set([...pagesSeen, pages.length]);
      const last = pages.at(-1) ?? '';
      const disclaimer = last.indexOf('Disclaimer');
      assert.ok(disclaimer >= 0, `${count} features: the disclaimer ends the report`);
      assert.notEqual(last.slice(0, disclaimer).trim(), '', `${count} features: the disclaimer is not alone`);
    }
    assert.ok(pagesSeen.size > 1, 'the lists reached past a page’s end');
  });
});
