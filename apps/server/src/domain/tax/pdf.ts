import {
  type EinvoiceLink,
  type Language,
  labelled,
  stateName,
  type TaxParties,
  type TaxParty,
} from '@portal/contract';
import { newPdfDocument, type PdfFonts, pdfFonts } from '../../platform/pdf-fonts.ts';
import { drawQr, qrModules } from '../report/qr.ts';
import { taxTexts } from './texts.ts';

/**
 * The parts of the portal's tax documents (the postpaid invoice and a credit package's tax invoice): both parties
 * with their registration numbers, TINs, SST numbers and addresses, a table, the totals with the tax apart, the bank,
 * and the validated e-invoice's UUID and QR code.
 */
type Doc = PDFKit.PDFDocument;
export const MARGIN = 40;
const BRAND = '#0b4f6c';

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A new A4 document in the reader's language, and its bytes once `doc.end()` is called. */
export async function taxPdf(title: string, language: Language) {
  const doc = await newPdfDocument({ size: 'A4', margin: MARGIN, lang: language, info: { Title: title } });
  const fonts = pdfFonts(doc, language);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, fonts, bytes };
}

/**
 * A table with a shaded header row, repeating the header on a new page. A header that does not fit its column wraps
 * and the shaded row grows to hold it (a Chinese header breaks between any two characters, so it must never be drawn
 * on one line's height).
 */
export function table(doc: Doc, fonts: PdfFonts, columns: Column[], rows: string[][]) {
  const header = () => {
    const y = doc.y;
    doc.font(fonts.bold).fontSize(9);
    const textHeight = Math.max(
      ...columns.map((column) => doc.heightOfString(column.header, { width: column.width - 8 })),
    );
    const rowHeight = textHeight + 6;
    doc.rect(MARGIN, y - 3, doc.page.width - 2 * MARGIN, rowHeight).fill('#e7f0f4');
    doc.fillColor('#000');
    let x = MARGIN + 4;
    for (const column of columns) {
      doc.text(column.header, x, y, { width: column.width - 8, align: column.align ?? 'left' });
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

export function heading(doc: Doc, fonts: PdfFonts, text: string) {
  doc.moveDown(1).font(fonts.bold).fontSize(12).fillColor(BRAND).text(text, MARGIN).moveDown(0.4);
  doc.font(fonts.regular).fontSize(9).fillColor('#000');
}

/** Label and value pairs, right-aligned at the page's right edge. */
export function totals(doc: Doc, fonts: PdfFonts, pairs: [string, string][]) {
  const right = doc.page.width - MARGIN;
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font(fonts.regular).text(label, right - 260, y, { width: 150, align: 'right' });
    doc.font(fonts.bold).text(value, right - 105, y, { width: 105, align: 'right' });
    doc.moveDown(0.2);
  }
}

/** A party's numbers and address as lines under its name. */
function partyLines(party: TaxParty, language: Language) {
  const t = taxTexts.of(language);
  const say = (label: string, value: string | null) => labelled(label, value ?? t('notApplicable'), language);
  const lines = [
    party.mykad !== null && party.brn === null ? say(t('mykad'), party.mykad) : say(t('brn'), party.brn),
    say(t('tin'), party.tin),
    say(t('sstNo'), party.sstNo),
  ];
  if (party.address) {
    lines.push(...party.address.lines);
    lines.push(`${party.address.postcode} ${party.address.city}, ${stateName(party.address.stateCode)}`);
  }
  const contact = [party.phone, party.email].filter((value): value is string => Boolean(value));
  if (contact.length > 0) lines.push(contact.join(' · '));
  return lines;
}

/** The seller at the top left, the title and the document's facts at the right, then the buyer. */
export function partiesHeader(
  doc: Doc,
  fonts: PdfFonts,
  document: { title: string; facts: [string, string][]; parties: TaxParties; language: Language },
) {
  const { parties, language } = document;
  const t = taxTexts.of(language);
  const top = doc.y;
  doc.font(fonts.bold).fontSize(14).fillColor(BRAND).text(parties.seller.name, MARGIN, top, { width: 290 });
  doc.font(fonts.regular).fontSize(8.5).fillColor('#444');
  for (const line of partyLines(parties.seller, language)) doc.text(line, { width: 290 });
  const after = doc.y;
  const right = doc.page.width - MARGIN - 210;
  doc.font(fonts.bold).fontSize(18).fillColor('#000').text(document.title, right, top, { width: 210, align: 'right' });
  doc.font(fonts.regular).fontSize(9.5);
  for (const [label, value] of document.facts) {
    doc.text(labelled(label, value, language), right, doc.y, { width: 210, align: 'right' });
  }
  doc.y = Math.max(after, doc.y);
  doc.moveDown(1).font(fonts.bold).fontSize(10).fillColor('#000').text(t('billTo'), MARGIN);
  doc.font(fonts.bold).fontSize(11).text(parties.buyer.name, { width: 320 });
  doc.font(fonts.regular).fontSize(9);
  for (const line of partyLines(parties.buyer, language)) doc.text(line, { width: 320 });
}

/** The three totals of a tax document: before tax, the tax at its rate, and what is paid. */
export function taxTotals(
  doc: Doc,
  fonts: PdfFonts,
  sums: { excludingSen: number; taxSen: number; includingSen: number },
  ratePercent: number,
  money: (sen: number) => string,
  language: Language,
) {
  const t = taxTexts.of(language);
  totals(doc, fonts, [
    [t('excludingSst'), money(sums.excludingSen)],
    [t('sstRate', { rate: ratePercent }), money(sums.taxSen)],
    [t('includingSst'), money(sums.includingSen)],
  ]);
  if (ratePercent === 0) doc.font(fonts.regular).fontSize(8.5).text(t('notSstRegistered'), MARGIN);
}

/** Where to pay by transfer. */
export function bankLine(doc: Doc, fonts: PdfFonts, parties: TaxParties, language: Language) {
  const { bank } = parties.seller;
  doc.moveDown(0.8).font(fonts.regular).fontSize(9).fillColor('#000');
  doc.text(taxTexts.of(language)('bankTransfer', { bank: bank.name, account: bank.account }), MARGIN);
}

/** The validated e-invoice: its UUID and a QR code of MyInvois's public link, with the link written out. */
export async function einvoiceBlock(doc: Doc, fonts: PdfFonts, link: EinvoiceLink, language: Language) {
  const t = taxTexts.of(language);
  const size = 84;
  if (doc.y > doc.page.height - MARGIN - size - 40) doc.addPage();
  heading(doc, fonts, t('einvoice'));
  const top = doc.y;
  const textWidth = doc.page.width - 2 * MARGIN - size - 16;
  doc
    .font(fonts.regular)
    .fontSize(9)
    .text(labelled(t('einvoiceUuid'), link.uuid, language), MARGIN, top, {
      width: textWidth,
    });
  doc.moveDown(0.3).text(t('einvoiceValidate'), { width: textWidth });
  doc.fillColor('#0b4f6c').text(link.validationUrl, { width: textWidth, link: link.validationUrl });
  doc.fillColor('#000');
  const bottom = doc.y;
  drawQr(doc, await qrModules(link.validationUrl), doc.page.width - MARGIN - size, top, size);
  doc.y = Math.max(bottom, top + size);
}
