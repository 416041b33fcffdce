import {
  COMPANY_ADDRESS_LINES,
  COMPANY_NAME,
  formatRinggit,
  formatShortDate,
  type Invoice,
  type InvoicePayment,
  type InvoiceTransaction,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '@portal/contract';
import PDFDocument from 'pdfkit';

type Doc = PDFKit.PDFDocument;
const MARGIN = 40;
const BRAND = '#0b4f6c';

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table with a shaded header row, repeating the header on a new page. */
function table(doc: Doc, columns: Column[], rows: string[][]) {
  const rowHeight = 16;
  const header = () => {
    const y = doc.y;
    doc.rect(MARGIN, y - 3, doc.page.width - 2 * MARGIN, rowHeight).fill('#e7f0f4');
    doc.fillColor('#000').font('Helvetica-Bold').fontSize(9);
    let x = MARGIN + 4;
    for (const column of columns) {
      doc.text(column.header, x, y, { width: column.width - 8, align: column.align ?? 'left', lineBreak: false });
      x += column.width;
    }
    doc.y = y + rowHeight;
  };
  header();
  doc.font('Helvetica').fontSize(9);
  for (const row of rows) {
    if (doc.y > doc.page.height - 80) {
      doc.addPage();
      header();
      doc.font('Helvetica').fontSize(9);
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

function heading(doc: Doc, text: string) {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text(text, MARGIN).moveDown(0.4);
  doc.font('Helvetica').fontSize(9).fillColor('#000');
}

/** Label and value pairs, right-aligned at the page's right edge. */
function totals(doc: Doc, pairs: [string, string][]) {
  const right = doc.page.width - MARGIN;
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font('Helvetica').text(label, right - 260, y, { width: 150, align: 'right' });
    doc.font('Helvetica-Bold').text(value, right - 105, y, { width: 105, align: 'right' });
    doc.moveDown(0.2);
  }
}

function header(doc: Doc, invoice: Invoice) {
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).fillColor(BRAND).text(COMPANY_NAME, MARGIN, top);
  doc.font('Helvetica').fontSize(9).fillColor('#444');
  for (const line of COMPANY_ADDRESS_LINES) doc.text(line);
  doc.text(`${SUPPORT_PHONE} · ${SUPPORT_EMAIL}`);
  const after = doc.y;
  const right = doc.page.width - MARGIN - 200;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#000').text('INVOICE', right, top, { width: 200, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    ['Invoice Number', invoice.DocumentNo ?? 'Draft'],
    ['Invoice Date', formatShortDate(`${invoice.DocumentDate}T00:00:00+08:00`)],
    ['Invoice Status', invoice.InvoiceStatus],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`, right, doc.y, { width: 200, align: 'right' });
  doc.y = Math.max(after, doc.y);
  doc.moveDown(1.2).font('Helvetica-Bold').fontSize(10).fillColor('#000').text('Bill to', MARGIN);
  doc.font('Helvetica-Bold').fontSize(11).text(invoice.CompanyName);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(invoice.CompanyAddress ?? '-', { width: 280 });
}

/** The invoice as an A4 PDF: company, one line per check billed, totals, and the payments recorded. */
export function invoicePdf(data: {
  invoice: Invoice;
  lines: InvoiceTransaction[];
  payments: InvoicePayment[];
}): Promise<Buffer> {
  const { invoice, lines, payments } = data;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Invoice ${invoice.DocumentNo ?? `draft ${invoice.id}`}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, invoice);

  heading(doc, 'Transactions');
  table(
    doc,
    [
      { header: 'No', width: 30 },
      { header: 'Date', width: 70 },
      { header: 'Document No', width: 95 },
      { header: 'Description', width: 180 },
      { header: 'User', width: 65 },
      { header: 'Charges', width: 75, align: 'right' },
    ],
    lines.map((line, index) => [
      String(index + 1),
      formatShortDate(line.CreatedDate),
      line.DocumentNo,
      line.Description,
      line.Username ?? '-',
      formatRinggit(line.ChargesSen),
    ]),
  );
  doc.moveDown(0.6);
  const paidSen = payments.reduce((sum, item) => sum + item.AmountSen, 0);
  totals(doc, [
    ['Invoice Amount', formatRinggit(invoice.AmountSen)],
    ['Paid', formatRinggit(paidSen)],
    ['Outstanding', formatRinggit(invoice.OutstandingAmountSen)],
  ]);

  heading(doc, 'Payments');
  if (payments.length === 0) doc.text('No payment recorded.', MARGIN);
  else {
    table(
      doc,
      [
        { header: 'Date', width: 75 },
        { header: 'Receipt No', width: 110 },
        { header: 'Reference No', width: 145 },
        { header: 'Method', width: 110 },
        { header: 'Amount', width: 75, align: 'right' },
      ],
      payments.map((item) => [
        formatShortDate(item.CreatedDate),
        item.DocumentNo,
        item.ReferenceNo,
        item.MethodDesc,
        formatRinggit(item.AmountSen),
      ]),
    );
  }
  doc.end();
  return done;
}
