import {
  COMPANY_ADDRESS_LINES,
  COMPANY_NAME,
  formatRinggit,
  formatShortDate,
  type Invoice,
  type InvoicePayment,
  type InvoiceTransaction,
  type Language,
  labelled,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '@portal/contract';
import { describeLedgerEntry } from '../../domain/ledger/texts.ts';
import { optionLabel } from '../../domain/options/texts.ts';
import { newPdfDocument, type PdfFonts, pdfFonts } from '../../platform/pdf-fonts.ts';
import { invoicesTexts } from './texts.ts';

type Doc = PDFKit.PDFDocument;
const MARGIN = 40;
const BRAND = '#0b4f6c';

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table with a shaded header row, repeating the header on a new page. */
function table(doc: Doc, fonts: PdfFonts, columns: Column[], rows: string[][]) {
  const rowHeight = 16;
  const header = () => {
    const y = doc.y;
    doc.rect(MARGIN, y - 3, doc.page.width - 2 * MARGIN, rowHeight).fill('#e7f0f4');
    doc.fillColor('#000').font(fonts.bold).fontSize(9);
    let x = MARGIN + 4;
    for (const column of columns) {
      doc.text(column.header, x, y, { width: column.width - 8, align: column.align ?? 'left', lineBreak: false });
      x += column.width;
    }
    doc.y = y + rowHeight;
  };
  header();
  doc.font(fonts.regular).fontSize(9);
  for (const row of rows) {
    if (doc.y > doc.page.height - 80) {
      doc.addPage();
      header();
      doc.font(fonts.regular).fontSize(9);
    }
    const y = doc.y;
    let x = MARGIN + 4;
    let bottom = y;
    for (const [index, column] of columns.entries()) {
      doc.text(row[index] ?? '', x, y, { width: column.width - 8, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    }
    doc
      .moveTo(MARGIN, bottom + 2)
      .lineTo(doc.page.width - MARGIN, bottom + 2)
      .strokeColor('#dee2e6')
      .lineWidth(0.5)
      .stroke();
    doc.y = bottom + 5;
  }
}

function heading(doc: Doc, fonts: PdfFonts, text: string) {
  doc.moveDown(1).font(fonts.bold).fontSize(12).fillColor(BRAND).text(text, MARGIN).moveDown(0.4);
  doc.font(fonts.regular).fontSize(9).fillColor('#000');
}

/** Label and value pairs, right-aligned at the page's right edge. */
function totals(doc: Doc, fonts: PdfFonts, pairs: [string, string][]) {
  const right = doc.page.width - MARGIN;
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font(fonts.regular).text(label, right - 260, y, { width: 150, align: 'right' });
    doc.font(fonts.bold).text(value, right - 105, y, { width: 105, align: 'right' });
    doc.moveDown(0.2);
  }
}

function header(doc: Doc, fonts: PdfFonts, invoice: Invoice, language: Language) {
  const t = invoicesTexts.of(language);
  const top = doc.y;
  doc.font(fonts.bold).fontSize(16).fillColor(BRAND).text(COMPANY_NAME, MARGIN, top);
  doc.font(fonts.regular).fontSize(9).fillColor('#444');
  for (const line of COMPANY_ADDRESS_LINES) doc.text(line);
  doc.text(`${SUPPORT_PHONE} · ${SUPPORT_EMAIL}`);
  const after = doc.y;
  const right = doc.page.width - MARGIN - 200;
  doc.font(fonts.bold).fontSize(20).fillColor('#000').text(t('title'), right, top, { width: 200, align: 'right' });
  doc.font(fonts.regular).fontSize(10);
  const facts: [string, string][] = [
    [t('invoiceNumber'), invoice.DocumentNo ?? t('draft')],
    [t('invoiceDate'), formatShortDate(`${invoice.DocumentDate}T00:00:00+08:00`, language)],
    [t('invoiceStatus'), optionLabel('invoiceStatuses', invoice.Status, language, invoice.InvoiceStatus)],
  ];
  for (const [label, value] of facts) {
    doc.text(labelled(label, value, language), right, doc.y, { width: 200, align: 'right' });
  }
  doc.y = Math.max(after, doc.y);
  doc.moveDown(1.2).font(fonts.bold).fontSize(10).fillColor('#000').text(t('billTo'), MARGIN);
  doc.font(fonts.bold).fontSize(11).text(invoice.CompanyName);
  doc
    .font(fonts.regular)
    .fontSize(9)
    .text(invoice.CompanyAddress ?? '-', { width: 280 });
}

/** The invoice as an A4 PDF in the reader's language: company, one line per check billed, totals, and the payments recorded. */
export async function invoicePdf(data: {
  invoice: Invoice;
  lines: InvoiceTransaction[];
  payments: InvoicePayment[];
  language?: Language;
}): Promise<Buffer> {
  const { invoice, lines, payments, language = 'en' } = data;
  const t = invoicesTexts.of(language);
  const doc = await newPdfDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    info: { Title: t('documentTitle', { number: invoice.DocumentNo ?? t('draftNumber', { id: invoice.id }) }) },
  });
  const fonts = pdfFonts(doc, language);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, fonts, invoice, language);

  heading(doc, fonts, t('transactions'));
  table(
    doc,
    fonts,
    [
      { header: t('no'), width: 30 },
      { header: t('date'), width: 70 },
      { header: t('documentNo'), width: 95 },
      { header: t('description'), width: 180 },
      { header: t('user'), width: 65 },
      { header: t('charges'), width: 75, align: 'right' },
    ],
    lines.map((line, index) => [
      String(index + 1),
      formatShortDate(line.CreatedDate, language),
      line.DocumentNo,
      describeLedgerEntry(line.Description, language),
      line.Username ?? '-',
      formatRinggit(line.ChargesSen, language),
    ]),
  );
  doc.moveDown(0.6);
  const paidSen = payments.reduce((sum, item) => sum + item.AmountSen, 0);
  totals(doc, fonts, [
    [t('invoiceAmount'), formatRinggit(invoice.AmountSen, language)],
    [t('paid'), formatRinggit(paidSen, language)],
    [t('outstanding'), formatRinggit(invoice.OutstandingAmountSen, language)],
  ]);

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
        formatRinggit(item.AmountSen, language),
      ]),
    );
  }
  doc.end();
  return done;
}
