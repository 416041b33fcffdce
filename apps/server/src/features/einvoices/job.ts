import type { EinvoiceError } from '@portal/contract';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { defineJob } from '../../jobs/define.ts';
import { recordAudit } from '../../platform/audit.ts';
import { enqueueMail } from '../../platform/mail-delivery.ts';
import { malaysianDay } from '../../platform/malaysian-days.ts';
import { queueWebhookEvent } from '../webhooks/public.ts';
import { documentOf, type EinvoiceContext, receiptOf } from './content.ts';
import { rejectedEinvoiceMail } from './mails.ts';
import {
  encodeDocument,
  type MyinvoisClient,
  MyinvoisError,
  type MyinvoisErrorDetail,
  myinvoisClient,
} from './myinvois.ts';
import * as q from './queries.ts';

/*
 * E-invoicing's background work, each run queued by the change that causes it (decision 0094): a sale paid, an
 * invoice confirmed, a refund paid or a reversal queues a look for new e-invoices in its own transaction; each new
 * e-invoice queues its own run, which submits it, then polls MyInvois until it is Valid or Invalid, and waits between
 * tries as a delayed run of itself. pg-boss runs one at a time per e-invoice, so two workers never send one document.
 */

/** Waits before polling a submission again, and the longest wait between two tries of a failing call. */
const POLL_SECONDS = 3;
const MAX_BACKOFF_SECONDS = 3600;

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Exponential backoff from 10 s, or what MyInvois asked for with Retry-After. */
const backoffSeconds = (attempts: number, retryAfter: number | undefined) =>
  retryAfter ?? Math.min(MAX_BACKOFF_SECONDS, 10 * 2 ** Math.max(0, attempts - 1));

type Jobs = EinvoiceContext['jobs'];

/** How long a run holds its e-invoice while it talks to MyInvois. */
const RUN_SECONDS = 120;

/**
 * An e-invoice's next run (its submission, a poll, a try again), in `afterSeconds`, in the transaction `within`. An
 * administrator's retry (`replaceWaiting`) takes the place of a run put off for an hour, rather than folding into it.
 */
export const queueSending = (jobs: Jobs, einvoiceId: number, within?: Db, afterSeconds = 0, replaceWaiting = false) =>
  jobs.enqueue(
    einvoiceSending,
    { einvoiceId },
    {
      within,
      key: String(einvoiceId),
      replaceWaiting,
      ...(afterSeconds > 0 && { startAfterSeconds: Math.ceil(afterSeconds) }),
    },
  );

/**
 * A look for what a change made e-invoiceable (a sale paid, an invoice confirmed, a refund paid, a reversal), queued
 * in the change's transaction; nothing while e-invoicing is off.
 */
export async function queueNewEinvoices(config: Pick<Config, 'einvoice'>, jobs: Jobs, within?: Db) {
  if (config.einvoice) await jobs.enqueue(einvoiceSources, {}, { within });
}

/** Puts an e-invoice off for `seconds` (MyInvois busy, a submission not validated yet), with its run queued then. */
async function later(context: EinvoiceContext, id: number, seconds: number, change: Parameters<typeof q.update>[2]) {
  await context.db.transaction().execute(async (trx) => {
    await q.update(trx, id, { ...change, next_attempt_at: inSeconds(seconds) });
    await queueSending(context.jobs, id, trx, seconds);
  });
}

/** LHDN's error and its details, flattened for the screen. */
function errorsOf(detail: MyinvoisErrorDetail | undefined): EinvoiceError[] {
  if (!detail) return [];
  const own =
    detail.message || detail.code
      ? [{ Code: detail.code ?? '', Message: detail.message ?? '', Path: detail.propertyPath ?? detail.target ?? null }]
      : [];
  return [...own, ...(detail.details ?? []).flatMap(errorsOf)];
}

export const auditAfter = (row: q.EinvoiceRecord, change: Record<string, unknown>) => ({
  codeNumber: row.code_number,
  typeCode: row.type_code,
  ...change,
});

/** Tells the buyer's webhook endpoints that the e-invoice's status moved (docs/api.md, Webhooks). */
export async function announceStatus(
  trx: Db,
  jobs: EinvoiceContext['jobs'],
  row: q.EinvoiceRecord,
  status: q.EinvoiceRecord['status'],
) {
  for (const userId of await q.buyerUserIds(trx, row)) {
    await queueWebhookEvent(trx, jobs, userId, 'einvoice.status_changed', {
      codeNumber: row.code_number,
      status,
      previousStatus: row.status,
    });
  }
}

/**
 * What a failed call does to a row: a 429, a 5xx or no answer puts it back for later (Retry-After or backoff);
 * a refusal of the request itself marks it Invalid with LHDN's words.
 */
async function failed(context: EinvoiceContext, row: q.EinvoiceRecord, error: unknown) {
  if (error instanceof MyinvoisError && !error.retryable) {
    await rejected(context, row, errorsOf(error.detail), { action: 'update', before: row.status });
    return;
  }
  const retryAfter = error instanceof MyinvoisError ? error.retryAfterSeconds : undefined;
  const message = error instanceof Error ? error.message : String(error);
  context.log.warn({ einvoice: row.id, err: message }, 'MyInvois call failed; trying again later');
  await later(context, row.id, backoffSeconds(row.attempts, retryAfter), { last_error: message.slice(0, 500) });
}

/**
 * MyInvois refused the e-invoice (at submission, or when it validated it): the row is Invalid with LHDN's words, and
 * nobody is left to find it on the screen by chance (issue 39): a warning in the log, and a mail to every
 * administrator, queued in the same transaction; the metrics count it until it is sent again (`countByStatus`).
 */
async function rejected(
  context: EinvoiceContext,
  row: q.EinvoiceRecord,
  errors: EinvoiceError[],
  how: { action: 'submit' | 'update'; before: string; stored?: Parameters<typeof q.update>[2] },
) {
  await context.db.transaction().execute(async (trx) => {
    await q.update(trx, row.id, { ...how.stored, status: 'Invalid', errors: JSON.stringify(errors), last_error: null });
    await recordAudit(trx, null, how.action, ['einvoice', row.id], {
      before: { status: how.before },
      after: auditAfter(row, { status: 'Invalid', errors }),
    });
    for (const administrator of await q.administratorsToTell(trx)) {
      await enqueueMail(
        trx,
        context.jobs,
        rejectedEinvoiceMail(administrator, row.code_number, errors, context.config.publicUrl),
      );
    }
    await announceStatus(trx, context.jobs, row, 'Invalid');
  });
  context.log.warn(
    { einvoice: row.id, codeNumber: row.code_number, errors: errors.map((error) => error.Code) },
    'MyInvois rejected an e-invoice: it is Invalid until it is fixed and sent again (Settings > E-invoices)',
  );
}

async function submitOne(context: EinvoiceContext, client: MyinvoisClient, row: q.EinvoiceRecord) {
  const built = await documentOf(context, row);
  const answer = await client.submit([encodeDocument(built.document, row.code_number)]);
  const accepted = answer.acceptedDocuments.find((d) => d.invoiceCodeNumber === row.code_number);
  const refused = answer.rejectedDocuments.find((d) => d.invoiceCodeNumber === row.code_number);
  const stored = {
    document: JSON.stringify(built.document),
    buyer_name: built.buyerName,
    total_sen: built.totalSen,
    last_error: null,
  };
  const submissionUid = answer.submissionUid;
  if (accepted && submissionUid) {
    // The status, its audit entry and the buyer's webhook event together, or none of them.
    await context.db.transaction().execute(async (trx) => {
      await q.update(trx, row.id, {
        ...stored,
        status: 'Submitted',
        uuid: accepted.uuid,
        submission_uid: submissionUid,
        submitted_at: new Date(),
        errors: null,
        long_id: null,
        attempts: 0,
        next_attempt_at: inSeconds(POLL_SECONDS),
      });
      await queueSending(context.jobs, row.id, trx, POLL_SECONDS);
      await recordAudit(trx, null, 'submit', ['einvoice', row.id], {
        before: { status: row.status },
        after: auditAfter(row, { status: 'Submitted', submissionUid, uuid: accepted.uuid, totalSen: built.totalSen }),
      });
      await announceStatus(trx, context.jobs, row, 'Submitted');
    });
    return;
  }
  const errors = errorsOf(refused?.error ?? { code: 'NotAccepted', message: 'MyInvois accepted no document' });
  await rejected(context, row, errors, { action: 'submit', before: row.status, stored });
}

async function pollOne(context: EinvoiceContext, client: MyinvoisClient, row: q.EinvoiceRecord) {
  if (!row.submission_uid || !row.uuid) throw new Error(`E-invoice ${row.id} was submitted without its ids`);
  const submission = await client.submission(row.submission_uid);
  const summary = submission.documentSummary.find((d) => d.uuid === row.uuid);
  if (!summary || summary.status === 'Submitted') {
    await later(context, row.id, backoffSeconds(row.attempts, POLL_SECONDS), { last_error: null });
    return;
  }
  if (summary.status === 'Invalid') {
    const details = await client.details(row.uuid);
    const errors = (details.validationResults?.validationSteps ?? [])
      .filter((step) => step.error)
      .map((step) => ({
        Code: String((step.error as { errorCode?: string }).errorCode ?? step.error?.code ?? ''),
        Message: String((step.error as { error?: string }).error ?? step.error?.message ?? step.name),
        Path: step.error?.propertyPath ?? null,
      }));
    await rejected(context, row, errors, { action: 'update', before: 'Submitted' });
    return;
  }
  const validatedAt = summary.dateTimeValidated ? new Date(summary.dateTimeValidated) : new Date();
  await context.db.transaction().execute(async (trx) => {
    await q.update(trx, row.id, {
      status: summary.status,
      long_id: summary.longId ?? null,
      validated_at: validatedAt,
      last_error: null,
    });
    await recordAudit(trx, null, 'update', ['einvoice', row.id], {
      before: { status: 'Submitted' },
      after: auditAfter(row, { status: summary.status, uuid: row.uuid, longId: summary.longId ?? null }),
    });
    await announceStatus(trx, context.jobs, row, summary.status);
    // Its notes waited for its UUID: a reversal's already queued, a refund's queued now.
    if (summary.status === 'Valid') {
      for (const note of await q.notesWaitingFor(trx, row.id)) await queueSending(context.jobs, note.id, trx);
      await queueNewEinvoices(context.config, context.jobs, trx);
    }
  });
}

/** Queues refund notes for refunds paid whose sale's e-invoice is Valid (a note must name the UUID it corrects). */
async function queueRefundNotes(context: EinvoiceContext, since: Date) {
  const { db, jobs } = context;
  for (const refund of await q.refundsWithoutNote(db, since)) {
    const own = await q.einvoiceOfSource(db, 'payment', String(refund.payment_id));
    const month = refund.settled_at ? malaysianDay(new Date(refund.settled_at)).slice(0, 7) : undefined;
    const original = own ?? (month ? await q.einvoiceOfSource(db, 'consolidated', month) : undefined);
    if (original?.status !== 'Valid') continue;
    await db.transaction().execute(async (trx) => {
      const queued = await q.queueSource(trx, {
        kind: 'refund',
        id: String(refund.id),
        typeCode: '04',
        codeNumber: `RFN-${refund.id}-${receiptOf(refund)}`,
        originalId: original.id,
      });
      if (queued) await queueSending(jobs, queued.id, trx);
    });
  }
}

/**
 * Queues a credit note (02) for each reversal of a sale that is in an e-invoice: against the sale's own e-invoice, or
 * its month's consolidated one once that is queued. The note is queued at once and waits, Queued, until its original
 * is Valid (which queues its run); an original cancelled at MyInvois, or credited in whole already, needs no note.
 */
async function queueReversalNotes(context: EinvoiceContext, since: Date) {
  const { db, jobs } = context;
  for (const reversal of await q.reversalsWithoutNote(db, since)) {
    const originalId =
      reversal.own_id === null
        ? (await q.einvoiceOfSource(db, 'consolidated', reversal.sale_month))?.id
        : Number(reversal.own_id);
    if (originalId === undefined) continue;
    // Under the original's lock, as an administrator's credit note for the whole of it takes it: one or the other.
    await db.transaction().execute(async (trx) => {
      const original = await q.findEinvoice(trx, originalId, true);
      if (!original || original.status === 'Cancelled') return;
      if (await q.einvoiceOfSource(trx, 'credit', String(original.id))) return;
      const queued = await q.queueSource(trx, {
        kind: 'reversal',
        id: String(reversal.id),
        typeCode: '02',
        codeNumber: `CN-${reversal.document_no}`,
        originalId: original.id,
      });
      if (!queued) return;
      await recordAudit(trx, null, 'create', ['einvoice', queued.id], {
        after: { typeCode: '02', original: original.code_number, reversal: reversal.document_no },
      });
      if (original.status === 'Valid') await queueSending(jobs, queued.id, trx);
    });
  }
}

/**
 * The look for new e-invoices: sales paid and invoices confirmed since e-invoicing was switched on that have none
 * yet, and the notes of refunds and reversals. Each is queued with its own run; two looks at once queue each once
 * (the source's e-invoice is unique).
 */
export async function queueSources(context: EinvoiceContext) {
  if (!context.config.einvoice) return 0;
  const since = await q.startedAt(context.db);
  const queued = await context.db.transaction().execute(async (trx) => {
    const ids = await q.queueNewSources(trx, since, malaysianDay(since));
    for (const id of ids) await queueSending(context.jobs, id, trx);
    return ids.length;
  });
  await queueRefundNotes(context, since);
  await queueReversalNotes(context, since);
  return queued;
}

/**
 * One run for one e-invoice: submits it when Queued and due, polls it when Submitted and due. A note waits for its
 * original to be Valid; a run that came early (a copy) puts itself off to the row's own time.
 */
export async function sendEinvoice(context: EinvoiceContext, id: number) {
  const settings = context.config.einvoice;
  if (!settings) return 'e-invoicing is off';
  const row = await q.takeDue(context.db, id, RUN_SECONDS);
  if (!row) {
    const waiting = await q.findEinvoice(context.db, id);
    const early = waiting && ['Queued', 'Submitted'].includes(waiting.status) ? waiting.next_attempt_at : null;
    if (early && new Date(early).getTime() > Date.now()) {
      await queueSending(context.jobs, id, undefined, (new Date(early).getTime() - Date.now()) / 1000);
    }
    return 'not due';
  }
  const client = myinvoisClient(settings);
  const step = row.status === 'Queued' ? submitOne : pollOne;
  await step(context, client, row).catch((error: unknown) => failed(context, row, error));
  return row.status;
}

/**
 * The consolidation job: for each month that has ended (Malaysian time) with sales to guests and individuals,
 * one consolidated e-invoice, queued on the first run after the month ends (LHDN asks within 7 days).
 */
export async function consolidateMonths(context: EinvoiceContext, now = new Date()) {
  if (!context.config.einvoice) return [];
  const since = await q.startedAt(context.db);
  const months = await q.monthsToConsolidate(context.db, since, monthOf(now));
  for (const month of months) {
    await context.db.transaction().execute(async (trx) => {
      const queued = await q.queueSource(trx, {
        kind: 'consolidated',
        id: month,
        typeCode: '01',
        codeNumber: `CONS-${month.replace('-', '')}`,
      });
      if (!queued) return;
      await recordAudit(trx, null, 'create', ['einvoice', queued.id], { after: { consolidatedMonth: month } });
      await queueSending(context.jobs, queued.id, trx);
    });
  }
  // The reversals of the months' sales get their credit notes against them.
  if (months.length > 0) await queueNewEinvoices(context.config, context.jobs);
  return months;
}

/** `YYYY-MM` of the Malaysian month `at` falls in. */
const monthOf = (at: Date) => malaysianDay(at).slice(0, 7);

export const einvoiceSources = defineJob({
  name: 'einvoice-sources',
  input: z.object({}),
  handle: (_input, context) => queueSources(context),
  // A worker's start looks once for what an earlier version left without a run.
  adopt: async () => [{ input: {}, key: 'start' }],
  retry: { limit: 5, delaySeconds: 30, backoff: true },
});

export const einvoiceSending = defineJob({
  name: 'einvoice-sending',
  input: z.object({ einvoiceId: z.number().int().positive() }),
  handle: ({ einvoiceId }, context) => sendEinvoice(context, einvoiceId),
  oneAtATime: true,
  adopt: async (db) => (await q.unfinished(db)).map(({ id }) => ({ input: { einvoiceId: id }, key: String(id) })),
  // A MyInvois failure is the row's own try again (Retry-After or backoff); these are for a database away.
  retry: { limit: 5, delaySeconds: 30, backoff: true },
});

/** Queues last month's consolidated e-invoice on its first run after the month ends (hourly). */
export const einvoiceConsolidation = defineJob({
  name: 'einvoice-consolidation',
  input: z.object({}),
  handle: (_input, context) => consolidateMonths(context),
  cron: '7 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
});
