import { type Language, UserRole } from '@portal/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { packageNamesIn } from '../../domain/ledger/queries.ts';
import type { Payment } from '../../domain/money/money.ts';
import { companyOfUser } from '../../domain/money/queries.ts';
import { takeDocumentNo } from '../../domain/numbering.ts';
import { companyBuyer, partiesOn, storedParties } from '../../domain/tax/parties.ts';
import type { AuthUser } from '../../platform/access.ts';
import { httpError } from '../../platform/errors.ts';
import { malaysianToday } from '../../platform/malaysian-days.ts';
import { einvoiceStamp } from '../einvoices/public.ts';
import { taxInvoicePdf } from './pdf.ts';
import * as q from './queries.ts';

/**
 * A company's credit-package purchase, once paid, gets a tax invoice of its own series (PTI), in the payment's
 * transaction: the parties and the tax as they stood that day. Answers its number and PDF for the receipt mail, or
 * nothing for an individual's purchase (a receipt is theirs; the e-invoice, when asked for, names them).
 */
export async function issueForPackage(
  trx: Db,
  config: Pick<Config, 'seller' | 'sst'>,
  payment: Payment,
  language: Language,
) {
  if (payment.purpose !== 'topup' || payment.user_id === null || payment.credit === null) return undefined;
  const companyId = await companyOfUser(trx, payment.user_id);
  if (companyId === null) return undefined;
  const parties = partiesOn(config, await companyBuyer(trx, companyId));
  const issued = await q.insertTaxInvoice(trx, {
    document_no: await takeDocumentNo(trx, 'PTI'),
    document_date: malaysianToday(),
    payment_id: payment.id,
    user_id: payment.user_id,
    company_id: companyId,
    description: payment.description,
    credit: payment.credit,
    amount_sen: payment.amount_sen,
    tax_sen: payment.tax_sen,
    parties: JSON.stringify(parties),
  });
  const record = await q.findTaxInvoice(trx, issued.id);
  if (!record) throw new Error(`Tax invoice ${issued.id} just written is missing`);
  const packageNames = await packageNamesIn(trx, language);
  const pdf = await taxInvoicePdf(record, storedParties(record.parties), language, { packageNames });
  return { documentNo: issued.document_no, pdf };
}

/**
 * The PDF, for the users of the buying company and for administrators; anyone else is told there is none. It carries
 * the purchase's e-invoice once MyInvois has validated it.
 */
export async function download(db: Db, config: Config, user: AuthUser, id: number, language: Language) {
  const record = await q.findTaxInvoice(db, id);
  const mine =
    record && (user.role === UserRole.Administrator || (await companyOfUser(db, user.id)) === record.company_id);
  if (!record || !mine) throw httpError('TAX_INVOICE_NOT_FOUND');
  return {
    name: `${record.document_no}.pdf`,
    pdf: await taxInvoicePdf(record, storedParties(record.parties), language, {
      einvoice: await einvoiceStamp(db, config, { kind: 'payment', id: record.payment_id }),
      packageNames: await packageNamesIn(db, language),
    }),
  };
}
