/** qrcode, loaded with the first code drawn rather than at start (docs/decisions/0055-memory.md). */
const qrcode = async () => (await import('qrcode')).default;

/** A QR code of a text as SVG (black on white, a quiet zone of 4 modules), for the web page and for print. */
export const qrSvg = async (text: string) =>
  (await qrcode()).toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });

export interface QrModules {
  size: number;
  dark: (row: number, column: number) => boolean;
}

/** The dark modules of a QR code, row by row, for drawing it as vector squares (the report PDF). */
export async function qrModules(text: string): Promise<QrModules> {
  const { modules } = (await qrcode()).create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}

/** A QR code drawn as vector squares (one rectangle per run of dark modules in a row), black on the white page. */
export function drawQr(doc: PDFKit.PDFDocument, qr: QrModules, x: number, y: number, size: number) {
  const cell = size / qr.size;
  for (let row = 0; row < qr.size; row++) {
    let column = 0;
    while (column < qr.size) {
      if (!qr.dark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < qr.size && qr.dark(row, column)) column++;
      doc.rect(x + start * cell, y + row * cell, (column - start) * cell, cell);
    }
  }
  doc.fillColor('#000').fill();
}
