import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@portal/contract';

/** The fonts a PDF writes its text in: regular and bold. */
export interface PdfFonts {
  regular: string;
  bold: string;
}

const require = createRequire(import.meta.url);
const NOTO_SANS_SC = '@expo-google-fonts/noto-sans-sc';
let cjk: { regular: Buffer; bold: Buffer } | undefined;

/**
 * Noto Sans SC (SIL Open Font License), read once and only when a Chinese PDF is first written: pdfkit's standard
 * fonts have no Chinese glyphs. pdfkit embeds only the glyphs a document uses.
 */
function cjkFonts() {
  cjk ??= {
    regular: readFileSync(require.resolve(`${NOTO_SANS_SC}/400Regular/NotoSansSC_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${NOTO_SANS_SC}/700Bold/NotoSansSC_700Bold.ttf`)),
  };
  return cjk;
}

/** A new document; pdfkit and its font engine are loaded with the first PDF rather than at start (docs/decisions/0055-memory.md). */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
}

/** Helvetica for English and Malay (as before); Noto Sans SC, embedded, for Chinese. */
export function pdfFonts(doc: PDFKit.PDFDocument, language: Language): PdfFonts {
  if (language !== 'zh') return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  const { regular, bold } = cjkFonts();
  doc.registerFont('NotoSansSC', regular);
  doc.registerFont('NotoSansSC-Bold', bold);
  return { regular: 'NotoSansSC', bold: 'NotoSansSC-Bold' };
}
