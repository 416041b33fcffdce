import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Report } from '../../src/domain/report/report.ts';
import type { TestServer } from './harness.ts';

/** Each page's text as a reader's viewer extracts it. */
export async function pdfPages(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text;
}

/** The whole document's text as a reader's viewer extracts it. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/** A paid check's report PDF as `token`'s account downloads it, in `language` (its `lang` cookie) when one is given. */
export async function downloadedReportPdf(server: TestServer, unikey: string, token: string, language?: string) {
  const response = await fetch(`${server.baseUrl}/api/Check/DownloadPdf?unikey=${unikey}`, {
    headers: { authorization: `Bearer ${token}`, ...(language && { cookie: `lang=${language}` }) },
  });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/pdf');
  return new Uint8Array(await response.arrayBuffer());
}

/** The report as it was sold, kept with its check: to draw its PDF again with a part of it changed. */
export async function soldReport(server: TestServer, unikey: string): Promise<Report> {
  const row = await server.db
    .selectFrom('checks')
    .select(sql<string>`report::text`.as('json'))
    .where('unikey', '=', unikey)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.json) as Report;
}

/** The verification block of a PDF drawn in a test: an address and a fingerprint of the right shape, verifying nothing. */
export const placeholderVerification = {
  url: 'http://127.0.0.1/verify/X',
  qrUrl: 'http://127.0.0.1/verify/X?t=token',
  fingerprint: 'a'.repeat(64),
};
