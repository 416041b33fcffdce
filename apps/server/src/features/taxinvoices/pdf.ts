import { type EinvoiceLink, formatRinggit, formatShortDate, type Language, type TaxParties } from '@portal/contract';
import { describeLedgerEntry } from '../../domain/ledger/texts.ts';
import { einvoiceBlock, heading, MARGIN, partiesHeader, table, taxPdf, taxTotals } from '../../domain/tax/pdf.ts';
import { taxTexts } from '../../domain/tax/texts.ts';
import type { TaxInvoiceRecord } from './queries.ts';
import { taxInvoicesTexts } from './texts.ts';

/** A credit package's tax invoice: both parties, the package as one line with its SST, the totals, paid in full. */
export async function taxInvoicePdf(
  record: TaxInvoiceRecord,
  parties: TaxParties,
  language: Language,
  { einvoice, packageNames }: { einvoice?: EinvoiceLink; packageNames?: ReadonlyMap<string, string> } = {},
) {
  const t = taxInvoicesTexts.of(language);
  const tax = taxTexts.of(language);
  const money = (sen: number) => formatRinggit(sen, language);
  const { doc, fonts, bytes } = await taxPdf(t('documentTitle', { number: record.document_no }), language);
  partiesHeader(doc, fonts, {
    title: parties.seller.sstNo === null ? tax('invoice') : tax('taxInvoice'),
    facts: [
      [t('invoiceNumber'), record.document_no],
      [t('invoiceDate'), formatShortDate(`${record.document_date}T00:00:00+08:00`, language)],
      [t('paymentReference'), record.transaction_no ?? '-'],
      [t('status'), t('paidInFull')],
    ],
    parties,
    language,
  });
  heading(doc, fonts, t('items'));
  const excludingSen = record.amount_sen - record.tax_sen;
  table(
    doc,
    fonts,
    [
      { header: t('description'), width: 215 },
      { header: t('credits'), width: 60, align: 'right' },
      { header: tax('amountExcludingSst'), width: 80, align: 'right' },
      { header: tax('sst'), width: 70, align: 'right' },
      { header: tax('amountIncludingSst'), width: 90, align: 'right' },
    ],
    [
      [
        describeLedgerEntry(record.description, language, packageNames),
        String(record.credit),
        money(excludingSen),
        money(record.tax_sen),
        money(record.amount_sen),
      ],
    ],
  );
  doc.moveDown(0.6);
  taxTotals(
    doc,
    fonts,
    { excludingSen, taxSen: record.tax_sen, includingSen: record.amount_sen },
    parties.sstRatePercent,
    money,
    language,
  );
  // A package is paid online before its tax invoice exists: a bank account here would invite a second payment.
  doc.moveDown(0.8).font(fonts.regular).fontSize(9).fillColor('#000');
  doc.text(t('paidOnline', { reference: record.transaction_no ?? '-' }), MARGIN);
  if (einvoice) await einvoiceBlock(doc, fonts, einvoice, language);
  doc.end();
  return bytes;
}
