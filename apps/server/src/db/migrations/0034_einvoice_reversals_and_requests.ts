import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * E-invoices for reversals and for individuals who ask (issue 25, docs/decisions/0066-e-invoices-for-reversals-and-individuals.md).
 *
 * - The credit row a credit-package purchase grants names its payment (`transactions.payment_id`), so a reversal of
 *   that row is known as the reversal of a sale, and gets its credit note. Rows written before this migration are
 *   matched to their payment as the settlement wrote them: in one database transaction (one `created_at`), for the
 *   same user, with the payment's description, beside the payment's own money row.
 * - A payment keeps whether its buyer asked for an e-invoice of their own (`einvoice_requested`): that sale gets its
 *   own e-invoice naming them, and is left out of its month's consolidated one.
 * - A reversal's credit note is an e-invoice row of its own kind (`reversal`, the reversal row's id).
 */
const statements = [
  `alter table transactions add column payment_id int references payments(id)`,
  `update transactions t
      set payment_id = p.id
     from payments p
     join transactions m on m.document_no = p.transaction_no and m.type = 1
    where p.purpose = 'topup'
      and t.type = 2
      and t.credit > 0
      and t.reverses_id is null
      and t.user_id = p.user_id
      and t.created_at = m.created_at
      and t.description = p.description`,
  `alter table payments add column einvoice_requested boolean not null default false`,
  `alter table einvoices drop constraint einvoices_source_kind_check`,
  `alter table einvoices add constraint einvoices_source_kind_check
    check (source_kind in ('invoice', 'payment', 'consolidated', 'refund', 'credit', 'reversal'))`,
];

export async function up(db: Kysely<unknown>) {
  await runStatements(db, statements);
}
