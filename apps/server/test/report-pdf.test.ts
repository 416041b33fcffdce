import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reportPdf } from '../src/domain/report/pdf.ts';
import { admin, company, server, useTestServer } from './support/harness.ts';
import { downloadedReportPdf, pdfPages, placeholderVerification, soldReport } from './support/pdf.ts';

useTestServer({ login: ['company', 'admin'] });

const downloadedPdf = (unikey: string, language = 'en') => downloadedReportPdf(server, unikey, admin, language);

describe('the report PDF', () => {
  it('opens with the headline the screen shows: the claims recorded and the worst severity', async () => {
    const pages = await pdfPages(await downloadedPdf(await server.buyCheck('BMK8821', company)));
    const first = pages[0] ?? '';
    const headline = first.indexOf('3 accident claims recorded on this vehicle');
    assert.ok(headline >= 0, first);
    assert.match(first, /Worst severity:\s*SEVERE/);
    assert.ok(headline < first.indexOf('Vehicle details'), 'the headline comes before the details');
  });

  it('says so at the top when no accident is recorded, in the reader’s language', async () => {
    const pages = await pdfPages(await downloadedPdf(await server.buyCheck('WXY1234', company), 'ms'));
    const first = pages[0] ?? '';
    const headline = first.indexOf('Tiada sejarah kemalangan direkodkan bagi kenderaan ini.');
    assert.ok(headline >= 0 && headline < first.indexOf('Butiran kenderaan'), first);
  });

  it('never leaves the disclaimer alone on a page, however long the equipment list', async () => {
    const unikey = await server.buyCheck('BMK8821', company);
    const report = await soldReport(server, unikey);
    // Longer and longer lists move the disclaimer down the page and past its end, one line at a time.
    let pagesSeen = new Set<number>();
    for (let count = 0; count <= 360; count += 6) {
      const features = Array.from({ length: count }, (_, index) => ({ Description: `Standard feature ${index + 1}` }));
      const pdf = await reportPdf({ ...report, ABIInfo: { StandardFeature: features } }, 'en', placeholderVerification);
      const pages = await pdfPages(new Uint8Array(pdf));
      pagesSeen = new Set([...pagesSeen, pages.length]);
      const last = pages.at(-1) ?? '';
      const disclaimer = last.indexOf('Disclaimer');
      assert.ok(disclaimer >= 0, `${count} features: the disclaimer ends the report`);
      assert.notEqual(last.slice(0, disclaimer).trim(), '', `${count} features: the disclaimer is not alone`);
    }
    assert.ok(pagesSeen.size > 1, 'the lists reached past a page’s end');
  });
});
