import {
  creditAdjustment,
  type Language,
  type TransactionRow,
  TransactionType,
  transactionDescriptionEdit,
  transactionTypeOptions,
  UserRole,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { moveCredit, packageNamesIn } from '../../domain/ledger/queries.ts';
import { describeLedgerEntry } from '../../domain/ledger/texts.ts';
import { optionLabel } from '../../domain/options/texts.ts';
import type { AuthUser } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import { fieldError, httpError, notFound, parseBody } from '../../platform/errors.ts';
import { malaysianDayRange } from '../../platform/malaysian-days.ts';
import type { AppDeps } from '../../platform/types.ts';
import { queueNewEinvoices } from '../einvoices/public.ts';
import * as q from './queries.ts';
import { transactionsTexts } from './texts.ts';

export interface ListFilters {
  q?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  transactionType?: number | undefined;
}

/** Own rows for users (and their company's for a company user), all rows for administrators. */
export async function filterFor(db: Db, user: AuthUser, filters: ListFilters): Promise<q.TransactionFilter> {
  const scope =
    user.role === UserRole.Administrator ? null : { userId: user.id, companyId: await q.companyOfUser(db, user.id) };
  return { scope, q: filters.q, ...malaysianDayRange(filters.fromDate, filters.toDate), type: filters.transactionType };
}

const typeLabels = new Map(transactionTypeOptions.map((option) => [option.id as number, option.label]));

/**
 * A ledger row in the contract's shape, its type and the portal's own descriptions in the reader's language (the
 * stored description stays as written; one row read for editing is read in English, as stored).
 */
export function toRow(
  record: q.TransactionRecord,
  reversedBy: number | null,
  language: Language = 'en',
  packageNames: ReadonlyMap<string, string> = new Map(),
): TransactionRow {
  const isReversal = record.reverses_id !== null;
  return {
    id: record.id,
    Type: record.type,
    TypeDesc: optionLabel(
      'transactionTypes',
      record.type,
      language,
      typeLabels.get(record.type) ?? String(record.type),
    ),
    DocumentNo: record.document_no,
    Description: describeLedgerEntry(record.description, language, packageNames),
    VehicleKey: record.unikey,
    Username: record.username,
    Email: record.email,
    CompanyName: record.company_name,
    ReferralCode: record.referral_code,
    PaymentStatus: record.payment_status,
    InvoiceNo: record.invoice_no,
    InvoiceID: record.invoice_id,
    Amount: record.amount_sen,
    Tax: record.tax_sen,
    TaxInvoiceID: record.tax_invoice_id,
    Credit: record.credit,
    CreditBalance: record.credit_balance,
    SearchBalance: null,
    CreatedDate: new Date(record.created_at).toISOString(),
    UseCarDealerName: record.dealer_name,
    UseCarDealerID: record.dealer_id,
    PaymentID: record.payment_id,
    ReversesID: record.reverses_id,
    ReversedByID: reversedBy,
    CanDelete: record.type === TransactionType.Credit && record.credit !== 0 && !isReversal && reversedBy === null,
  };
}

export async function list(
  db: Db,
  user: AuthUser,
  filters: ListFilters,
  page: number,
  rows: number,
  language: Language = 'en',
) {
  const filter = await filterFor(db, user, filters);
  const [records, total, packageNames] = await Promise.all([
    q.transactionPage(db, filter, page, rows),
    q.countTransactions(db, filter),
    packageNamesIn(db, language),
  ]);
  const reversals = await q.reversalsOf(
    db,
    records.map((record) => record.id),
  );
  return {
    items: records.map((record) => toRow(record, reversals.get(record.id) ?? null, language, packageNames)),
    page,
    rows,
    total,
  };
}

async function rowById(db: Db, id: number): Promise<TransactionRow> {
  const record = await q.transactionById(db, id);
  if (!record) throw notFound();
  const reversals = await q.reversalsOf(db, [id]);
  return toRow(record, reversals.get(id) ?? null);
}

export const item = (db: Db, id: number) => rowById(db, id);

const refusedDelete = () => httpError('TRANSACTION_NOT_DELETABLE');

/**
 * `save`: id 0 creates a credit adjustment, `del` reverses a credit row, anything else edits the
 * description (the only field of a ledger row that may change). Each writes its audit entry in
 * the same database transaction.
 */
export async function save(
  deps: Pick<AppDeps, 'db' | 'config' | 'jobs'>,
  admin: AuthUser,
  id: number,
  del: boolean,
  body: unknown,
  language: Language = 'en',
) {
  const { db } = deps;
  const t = transactionsTexts.of(language);
  if (id === 0) {
    if (del) throw notFound();
    return adjust(db, admin, parseBody(creditAdjustment, body), t('adjustmentSaved'));
  }
  if (del) return reverse(deps, admin, id, t('deleted'));
  const edit = parseBody(transactionDescriptionEdit, body);
  await db.transaction().execute(async (trx) => {
    const row = await q.lockTransaction(trx, id);
    if (!row) throw notFound();
    if (row.description === edit.Description) return;
    await q.updateDescription(trx, id, edit.Description);
    await recordAudit(trx, admin.id, 'update', ['transaction', id], {
      before: { description: row.description },
      after: { description: edit.Description },
    });
  });
  return { Message: t('descriptionSaved'), item: await rowById(db, id) };
}

async function adjust(db: Db, admin: AuthUser, input: z.output<typeof creditAdjustment>, saved: string) {
  const newId = await db.transaction().execute(async (trx) => {
    const account = await q.userByEmail(trx, input.Email);
    if (!account) throw fieldError('Email', 'ACCOUNT_EMAIL_UNKNOWN');
    const moved = await moveCredit(trx, account.id, input.Credit, input.Description, { createdBy: admin.id });
    if (!moved) throw httpError('CREDIT_ADJUSTMENT_INSUFFICIENT');
    const rowId = await q.idOfDocument(trx, moved.documentNo);
    // The balance before and after side by side; `credit` is the adjustment itself (+2 takes 9 to 11).
    await recordAudit(trx, admin.id, 'create', ['transaction', rowId], {
      before: { creditBalance: account.credit },
      after: {
        documentNo: moved.documentNo,
        userId: account.id,
        credit: input.Credit,
        creditBalance: moved.balance,
        description: input.Description,
      },
    });
    return rowId;
  });
  return { Message: saved, item: await rowById(db, newId) };
}

/** "Deletes" a credit row by adding its opposite, never below a zero balance, never twice. */
async function reverse(deps: Pick<AppDeps, 'db' | 'config' | 'jobs'>, admin: AuthUser, id: number, deleted: string) {
  const { db } = deps;
  const newId = await db.transaction().execute(async (trx) => {
    const row = await q.lockTransaction(trx, id);
    if (!row) throw notFound();
    if (row.type !== TransactionType.Credit || row.credit === 0 || row.reverses_id !== null || row.user_id === null) {
      throw refusedDelete();
    }
    const already = await q.reversalsOf(trx, [id]);
    if (already.has(id)) throw refusedDelete();
    const moved = await moveCredit(trx, row.user_id, -row.credit, `Reversal of ${row.document_no}`, {
      createdBy: admin.id,
      reversesId: id,
    });
    if (!moved) throw refusedDelete();
    const rowId = await q.idOfDocument(trx, moved.documentNo);
    await recordAudit(trx, admin.id, 'reverse', ['transaction', id], {
      before: { documentNo: row.document_no, credit: row.credit, userId: row.user_id },
      after: { reversalId: rowId, documentNo: moved.documentNo, credit: -row.credit, creditBalance: moved.balance },
    });
    // A reversal of a sale is corrected by a credit note.
    await queueNewEinvoices(deps.config, deps.jobs, trx);
    return rowId;
  });
  return { Message: deleted, item: await rowById(db, newId) };
}
