import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CheckResult, CreatedApiKey, ReportStory, ReportVerification, V1CheckAnswer } from '@portal/contract';
import { sql } from 'kysely';
import { reportPdf } from '../src/domain/report/pdf.ts';
import { STORY_RULES_VERSION } from '../src/domain/report/story.ts';
import { SHOWCASE } from '../src/domain/showcase.ts';
import { admin, company, server, useTestServer } from './support/harness.ts';
import { downloadedReportPdf, pdfPages, placeholderVerification, soldReport } from './support/pdf.ts';

useTestServer({ login: ['company', 'admin'] });

const report = async (unikey: string) => {
  const answer = await server.get<CheckResult>(`/api/Check/GetItem?unikey=${unikey}`, company);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
};

/** A PDF's pages' text as a reader's viewer extracts it, each page's spacing made plain. */
const plainPages = async (pdf: Uint8Array) => (await pdfPages(pdf)).map((page) => page.replace(/\s+/g, ' '));
/** The downloaded report PDF's text, in `language`, its spacing made plain. */
const pdfText = async (unikey: string, language: string) =>
  (await plainPages(await downloadedReportPdf(server, unikey, admin, language))).join(' ');

describe('the vehicle’s story in a paid report', () => {
  it('flags a written-off car in GetItem, frozen with the rules’ version, and in the History', async () => {
    const unikey = await server.buyCheck(SHOWCASE.writtenOff, company);
    const story = (await report(unikey)).Story;
    assert.ok(story);
    assert.equal(story.RulesVersion, STORY_RULES_VERSION);
    assert.deepEqual(story.WrittenOff, {
      AccidentLossDate: '2021-12-18',
      Reason: 'TOTAL_LOSS',
      Recorded: 'TOTAL LOSS',
    });
    const stored = await server.db
      .selectFrom('checks')
      .select(sql<string>`report->'Story'->>'RulesVersion'`.as('version'))
      .where('unikey', '=', unikey)
      .executeTakeFirstOrThrow();
    assert.equal(stored.version, String(STORY_RULES_VERSION), 'the readings are kept in the frozen report');

    const history = await server.get<{ items: { Unikey: string; SearchedResult: string }[] }>('/api/Check', company);
    const row = history.body.items.find((item) => item.Unikey === unikey);
    assert.equal(row?.SearchedResult, '2 claims, written off');
  });

  it('answers a sold report’s readings as they were frozen, never read again by today’s rules', async () => {
    const unikey = await server.buyCheck(SHOWCASE.rollback, company);
    assert.equal((await report(unikey)).Story?.Mileage.Rollbacks.length, 1);
    // As if the report had been sold under rules that saw no rollback: the answer is what was kept.
    await sql`update checks set report = jsonb_set(report, '{Story,Mileage,Rollbacks}', '[]') where unikey = ${unikey}`.execute(
      server.db,
    );
    assert.deepEqual((await report(unikey)).Story?.Mileage.Rollbacks, []);
  });

  it('reads the mileage going backwards, a claim without mileage shown as missing', async () => {
    const story = (await report(await server.buyCheck(SHOWCASE.rollback, company))).Story;
    assert.ok(story);
    assert.deepEqual(
      story.Mileage.Readings.map((reading) => reading.Km),
      [68_200, null, 112_900, 54_300],
    );
    assert.deepEqual(story.Mileage.Rollbacks, [
      { FromDate: '2020-09-03', FromKm: 112_900, ToDate: '2023-01-20', ToKm: 54_300 },
    ]);
    assert.equal(story.WrittenOff, null);
  });

  it('prints the summary, the write-off, the mileage and the checklist in the PDF, in Malay', async () => {
    const writtenOff = await pdfText(await server.buyCheck(SHOWCASE.writtenOff, company), 'ms');
    assert.match(
      writtenOff,
      /2 tuntutan, yang paling teruk: TERUK; DIHAPUS KIRA pada 18 Dis 2021; bacaan odometer sentiasa meningkat\./,
    );
    assert.match(writtenOff, /Satu tuntutan pada 18 Dis 2021 merekodkan kereta ini sebagai kerugian menyeluruh/);
    const rollback = await pdfText(await server.buyCheck(SHOWCASE.rollback, company), 'ms');
    assert.match(rollback, /Bacaan odometer menurun/);
    assert.match(rollback, /tidak direkodkan/);
    const manyParts = await pdfText(await server.buyCheck(SHOWCASE.manyParts, company), 'ms');
    assert.match(
      manyParts,
      /BAMPAR HADAPAN, BONET, PENYOKONG RADIATOR: dibaiki selepas tuntutan TERUK pada 12 Mac 2021\./,
    );
    assert.match(manyParts, /Beg udara/);
    assert.match(manyParts, /Penggunaan luar biasa banyak/);
  });

  it('draws the mileage chart in the PDF, its rollback reading marked, with its labels in every language', async () => {
    const unikey = await server.buyCheck(SHOWCASE.rollback, company);
    const chartLabels = {
      en: ['Mileage recorded at each claim', 'Accident date', 'A reading below an earlier one', '120,000 km'],
      ms: [
        'Bacaan odometer yang direkodkan pada setiap tuntutan',
        'Tarikh kemalangan',
        'Bacaan yang kurang daripada bacaan sebelumnya',
      ],
      zh: ['每宗索赔记录的里程', '事故日期', '低于先前记录的读数'],
    };
    for (const [language, labels] of Object.entries(chartLabels)) {
      const text = await pdfText(unikey, language);
      for (const label of labels) assert.ok(text.includes(label), `${language}: "${label}" in ${text}`);
    }
    // A car whose mileage only went forward has the chart and no rollback mark.
    const forward = await pdfText(await server.buyCheck(SHOWCASE.manyParts, company), 'en');
    assert.ok(forward.includes('Mileage recorded at each claim'), forward);
    assert.ok(!forward.includes('A reading below an earlier one'), forward);
  });

  it('prints the checklist of a car with many repaired parts on one A4 page, wherever the page before it ends', async () => {
    const unikey = await server.buyCheck(SHOWCASE.manyParts, company);
    const sold = await soldReport(server, unikey);
    const soldStory = sold.Story;
    assert.ok(soldStory);
    // Longer and longer mileage tables move the checklist down the page and past its end, a few lines at a time.
    const pagesSeen = new Set<number>();
    for (let extra = 0; extra <= 40; extra += 4) {
      const readings = Array.from({ length: extra }, (_, index) => ({ AccidentLossDate: '2018-01-01', Km: index }));
      const story: ReportStory = {
        ...soldStory,
        Mileage: { ...soldStory.Mileage, Readings: [...readings, ...soldStory.Mileage.Readings] },
      };
      const pdf = await reportPdf({ ...sold, Story: story }, 'en', placeholderVerification);
      const pages = await plainPages(pdf);
      pagesSeen.add(pages.findIndex((page) => page.includes('What to inspect before you buy')));
      const checklist = pages.filter((page) => page.includes('What to inspect before you buy'));
      assert.equal(checklist.length, 1);
      // The first area's advice and the last's (Sides: its claim is the least severe).
      for (const advice of ['Look for uneven panel gaps', 'Check that the doors close flush']) {
        assert.ok(checklist[0]?.includes(advice), `${extra} more readings: "${advice}" is on the checklist's page`);
      }
    }
    assert.ok(pagesSeen.size > 1, 'the checklist was pushed to the next page');
  });

  it('adds one line to the verification page: written off or not', async () => {
    const unikey = await server.buyCheck(SHOWCASE.writtenOff, company);
    const { BasicInfo, VerifyToken } = await report(unikey);
    const answer = await server.get<ReportVerification>(
      `/api/Verify/${BasicInfo.ReferenceID}?t=${encodeURIComponent(VerifyToken ?? '')}`,
    );
    assert.equal(answer.status, 200);
    assert.equal(answer.body.Verified && answer.body.WrittenOff, true);
  });

  it('carries the write-off in API v1, with a test key and a live one', async () => {
    const keys = await Promise.all(
      [true, false].map(async (Test) => {
        const created = await server.post<CreatedApiKey>('/api/ApiKeys', { Name: `Story ${Test}`, Test }, company);
        assert.equal(created.status, 200, JSON.stringify(created.body));
        return created.body.Secret;
      }),
    );
    for (const key of keys) {
      for (const [registrationNo, writtenOff] of [
        [SHOWCASE.writtenOff, true],
        [SHOWCASE.manyParts, false],
      ] as const) {
        const answer = await server.call<V1CheckAnswer>('POST', '/api/v1/checks', {
          body: { registrationNo, fresh: true },
          token: key,
        });
        assert.equal(answer.status, 201, JSON.stringify(answer.body));
        assert.equal(answer.body.writtenOff, writtenOff, `${registrationNo} with ${key.slice(0, 5)}`);
      }
    }
  });
});
