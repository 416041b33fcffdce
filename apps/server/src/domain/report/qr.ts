/** qrcode, loaded with the first code drawn rather than at start (see docs/decisions.md, memory). */
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
