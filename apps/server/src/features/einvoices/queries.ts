import { InvoiceStatus, UserRole } from '@portal/contract';
import { type ExpressionBuilder, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { EinvoiceSourceKind, EinvoiceStatus } from '../../db/column-types.ts';
import { likePattern } from '../../db/like.ts';
import { countRows, onePage } from '../../db/paging.ts';
import type { DB, Einvoices, Payments } from '../../db/schema.ts';

type Q = Kysely<DB>;
export type EinvoiceRecord = Selectable<Einvoices>;

/** A sale over RM 10,000 must have its own e-invoice, never a line of a consolidated one (LHDN's guideline). */
export const OWN_EINVOICE_ABOVE_SEN = 1_000_000;

/** Malaysian wall time of a timestamp (UTC+8 all year), for the month a sale falls in. */
const malaysianMonth = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC' + interval '8 hours', 'YYYY-MM')`;

/**
 * When e-invoicing was first switched on (kept once): sales before it are not sent. The web process records it as it
 * starts with e-invoicing on, before it can take a payment; a run of the job only reads it then.
 */
export async function startedAt(db: Q) {
  await db
    .insertInto('einvoice_start')
    .values({ id: 1 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('einvoice_start').select('started_at').executeTakeFirstOrThrow();
  return new Date(row.started_at);
}

/**
 * A payment's own e-invoice: a company's credit-package purchase, any sale over RM 10,000, and a sale whose buyer
 * asked for one.
 */
function ownEinvoice(db: Q) {
  return db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .where('p.status', '=', 'Completed')
    .where((eb) =>
      eb.or([
        eb('p.amount_sen', '>', OWN_EINVOICE_ABOVE_SEN),
        eb.and([eb('p.purpose', '=', 'topup'), eb('u.account_type', '=', 'COMPANY')]),
        eb('p.einvoice_requested', '=', true),
      ]),
    );
}

/**
 * Payments by guests and individuals of up to RM 10,000 who asked for no e-invoice of their own: lines of their
 * month's consolidated e-invoice. A credit-package sale reversed within its own month is no sale of that month: it is
 * left out, and needs no credit note (docs/decisions/0066-e-invoices-for-reversals-and-individuals.md).
 */
function consolidatedPayments(db: Q) {
  return db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .where('p.status', '=', 'Completed')
    .where('p.amount_sen', '<=', OWN_EINVOICE_ABOVE_SEN)
    .where('p.einvoice_requested', '=', false)
    .where((eb) => eb.or([eb('p.purpose', '=', 'search'), eb('u.account_type', 'is distinct from', 'COMPANY')]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('transactions as c')
            .innerJoin('transactions as r', 'r.reverses_id', 'c.id')
            .whereRef('c.payment_id', '=', 'p.id')
            .where(malaysianMonth('r.created_at'), '=', malaysianMonth('p.settled_at')),
        ),
      ),
    );
}

/**
 * The sources sold since `since` that have no e-invoice yet, queued now: confirmed invoices and payments that need
 * their own. Unique on the source: however many workers run this at once, each source gets one row.
 */
export async function queueNewSources(db: Q, since: Date, sinceDay: string) {
  const invoices = await db
    .insertInto('einvoices')
    .columns(['source_kind', 'source_id', 'type_code', 'code_number'])
    .expression(
      db
        .selectFrom('invoices as i')
        .select([
          sql.lit('invoice').as('source_kind'),
          sql<string>`i.id::text`.as('source_id'),
          sql.lit('01').as('type_code'),
          sql<string>`i.document_no`.as('code_number'),
        ])
        .where('i.document_no', 'is not', null)
        .where('i.status', 'in', [InvoiceStatus.Confirmed, InvoiceStatus.PartiallyPaid, InvoiceStatus.Paid])
        .where('i.document_date', '>=', sinceDay)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('einvoices as e')
                .whereRef('e.source_id', '=', sql`i.id::text`)
                .where('e.source_kind', '=', 'invoice'),
            ),
          ),
        ),
    )
    .onConflict((oc) => oc.columns(['source_kind', 'source_id']).doNothing())
    .returning('id')
    .execute();
  const payments = await db
    .insertInto('einvoices')
    .columns(['source_kind', 'source_id', 'type_code', 'code_number'])
    .expression(
      ownEinvoice(db)
        .select([
          sql.lit('payment').as('source_kind'),
          sql<string>`p.id::text`.as('source_id'),
          sql.lit('01').as('type_code'),
          sql<string>`coalesce(p.transaction_no, p.public_id)`.as('code_number'),
        ])
        .where('p.settled_at', '>=', since)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('einvoices as e')
                .whereRef('e.source_id', '=', sql`p.id::text`)
                .where('e.source_kind', '=', 'payment'),
            ),
          ),
        ),
    )
    .onConflict((oc) => oc.columns(['source_kind', 'source_id']).doNothing())
    .returning('id')
    .execute();
  return [...invoices, ...payments].map((row) => row.id);
}

/** Months (`YYYY-MM`, Malaysian) before `beforeMonth` with consolidated sales since `since` and no e-invoice yet. */
export async function monthsToConsolidate(db: Q, since: Date, beforeMonth: string) {
  const rows = await consolidatedPayments(db)
    .select(malaysianMonth('p.settled_at').as('month'))
    .where('p.settled_at', '>=', since)
    .where(malaysianMonth('p.settled_at'), '<', beforeMonth)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('einvoices as e')
            .where('e.source_kind', '=', 'consolidated')
            .whereRef('e.source_id', '=', malaysianMonth('p.settled_at')),
        ),
      ),
    )
    .groupBy(malaysianMonth('p.settled_at'))
    .orderBy('month')
    .execute();
  return rows.map((row) => row.month);
}

export const queueSource = (
  db: Q,
  row: { kind: EinvoiceSourceKind; id: string; typeCode: '01' | '02' | '04'; codeNumber: string; originalId?: number },
) =>
  db
    .insertInto('einvoices')
    .values({
      source_kind: row.kind,
      source_id: row.id,
      type_code: row.typeCode,
      code_number: row.codeNumber.slice(0, 50),
      original_id: row.originalId ?? null,
    })
    .onConflict((oc) => oc.columns(['source_kind', 'source_id']).doNothing())
    .returning('id')
    .executeTakeFirst();

/** Refunds paid since `since` whose refund note is not queued yet, with the payment they return. */
export const refundsWithoutNote = (db: Q, since: Date) =>
  db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select(['r.id', 'r.payment_id', 'p.settled_at', 'p.transaction_no', 'p.public_id'])
    .where('r.status', '=', 'Refunded')
    .where('r.refunded_at', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('einvoices as e')
            .whereRef('e.source_id', '=', sql`r.id::text`)
            .where('e.source_kind', '=', 'refund'),
        ),
      ),
    )
    .execute();

/**
 * Reversals since `since` of credit-package sales made since then whose credit note is not queued yet: of a sale with
 * an e-invoice of its own, or of one reversed after its month, which its month's consolidated e-invoice lists (a
 * sale reversed within its month is in no e-invoice: see `consolidatedPayments`).
 */
export const reversalsWithoutNote = (db: Q, since: Date) => {
  const ownEinvoiceOf = (eb: ExpressionBuilder<DB & { p: Payments }, 'p'>) =>
    eb
      .selectFrom('einvoices as own')
      .select('own.id')
      .where('own.source_kind', '=', 'payment')
      .whereRef('own.source_id', '=', sql`p.id::text`);
  return db
    .selectFrom('transactions as r')
    .innerJoin('transactions as c', 'c.id', 'r.reverses_id')
    .innerJoin('payments as p', 'p.id', 'c.payment_id')
    .select((eb) => [
      'r.id',
      'r.document_no',
      malaysianMonth('p.settled_at').as('sale_month'),
      ownEinvoiceOf(eb).as('own_id'),
    ])
    .where('r.created_at', '>=', since)
    .where('p.settled_at', '>=', since)
    .where((eb) =>
      eb.or([eb.exists(ownEinvoiceOf(eb)), eb(malaysianMonth('r.created_at'), '<>', malaysianMonth('p.settled_at'))]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('einvoices as e')
            .where('e.source_kind', '=', 'reversal')
            .whereRef('e.source_id', '=', sql`r.id::text`),
        ),
      ),
    )
    .orderBy('r.id')
    .execute();
};

/** A reversal's ledger row and the payment of the sale it undoes. */
export const reversalSource = (db: Q, id: number) =>
  db
    .selectFrom('transactions as r')
    .innerJoin('transactions as c', 'c.id', 'r.reverses_id')
    .select(['r.id', 'r.document_no', 'c.payment_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();

/** Whether a credit note (02) corrects this e-invoice already, in whole or for a reversal of one of its sales. */
export const hasCreditNote = async (db: Q, id: number) =>
  (await db
    .selectFrom('einvoices')
    .select('id')
    .where('original_id', '=', id)
    .where('type_code', '=', '02')
    .executeTakeFirst()) !== undefined;

export const einvoiceOfSource = (db: Q, kind: EinvoiceSourceKind, id: string) =>
  db.selectFrom('einvoices').selectAll().where('source_kind', '=', kind).where('source_id', '=', id).executeTakeFirst();

export const findEinvoice = (db: Q, id: number, lock = false) => {
  const query = db.selectFrom('einvoices').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

/**
 * Takes an e-invoice for its run, counting the attempt: one Queued or Submitted and due, and, for a note, whose
 * original is Valid (a note names the UUID it corrects). Undefined when it is none of these. It is due again only
 * `forSeconds` later unless the run says when: a second run at the same moment (an administrator's retry beside a
 * waiting run) finds it not due, and a run that died is followed by the next one then.
 */
export const takeDue = (db: Q, id: number, forSeconds: number) =>
  db
    .updateTable('einvoices')
    .set({ attempts: sql`attempts + 1`, next_attempt_at: sql`now() + make_interval(secs => ${forSeconds})` })
    .where('id', '=', id)
    .where('status', 'in', ['Queued', 'Submitted'])
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .where((eb) =>
      eb.or([
        eb('original_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('einvoices as o')
            .whereRef('o.id', '=', 'einvoices.original_id')
            .where('o.status', '=', 'Valid'),
        ),
      ]),
    )
    .returningAll()
    .executeTakeFirst();

/** The notes queued against an e-invoice, waiting for it to be Valid. */
export const notesWaitingFor = (db: Q, originalId: number) =>
  db
    .selectFrom('einvoices')
    .select('id')
    .where('original_id', '=', originalId)
    .where('status', '=', 'Queued')
    .execute();

/** E-invoices not yet settled at MyInvois: each gets a run when a worker starts (an earlier version swept for them). */
export const unfinished = (db: Q) =>
  db.selectFrom('einvoices').select('id').where('status', 'in', ['Queued', 'Submitted']).execute();

export const update = (db: Q, id: number, change: Updateable<Einvoices>) =>
  db
    .updateTable('einvoices')
    .set({ ...change, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();

// ---------------------------------------------------------------------------------------------
// The sources' contents

export const invoiceSource = (db: Q, id: number) =>
  db
    .selectFrom('invoices as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select(['i.id', 'i.document_no', 'i.company_id', 'i.parties'])
    .where('i.id', '=', id)
    .executeTakeFirst();

export const invoiceLines = (db: Q, invoiceId: number) =>
  db
    .selectFrom('transactions')
    .select(['document_no', 'description', 'amount_sen', 'tax_sen'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('id')
    .execute();

const paymentColumns = [
  'p.id',
  'p.user_id',
  'p.einvoice_requested',
  'p.public_id',
  'p.transaction_no',
  'p.description',
  'p.amount_sen',
  'p.tax_sen',
  'p.settled_at',
  'u.account_type',
  'u.company_id',
] as const;

export const paymentSource = (db: Q, id: number) =>
  db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select(paymentColumns)
    .where('p.id', '=', id)
    .executeTakeFirst();

export type PaymentSource = NonNullable<Awaited<ReturnType<typeof paymentSource>>>;

/** The payments a month's consolidated e-invoice lists (`month` is Malaysian `YYYY-MM`), in the order paid. */
export const monthPayments = (db: Q, month: string, since: Date) =>
  consolidatedPayments(db)
    .select(paymentColumns)
    .where('p.settled_at', '>=', since)
    .where(malaysianMonth('p.settled_at'), '=', month)
    .orderBy('p.settled_at')
    .orderBy('p.id')
    .execute();

export const refundSource = (db: Q, id: number) =>
  db.selectFrom('refunds').select(['id', 'payment_id', 'amount_sen', 'reason']).where('id', '=', id).executeTakeFirst();

// ---------------------------------------------------------------------------------------------
// The screen

export interface EinvoiceFilter {
  status: EinvoiceStatus | undefined;
  q: string | undefined;
}

function filtered(db: Q, filter: EinvoiceFilter) {
  let query = db.selectFrom('einvoices as e');
  if (filter.status) query = query.where('e.status', '=', filter.status);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) => eb.or([eb('e.code_number', 'ilike', pattern), eb('e.uuid', 'ilike', pattern)]));
  }
  return query;
}

/** The rows as the screen lists them: each note with the number and state of the e-invoice it corrects. */
const withOriginal = (query: ReturnType<typeof filtered>) =>
  query
    .leftJoin('einvoices as o', 'o.id', 'e.original_id')
    .selectAll('e')
    .select(['o.code_number as original_code_number', 'o.status as original_status']);

export const einvoicePage = (db: Q, filter: EinvoiceFilter, page: number, rows: number) =>
  onePage(
    withOriginal(filtered(db, filter)).orderBy('e.created_at', 'desc').orderBy('e.id', 'desc'),
    page,
    rows,
  ).execute();

/** One row as the screen lists it. */
export const listedEinvoice = (db: Q, id: number) =>
  withOriginal(db.selectFrom('einvoices as e')).where('e.id', '=', id).executeTakeFirst();

export type EinvoiceListRecord = Awaited<ReturnType<typeof einvoicePage>>[number];

export const countEinvoices = (db: Q, filter: EinvoiceFilter) => countRows(filtered(db, filter));

/**
 * The users an e-invoice is for (webhooks, issue 39): a payment's payer, or every user of a postpaid invoice's
 * company. A consolidated month, a refund's or a reversal's note has no one buyer to tell.
 */
export async function buyerUserIds(db: Q, row: Pick<EinvoiceRecord, 'source_kind' | 'source_id'>): Promise<number[]> {
  const id = Number(row.source_id);
  if (row.source_kind === 'payment') {
    const payment = await db.selectFrom('payments').select('user_id').where('id', '=', id).executeTakeFirst();
    return payment?.user_id ? [payment.user_id] : [];
  }
  if (row.source_kind !== 'invoice') return [];
  const users = await db
    .selectFrom('users')
    .innerJoin('invoices', 'invoices.company_id', 'users.company_id')
    .select('users.id')
    .where('invoices.id', '=', id)
    .execute();
  return users.map((user) => user.id);
}

/** How many e-invoices are in each status (the operator's metrics: Invalid ones wait for someone to act). */
export async function countByStatus(db: Q) {
  const rows = await db
    .selectFrom('einvoices')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** The administrators told when MyInvois rejects an e-invoice: every active one, in the language each chose. */
export const administratorsToTell = (db: Q) =>
  db
    .selectFrom('users')
    .select(['email', 'username', 'language'])
    .where('role', '=', UserRole.Administrator)
    .where('active', '=', true)
    .where('closed_at', 'is', null)
    .orderBy('id')
    .execute();
