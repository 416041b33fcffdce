import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after } from 'node:test';
import { type Invoice, InvoiceStatus, PaymentType } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { queueSources, sendEinvoice } from '../../src/features/einvoices/job.ts';
import { myinvoisSandbox } from '../../src/features/einvoices/sandbox.ts';
import { demo, type TestServer } from './harness.ts';

/**
 * LHDN's MyInvois as the portal's own sandbox serves it, on a server of its own: the portal under test reaches it over
 * HTTP exactly as it would reach LHDN. `answerFirst` adds a test's own hooks ahead of the sandbox's routes.
 */
export function myinvoisOnItsOwnPort(answerFirst?: (sandbox: FastifyInstance) => void) {
  const sandbox = Fastify();
  answerFirst?.(sandbox);
  myinvoisSandbox(sandbox, '');
  after(() => sandbox.close());
  let url = '';
  async function start() {
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
    return url;
  }
  return {
    /** The sandbox's address, once `start` or `portalEnv` has started it. */
    url: () => url,
    /** Starts the sandbox alone: answers its address. */
    start,
    /** Starts the sandbox; the portal's variables to reach it, SST charged, the jobs left to the tests to run. */
    async portalEnv(extra: Record<string, string> = {}): Promise<Record<string, string>> {
      await start();
      return {
        RUN_WORKER: 'false',
        EINVOICE: 'myinvois',
        MYINVOIS_API_URL: url,
        MYINVOIS_PORTAL_URL: `${url}/portal`,
        MYINVOIS_CLIENT_ID: 'portal-test',
        MYINVOIS_CLIENT_SECRET: 'secret',
        SELLER_SST_NO: 'W10-1808-32000001',
        ...extra,
      };
    },
  };
}

/**
 * A confirmed invoice of the demo dealer's `count` new postpaid searches (the dealer pays its postpaid rate for each),
 * made by the administrator on the Invoices screen's calls.
 */
export async function confirmedPostpaidInvoice(
  server: TestServer,
  { admin, company }: { admin: string; company: string },
  count: number,
) {
  for (let index = 0; index < count; index += 1) await server.buyCheck('BMK8821', company, PaymentType.Postpaid);
  const companyId = (await server.user(demo.company.username)).company_id as number;
  const id = (await server.post<{ id: number }>(`/api/Invoice/CreateNew?companyID=${companyId}`, undefined, admin)).body
    .id;
  const lines = (await server.get<{ id: number }[]>(`/api/Invoice/GetTransactionItem?id=${id}&available=true`, admin))
    .body;
  assert.equal(
    (
      await server.post(
        `/api/Invoice/AddInvoiceTransaction?id=${id}`,
        lines.slice(-count).map((l) => l.id),
        admin,
      )
    ).status,
    200,
  );
  const invoice = (await server.get<Invoice>(`/api/Invoice/GetInvoice?id=${id}`, admin)).body;
  const confirmed = await server.post<{ invoice: Invoice }>(
    `/api/Invoice/SaveInvoice?id=${id}`,
    {
      DocumentDate: invoice.DocumentDate,
      Status: InvoiceStatus.Confirmed,
      CompanyAddress: 'Lot 5, Jalan Ipoh, 51200 Kuala Lumpur',
    },
    admin,
  );
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return confirmed.body.invoice;
}

/** The demo dealer made postpaid at RM 12.50 a search, as an administrator does on the Accounts screen. */
export const dealerOnPostpaid = (server: TestServer) =>
  server.db
    .updateTable('users')
    .set({ is_postpaid: true, postpaid_rate_sen: 1250 })
    .where('email', '=', demo.company.username)
    .execute();

/** What a job run is given, as a worker gives it, its log silent unless one is given. */
export const einvoiceJobContext = (server: TestServer, log: FastifyBaseLogger = pino({ level: 'silent' })) => ({
  config: server.config,
  db: server.db,
  log,
  jobs: server.worker,
});

/**
 * One turn of e-invoicing's runs, as a worker makes them: the look for new e-invoices, then the run of each one not
 * settled, one after another (submissions before polls, so that a MyInvois answer a test set up meets a submission);
 * the submitted documents' polls made due at once.
 */
export async function runEinvoiceJobOnce(server: TestServer, log?: FastifyBaseLogger) {
  await server.db
    .updateTable('einvoices')
    .set({ next_attempt_at: new Date() })
    .where('status', '=', 'Submitted')
    .execute();
  const context = einvoiceJobContext(server, log);
  await queueSources(context);
  const rows = await server.db
    .selectFrom('einvoices')
    .select('id')
    .where('status', 'in', ['Queued', 'Submitted'])
    .orderBy(sql`status = 'Submitted'`)
    .orderBy('id')
    .execute();
  for (const { id } of rows) await sendEinvoice(context, id);
}
