import {
  EINVOICE_CANCEL_HOURS,
  type EinvoiceError,
  type EinvoiceRow,
  type Language,
  type TaxParty,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { splitSst, sumSst } from '../../domain/money/sst.ts';
import { companyBuyer, individualBuyer, storedParties } from '../../domain/tax/parties.ts';
import type { JobQueue } from '../../jobs/define.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { fieldError, httpError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail-delivery.ts';
import { malaysianDay } from '../../platform/malaysian-days.ts';
import { queueWebhookEvent } from '../webhooks/public.ts';
import {
  buildDocument,
  type EinvoiceContent,
  type EinvoiceLine,
  type EinvoiceParty,
  GENERAL_PUBLIC_TIN,
} from './document.ts';
import { rejectedEinvoiceMail } from './mails.ts';
import {
  encodeDocument,
  type MyinvoisClient,
  MyinvoisError,
  type MyinvoisErrorDetail,
  myinvoisClient,
} from './myinvois.ts';
import * as q from './queries.ts';
import { signDocument } from './signature.ts';
import { einvoicesTexts } from './texts.ts';

export interface EinvoiceContext {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** For the buyer's webhook events and the administrators' mails, queued with each change of status. */
  jobs: Pick<JobQueue, 'enqueue'>;
}

/** How many rows one run of the job takes, and how long a worker holds one while it talks to MyInvois. */
const BATCH = 20;
const LEASE_SECONDS = 120;
/** Waits before polling a submission again, and the longest wait between two tries of a failing call. */
const POLL_SECONDS = 3;
const MAX_BACKOFF_SECONDS = 3600;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Exponential backoff from 10 s, or what MyInvois asked for with Retry-After. */
const backoffSeconds = (attempts: number, retryAfter: number | undefined) =>
  retryAfter ?? Math.min(MAX_BACKOFF_SECONDS, 10 * 2 ** Math.max(0, attempts - 1));

// ---------------------------------------------------------------------------------------------
// The parties and lines: each source's amounts are read in one function, split with the seller's SST rate.

function supplierOf(config: Config): EinvoiceParty {
  const seller = config.seller;
  return {
    name: seller.name,
    tin: seller.tin,
    id: { type: 'BRN', value: seller.brn },
    sstNo: seller.sstNo ?? 'NA',
    address: seller.address,
    phone: seller.phone,
    email: seller.email,
    industry: { msic: seller.msic, activity: seller.activity },
  };
}

/** The buyer LHDN names for sales to people who asked for no e-invoice of their own. */
const generalPublic: EinvoiceParty = {
  name: 'General Public',
  tin: GENERAL_PUBLIC_TIN,
  id: { type: 'BRN', value: 'NA' },
  sstNo: 'NA',
  address: { lines: ['NA'], postcode: '', city: 'NA', stateCode: '17' },
  phone: 'NA',
};

/**
 * A buyer as the tax documents name it (`domain/tax/parties.ts`): a company's TIN, SSM number, SST number and
 * address as it registered them. A company registered before TINs were asked for has none: LHDN's general TIN stands
 * in, as for the general public.
 */
const einvoiceBuyer = (party: TaxParty): EinvoiceParty => ({
  name: party.name,
  tin: party.tin ?? GENERAL_PUBLIC_TIN,
  id: party.brn
    ? { type: 'BRN', value: party.brn }
    : party.mykad
      ? { type: 'NRIC', value: party.mykad }
      : { type: 'BRN', value: 'NA' },
  sstNo: party.sstNo ?? 'NA',
  address: party.address ?? generalPublic.address,
  phone: party.phone ?? 'NA',
  email: party.email ?? undefined,
});

/** A money row's own split: the SST it stored at the rate of its day. */
const storedSplit = (row: { amount_sen: number; tax_sen: number }) => ({
  excludingSen: row.amount_sen - row.tax_sen,
  taxSen: row.tax_sen,
  includingSen: row.amount_sen,
});

const lineOfTransaction = (row: { document_no: string; description: string; amount_sen: number; tax_sen: number }) =>
  ({
    description: `${row.document_no} ${row.description}`.slice(0, 300),
    classification: '022',
    amount: storedSplit(row),
  }) satisfies EinvoiceLine;

const receiptOf = (payment: { transaction_no: string | null; public_id: string }) =>
  payment.transaction_no ?? payment.public_id;

const lineOfPayment = (payment: q.PaymentSource, classification: EinvoiceLine['classification']) =>
  ({
    description: `${receiptOf(payment)} ${payment.description}`.slice(0, 300),
    classification,
    amount: storedSplit(payment),
  }) satisfies EinvoiceLine;

const lineOfRefund = (config: Config, refund: { id: number; amount_sen: number; reason: string }, receipt: string) =>
  ({
    description: `Refund of ${receipt}: ${refund.reason}`.slice(0, 300),
    classification: '022',
    amount: splitSst(refund.amount_sen, config.sst.ratePercent),
  }) satisfies EinvoiceLine;

/**
 * A reversal takes back all the credit a package granted (the ledger reverses a whole row, never below a zero
 * balance), so its credit note is for the whole of the sale, as it was paid and taxed.
 */
const lineOfReversal = (reversal: { document_no: string }, payment: q.PaymentSource) =>
  ({
    description: `${reversal.document_no} Reversal of ${receiptOf(payment)} ${payment.description}`.slice(0, 300),
    classification: '022',
    amount: storedSplit(payment),
  }) satisfies EinvoiceLine;

/**
 * A company is named by its registered details; an individual who asked for an e-invoice by the TIN and MyKad number
 * on their account when it is built (a fix shows on a retry); anyone else is the general public.
 */
async function buyerOfPayment(db: Db, payment: q.PaymentSource) {
  if (payment.account_type === 'COMPANY' && payment.company_id !== null) {
    return einvoiceBuyer(await companyBuyer(db, payment.company_id));
  }
  if (payment.einvoice_requested && payment.user_id !== null) {
    return einvoiceBuyer(await individualBuyer(db, payment.user_id));
  }
  return generalPublic;
}

/** Everything an e-invoice says, from its source as the database holds it now (so a fix shows on a retry). */
async function contentOf(context: EinvoiceContext, row: q.EinvoiceRecord): Promise<EinvoiceContent> {
  const { config, db } = context;
  const base = {
    typeCode: row.type_code,
    codeNumber: row.code_number,
    issuedAt: new Date(),
    supplier: supplierOf(config),
    ratePercent: config.sst.ratePercent,
  };
  switch (row.source_kind) {
    case 'invoice': {
      const invoice = await q.invoiceSource(db, Number(row.source_id));
      if (!invoice) throw new Error(`Invoice ${row.source_id} is gone`);
      const lines = await q.invoiceLines(db, invoice.id);
      // A confirmed invoice names the parties as they stood that day; a draft's are the company's today.
      const buyer = invoice.parties ? storedParties(invoice.parties).buyer : await companyBuyer(db, invoice.company_id);
      return { ...base, buyer: einvoiceBuyer(buyer), lines: lines.map(lineOfTransaction) };
    }
    case 'payment': {
      const payment = await q.paymentSource(db, Number(row.source_id));
      if (!payment) throw new Error(`Payment ${row.source_id} is gone`);
      return { ...base, buyer: await buyerOfPayment(db, payment), lines: [lineOfPayment(payment, '022')] };
    }
    case 'consolidated': {
      const payments = await q.monthPayments(db, row.source_id, await q.startedAt(db));
      return {
        ...base,
        buyer: generalPublic,
        lines: payments.map((payment) => lineOfPayment(payment, '004')),
        receipts: payments.map(receiptOf),
      };
    }
    case 'refund': {
      const refund = await q.refundSource(db, Number(row.source_id));
      const original = row.original_id === null ? undefined : await q.findEinvoice(db, row.original_id);
      const payment = refund && (await q.paymentSource(db, refund.payment_id));
      if (!refund || !original?.uuid || !payment) throw new Error(`Refund ${row.source_id} or its e-invoice is gone`);
      return {
        ...base,
        buyer: original.source_kind === 'consolidated' ? generalPublic : await buyerOfPayment(db, payment),
        lines: [lineOfRefund(config, refund, receiptOf(payment))],
        original: { codeNumber: original.code_number, uuid: original.uuid },
      };
    }
    case 'credit': {
      const original = await q.findEinvoice(db, Number(row.source_id));
      if (!original?.uuid) throw new Error(`E-invoice ${row.source_id} is gone`);
      const credited = await contentOf(context, original);
      return { ...credited, ...base, original: { codeNumber: original.code_number, uuid: original.uuid } };
    }
    case 'reversal': {
      const reversal = await q.reversalSource(db, Number(row.source_id));
      const original = row.original_id === null ? undefined : await q.findEinvoice(db, row.original_id);
      const payment = reversal?.payment_id ? await q.paymentSource(db, reversal.payment_id) : undefined;
      if (!reversal || !original?.uuid || !payment)
        throw new Error(`Reversal ${row.source_id} or its e-invoice is gone`);
      return {
        ...base,
        buyer: original.source_kind === 'consolidated' ? generalPublic : await buyerOfPayment(db, payment),
        lines: [lineOfReversal(reversal, payment)],
        original: { codeNumber: original.code_number, uuid: original.uuid },
      };
    }
  }
}

/** Builds the source's document (signed, version 1.1, when the seller's certificate is set) and what the screen shows of it. */
export async function documentOf(context: EinvoiceContext, row: q.EinvoiceRecord) {
  const content = await contentOf(context, row);
  const totalSen = sumSst(content.lines.map((line) => line.amount)).includingSen;
  const signing = context.config.einvoice?.signing;
  const document = signing ? signDocument(buildDocument(content, '1.1'), signing) : buildDocument(content);
  return { document, buyerName: content.buyer.name, totalSen };
}

// ---------------------------------------------------------------------------------------------
// The jobs

/** LHDN's error and its details, flattened for the screen. */
function errorsOf(detail: MyinvoisErrorDetail | undefined): EinvoiceError[] {
  if (!detail) return [];
  const own =
    detail.message || detail.code
      ? [{ Code: detail.code ?? '', Message: detail.message ?? '', Path: detail.propertyPath ?? detail.target ?? null }]
      : [];
  return [...own, ...(detail.details ?? []).flatMap(errorsOf)];
}

const auditAfter = (row: q.EinvoiceRecord, change: Record<string, unknown>) => ({
  codeNumber: row.code_number,
  typeCode: row.type_code,
  ...change,
});

/** Tells the buyer's webhook endpoints that the e-invoice's status moved (docs/api.md, Webhooks). */
async function announceStatus(
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
  await q.settle(context.db, row.id, {
    last_error: message.slice(0, 500),
    next_attempt_at: inSeconds(backoffSeconds(row.attempts, retryAfter)),
  });
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
  how: { action: 'submit' | 'update'; before: string; stored?: Parameters<typeof q.settle>[2] },
) {
  await context.db.transaction().execute(async (trx) => {
    await q.settle(trx, row.id, { ...how.stored, status: 'Invalid', errors: JSON.stringify(errors), last_error: null });
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
      await q.settle(trx, row.id, {
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
    await q.settle(context.db, row.id, {
      next_attempt_at: inSeconds(backoffSeconds(row.attempts, POLL_SECONDS)),
      last_error: null,
    });
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
    await q.settle(trx, row.id, {
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
  });
}

/** Queues refund notes for refunds paid whose sale's e-invoice is Valid (a note must name the UUID it corrects). */
async function queueRefundNotes(db: Db, since: Date) {
  for (const refund of await q.refundsWithoutNote(db, since)) {
    const own = await q.einvoiceOfSource(db, 'payment', String(refund.payment_id));
    const month = refund.settled_at ? malaysianDay(new Date(refund.settled_at)).slice(0, 7) : undefined;
    const original = own ?? (month ? await q.einvoiceOfSource(db, 'consolidated', month) : undefined);
    if (original?.status !== 'Valid') continue;
    await q.queueSource(db, {
      kind: 'refund',
      id: String(refund.id),
      typeCode: '04',
      codeNumber: `RFN-${refund.id}-${receiptOf(refund)}`,
      originalId: original.id,
    });
  }
}

/**
 * Queues a credit note (02) for each reversal of a sale that is in an e-invoice: against the sale's own e-invoice, or
 * its month's consolidated one once that is queued. The note is queued at once and waits, Queued, until its original
 * is Valid (`leaseDue`); an original cancelled at MyInvois, or credited in whole already, needs no note.
 */
async function queueReversalNotes(db: Db, since: Date) {
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
      if (queued) {
        await recordAudit(trx, null, 'create', ['einvoice', queued.id], {
          after: { typeCode: '02', original: original.code_number, reversal: reversal.document_no },
        });
      }
    });
  }
}

/**
 * The submission job: queues the new sources, then submits what is due and polls what was submitted. Each row is
 * leased before MyInvois is called, so two workers never send the same document, and one that dies mid-call leaves
 * it to the next after its lease.
 */
export async function runEinvoices(context: EinvoiceContext) {
  const settings = context.config.einvoice;
  if (!settings) return 0;
  const client = myinvoisClient(settings);
  const since = await q.startedAt(context.db);
  await q.queueNewSources(context.db, since, malaysianDay(since));
  await queueRefundNotes(context.db, since);
  await queueReversalNotes(context.db, since);
  let done = 0;
  for (const row of await q.leaseDue(context.db, 'Queued', BATCH, LEASE_SECONDS)) {
    await submitOne(context, client, row).catch((error: unknown) => failed(context, row, error));
    done += 1;
  }
  for (const row of await q.leaseDue(context.db, 'Submitted', BATCH, LEASE_SECONDS)) {
    await pollOne(context, client, row).catch((error: unknown) => failed(context, row, error));
    done += 1;
  }
  return done;
}

/** `YYYY-MM` of the Malaysian month `at` falls in. */
const monthOf = (at: Date) => malaysianDay(at).slice(0, 7);

/**
 * The consolidation job: for each month that has ended (Malaysian time) with sales to guests and individuals,
 * one consolidated e-invoice, queued on the first run after the month ends (LHDN asks within 7 days).
 */
export async function consolidateMonths(context: EinvoiceContext, now = new Date()) {
  if (!context.config.einvoice) return [];
  const since = await q.startedAt(context.db);
  const months = await q.monthsToConsolidate(context.db, since, monthOf(now));
  for (const month of months) {
    const queued = await q.queueSource(context.db, {
      kind: 'consolidated',
      id: month,
      typeCode: '01',
      codeNumber: `CONS-${month.replace('-', '')}`,
    });
    if (queued)
      await recordAudit(context.db, null, 'create', ['einvoice', queued.id], { after: { consolidatedMonth: month } });
  }
  return months;
}

// ---------------------------------------------------------------------------------------------
// The screen

const parsedErrors = (value: unknown): EinvoiceError[] => (Array.isArray(value) ? (value as EinvoiceError[]) : []);

/** Within LHDN's 72 hours of validation (the server's own clock decides, before asking MyInvois). */
const withinCancelWindow = (validatedAt: Date | null) =>
  validatedAt !== null && Date.now() - new Date(validatedAt).getTime() < EINVOICE_CANCEL_HOURS * 3600 * 1000;

async function rowAnswer(context: EinvoiceContext, record: q.EinvoiceListRecord): Promise<EinvoiceRow> {
  const settings = context.config.einvoice;
  const receipts =
    record.source_kind === 'consolidated'
      ? (await q.monthPayments(context.db, record.source_id, await q.startedAt(context.db))).map(receiptOf)
      : [];
  return {
    id: record.id,
    Kind: record.source_kind,
    TypeCode: record.type_code,
    CodeNumber: record.code_number,
    Status: record.status,
    BuyerName: record.buyer_name,
    TotalSen: record.total_sen === null ? null : Number(record.total_sen),
    Uuid: record.uuid,
    ValidationUrl:
      record.status === 'Valid' && record.uuid && record.long_id && settings
        ? myinvoisClient(settings).validationUrl(record.uuid, record.long_id)
        : null,
    Errors: parsedErrors(record.errors),
    LastError: record.last_error,
    Attempts: record.attempts,
    OriginalCodeNumber: record.original_code_number,
    OriginalStatus: record.original_status,
    Receipts: receipts,
    CreatedDate: new Date(record.created_at).toISOString(),
    SubmittedDate: iso(record.submitted_at),
    ValidatedDate: iso(record.validated_at),
    CancelledDate: iso(record.cancelled_at),
    CancelReason: record.cancel_reason,
    CanRetry: record.status === 'Invalid' || (record.status === 'Queued' && record.last_error !== null),
    CanCancel: record.status === 'Valid' && withinCancelWindow(record.validated_at),
    CanCreditNote:
      record.status === 'Valid' && record.type_code === '01' && !(await q.hasCreditNote(context.db, record.id)),
  };
}

export async function list(context: EinvoiceContext, filter: q.EinvoiceFilter, page: number, rows: number) {
  const [records, total] = await Promise.all([
    q.einvoicePage(context.db, filter, page, rows),
    q.countEinvoices(context.db, filter),
  ]);
  const items = await Promise.all(records.map((record) => rowAnswer(context, record)));
  return { items, page, rows, total };
}

async function answerOf(context: EinvoiceContext, id: number) {
  const record = await q.listedEinvoice(context.db, id);
  if (!record) throw httpError('EINVOICE_NOT_FOUND');
  return rowAnswer(context, record);
}

function settingsOf(context: EinvoiceContext) {
  if (!context.config.einvoice) throw httpError('EINVOICE_OFF');
  return context.config.einvoice;
}

/** Sends an Invalid e-invoice again, rebuilt from its source as it is now (after the fix). */
export async function retry(context: EinvoiceContext, actor: AuthUser, id: number, language: Language) {
  settingsOf(context);
  await context.db.transaction().execute(async (trx) => {
    const record = await q.findEinvoice(trx, id, true);
    if (!record) throw httpError('EINVOICE_NOT_FOUND');
    const retryable = record.status === 'Invalid' || (record.status === 'Queued' && record.last_error !== null);
    if (!retryable) throw httpError('EINVOICE_NOT_RETRYABLE');
    await q.update(trx, id, {
      status: 'Queued',
      attempts: 0,
      next_attempt_at: new Date(),
      last_error: null,
      lease_until: null,
    });
    await recordAudit(trx, actor.id, 'update', ['einvoice', id], {
      before: { status: record.status, errors: parsedErrors(record.errors) },
      after: { status: 'Queued', retried: true },
    });
  });
  return { Message: einvoicesTexts.of(language)('retryQueued'), item: await answerOf(context, id) };
}

/**
 * Cancels a Valid e-invoice at MyInvois. The 72 hours are checked here first (the refusal names the credit note);
 * MyInvois's own refusal is passed on in its words.
 */
export async function cancel(
  context: EinvoiceContext,
  actor: AuthUser,
  id: number,
  reason: string,
  language: Language,
) {
  const client = myinvoisClient(settingsOf(context));
  const record = await q.findEinvoice(context.db, id);
  if (!record) throw httpError('EINVOICE_NOT_FOUND');
  if (record.status !== 'Valid' || !record.uuid) throw httpError('EINVOICE_NOT_VALID');
  if (!withinCancelWindow(record.validated_at)) throw httpError('EINVOICE_CANCEL_WINDOW_OVER');
  try {
    await client.cancel(record.uuid, reason);
  } catch (error) {
    if (error instanceof MyinvoisError && !error.retryable) {
      if (error.detail?.code === 'OperationPeriodOver') throw httpError('EINVOICE_CANCEL_WINDOW_OVER');
      throw httpError('EINVOICE_CANCEL_REFUSED', { reason: error.detail?.message ?? error.message });
    }
    throw httpError('EINVOICE_UNREACHABLE');
  }
  await context.db.transaction().execute(async (trx) => {
    await q.update(trx, id, { status: 'Cancelled', cancelled_at: new Date(), cancel_reason: reason });
    await recordAudit(trx, actor.id, 'cancel', ['einvoice', id], {
      before: { status: 'Valid' },
      after: auditAfter(record, { status: 'Cancelled', reason }),
    });
    await announceStatus(trx, context.jobs, record, 'Cancelled');
  });
  return { Message: einvoicesTexts.of(language)('cancelled'), item: await answerOf(context, id) };
}

/** Queues a credit note (02) for the whole of a Valid e-invoice, once, and not after a reversal's note against it. */
export async function creditNote(
  context: EinvoiceContext,
  actor: AuthUser,
  id: number,
  reason: string,
  language: Language,
) {
  settingsOf(context);
  const noteId = await context.db.transaction().execute(async (trx) => {
    const record = await q.findEinvoice(trx, id, true);
    if (!record) throw httpError('EINVOICE_NOT_FOUND');
    if (record.status !== 'Valid' || record.type_code !== '01') throw httpError('EINVOICE_NOT_VALID');
    if (await q.hasCreditNote(trx, id)) throw httpError('EINVOICE_CREDIT_NOTE_EXISTS');
    const queued = await q.queueSource(trx, {
      kind: 'credit',
      id: String(id),
      typeCode: '02',
      codeNumber: `CN-${record.code_number}`,
      originalId: id,
    });
    if (!queued) throw httpError('EINVOICE_CREDIT_NOTE_EXISTS');
    await recordAudit(trx, actor.id, 'create', ['einvoice', queued.id], {
      after: { typeCode: '02', original: record.code_number, reason },
    });
    return queued.id;
  });
  return { Message: einvoicesTexts.of(language)('creditNoteQueued'), item: await answerOf(context, noteId) };
}

// ---------------------------------------------------------------------------------------------
// For other features

/** A source document's e-invoice stamp for its PDF and screen: its UUID and validation link, only once Valid. */
export async function einvoiceStamp(db: Db, config: Config, source: { kind: 'invoice' | 'payment'; id: number }) {
  const row = await q.einvoiceOfSource(db, source.kind, String(source.id));
  if (!config.einvoice || row?.status !== 'Valid' || !row.uuid || !row.long_id) return undefined;
  return { uuid: row.uuid, validationUrl: myinvoisClient(config.einvoice).validationUrl(row.uuid, row.long_id) };
}

/**
 * Whether LHDN knows a buyer's TIN with its registration number (a company's BRN, a person's MyKad). True when
 * e-invoicing is off (nothing to check against); throws EINVOICE_UNREACHABLE when MyInvois does not answer.
 */
export async function validateBuyerTin(config: Config, tin: string, id: { type: 'BRN' | 'NRIC'; value: string }) {
  if (!config.einvoice) return true;
  try {
    return await myinvoisClient(config.einvoice).validateTin(tin, id.type, id.value);
  } catch {
    throw httpError('EINVOICE_UNREACHABLE');
  }
}

/** Refuses, on the form's field, a TIN LHDN does not know with its registration number; nothing to check: passes. */
export async function requireRegisteredTin(
  config: Config,
  field: string,
  check: { tin: string; id: { type: 'BRN' | 'NRIC'; value: string } } | undefined,
) {
  if (check && !(await validateBuyerTin(config, check.tin, check.id))) throw fieldError(field, 'TIN_NOT_REGISTERED');
}
