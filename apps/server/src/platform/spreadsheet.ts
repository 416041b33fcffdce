import type ExcelJS from 'exceljs';

/** The number formats of the portal's downloads; a date's month names are the spreadsheet program's. */
export const cellFormats = {
  date: { numFmt: 'dd mmm yyyy hh:mm' },
  money: { numFmt: '#,##0.00' },
  whole: { numFmt: '0' },
} as const;

/** A column's width, and with it the format of its cells when they have one. */
export type ColumnWidth = number | [width: number, format: keyof typeof cellFormats];

/** The columns in the order given, each headed by `header(key)` (words in the reader's language). */
export function headedColumns<Key extends string>(
  header: (key: Key) => string,
  widths: Record<Key, ColumnWidth>,
): Partial<ExcelJS.Column>[] {
  return (Object.entries(widths) as [Key, ColumnWidth][]).map(([key, width]) =>
    typeof width === 'number'
      ? { header: header(key), key, width }
      : { header: header(key), key, width: width[0], style: cellFormats[width[1]] },
  );
}

/** A sheet whose first row holds the bold column headers and stays in view while the rows scroll. */
export function addHeadedSheet(workbook: ExcelJS.Workbook, name: string, columns: Partial<ExcelJS.Column>[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  return sheet;
}
