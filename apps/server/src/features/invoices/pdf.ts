import {
  formatRinggit,
  formatShortDate,
  type InvoiceDetail,
  type InvoicePayment,
  type InvoiceTransaction,
  type Language,
} from '@portal/contract';
import { describeLedgerEntry } from '../../domain/ledger/texts.ts';
import { sumSst } from '../../domain/money/sst.ts';
import { optionLabel } from '../../domain/options/texts.ts';
import {
  bankLine,
  einvoiceBlock,
  heading,
  MARGIN,
  partiesHeader,
  table,
  taxPdf,
  taxTotals,
  totals,
} from '../../domain/tax/pdf.ts';
import { taxTexts } from '../../domain/tax/texts.ts';
import { invoicesTexts } from './texts.ts';

const day = (date: string, language: Language) => formatShortDate(`${date}T00:00:00+08:00`, language);

/**
 * The invoice as an A4 PDF in the reader's language: both parties, one line per check billed with its SST, the totals
 * excluding and including SST, the payments recorded, the bank, and the e-invoice once validated. A tax invoice when
 * the seller is SST-registered.
 */
export async function invoicePdf(data: {
  invoice: InvoiceDetail;
  lines: InvoiceTransaction[];
  payments: InvoicePayment[];
  language?: Language;
}): Promise<Buffer> {
  const { invoice, lines, payments, language = 'en' } = data;
  const t = invoicesTexts.of(language);
  const tax = taxTexts.of(language);
  const money = (sen: number) => formatRinggit(sen, language);
  const { doc, fonts, bytes } = await taxPdf(
    t('documentTitle', { number: invoice.DocumentNo ?? t('draftNumber', { id: invoice.id }) }),
    language,
  );
  const registered = invoice.Parties.seller.sstNo !== null;
  partiesHeader(doc, fonts, {
    title: registered ? tax('taxInvoice') : tax('invoice'),
    facts: [
      [t('invoiceNumber'), invoice.DocumentNo ?? t('draft')],
      [t('invoiceDate'), day(invoice.DocumentDate, language)],
      [tax('dueDate'), day(invoice.DueDate, language)],
      [t('invoiceStatus'), optionLabel('invoiceStatuses', invoice.Status, language, invoice.InvoiceStatus)],
    ],
    parties: invoice.Parties,
    language,
  });

  heading(doc, fonts, t('transactions'));
  table(
    doc,
    fonts,
    [
      { header: t('no'), width: 24 },
      { header: t('date'), width: 58 },
      { header: t('documentNo'), width: 82 },
      { header: t('description'), width: 155 },
      { header: tax('amountExcludingSst'), width: 66, align: 'right' },
      { header: tax('sst'), width: 56, align: 'right' },
      { header: tax('amountIncludingSst'), width: 74, align: 'right' },
    ],
    lines.map((line, index) => [
      String(index + 1),
      formatShortDate(line.CreatedDate, language),
      line.DocumentNo,
      `${describeLedgerEntry(line.Description, language)}${line.Username ? ` (${line.Username})` : ''}`,
      money(line.ChargesSen - line.TaxSen),
      money(line.TaxSen),
      money(line.ChargesSen),
    ]),
  );
  doc.moveDown(0.6);
  taxTotals(
    doc,
    fonts,
    sumSst(
      lines.map((line) => ({
        excludingSen: line.ChargesSen - line.TaxSen,
        taxSen: line.TaxSen,
        includingSen: line.ChargesSen,
      })),
    ),
    invoice.Parties.sstRatePercent,
    money,
    language,
  );
  const paidSen = payments.reduce((sum, item) => sum + item.AmountSen, 0);
  totals(doc, fonts, [
    [t('paid'), money(paidSen)],
    [t('outstanding'), money(invoice.OutstandingAmountSen)],
  ]);
  if (invoice.OutstandingAmountSen > 0) bankLine(doc, fonts, invoice.Parties, language);

  heading(doc, fonts, t('payments'));
  if (payments.length === 0) doc.text(t('noPayment'), MARGIN);
  else {
    table(
      doc,
      fonts,
      [
        { header: t('date'), width: 75 },
        { header: t('receiptNo'), width: 110 },
        { header: t('referenceNo'), width: 145 },
        { header: t('method'), width: 110 },
        { header: t('amount'), width: 75, align: 'right' },
      ],
      payments.map((item) => [
        formatShortDate(item.CreatedDate, language),
        item.DocumentNo,
        item.ReferenceNo,
        optionLabel('paymentMethods', item.Method, language, item.MethodDesc),
        money(item.AmountSen),
      ]),
    );
  }
  if (invoice.Einvoice) await einvoiceBlock(doc, fonts, invoice.Einvoice, language);
  doc.end();
  return bytes;
}
