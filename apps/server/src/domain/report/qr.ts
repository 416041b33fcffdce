import QRCode from 'qrcode';

/** A QR code of a text as SVG (black on white, a quiet zone of 4 modules), for the web page and for print. */
export const qrSvg = (text: string) =>
  QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });

/** The dark modules of a QR code, row by row, for drawing it as vector squares (the report PDF). */
export function qrModules(text: string): { size: number; dark: (row: number, column: number) => boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}
