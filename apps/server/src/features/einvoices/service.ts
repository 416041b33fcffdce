import { EINVOICE_CANCEL_HOURS, type EinvoiceError, type EinvoiceRow, type Language } from '@portal/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { fieldError, httpError } from '../../platform/errors.ts';
import { type EinvoiceContext, receiptOf } from './content.ts';
import { announceStatus, auditAfter, queueSending } from './job.ts';
import { MyinvoisError, myinvoisClient } from './myinvois.ts';
import * as q from './queries.ts';
import { einvoicesTexts } from './texts.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

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
    });
    await queueSending(context.jobs, id, trx, 0, true);
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
    await queueSending(context.jobs, queued.id, trx);
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
