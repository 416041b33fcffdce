import type { TaxParty } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { splitSst, sumSst } from '../../domain/money/sst.ts';
import { companyBuyer, individualBuyer, storedParties } from '../../domain/tax/parties.ts';
import type { JobQueue } from '../../jobs/define.ts';
import {
  buildDocument,
  type EinvoiceContent,
  type EinvoiceLine,
  type EinvoiceParty,
  GENERAL_PUBLIC_TIN,
} from './document.ts';
import * as q from './queries.ts';
import { signDocument } from './signature.ts';

/** What the e-invoice screen and jobs work with. */
export interface EinvoiceContext {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** For the e-invoices' own runs, the buyer's webhook events and the administrators' mails, queued with each change. */
  jobs: Pick<JobQueue, 'enqueue'>;
}

/*
 * What an e-invoice says, built from its source as the database holds it: the parties and lines, each source's
 * amounts read in one function and split with the seller's SST rate.
 */

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

export const receiptOf = (payment: { transaction_no: string | null; public_id: string }) =>
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
