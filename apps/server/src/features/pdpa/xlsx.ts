import type { Language, PersonalDataExport } from '@portal/contract';
import type ExcelJS from 'exceljs';
import { optionLabel } from '../../domain/options/texts.ts';
import { malaysianDay, malaysianWallClock } from '../../platform/malaysian-days.ts';
import { addHeadedSheet, type ColumnWidth, cellFormats, headedColumns } from '../../platform/spreadsheet.ts';
import type { en } from './texts/en.ts';
import { pdpaTexts } from './texts.ts';

/** Spreadsheet dates carry no zone: the Malaysian wall-clock time, as the screens show it. */
const wallClock = (value: string | null) => (value === null ? null : malaysianWallClock(value));

/** `personal-data-20261123.xlsx` (or `.json`): the Malaysian date of the download. */
export function personalDataFileName(extension: 'json' | 'xlsx', now: Date = new Date()) {
  const day = malaysianDay(now).replaceAll('-', '');
  return `personal-data-${day}.${extension}`;
}

type Check = PersonalDataExport['Checks'][number];
type Payment = PersonalDataExport['Payments'][number];
type Transaction = PersonalDataExport['Transactions'][number];

/** A field of the export with words for its header: `CreatedAt` is headed by `headers.createdAt`. */
type HeaderField = Capitalize<keyof (typeof en)['headers']>;

const uncapitalise = <Word extends string>(word: Word) =>
  `${word.charAt(0).toLowerCase()}${word.slice(1)}` as Uncapitalize<Word>;

/** The export's times: each is shown as a date cell. */
const TIMES = new Set(['CreatedAt', 'PaidAt', 'SettledAt']);

/** The export as a workbook: one sheet per part (profile, checks, payments, transactions), headers in the language. */
export async function personalDataWorkbook(data: PersonalDataExport, language: Language): Promise<Buffer> {
  const t = pdpaTexts.of(language);
  const yesNo = (value: boolean) => (value ? t('values.yes') : t('values.no'));
  /** A recorded code (`unpaid`, `topup`, `INDIVIDUAL`, `en`) in the reader's words; one the texts lack, as it is. */
  const word = (code: string) => t(`values.${code}` as `values.${keyof (typeof en)['values']}`, { defaultValue: code });
  // exceljs is loaded with the first workbook rather than at start (docs/decisions/0055-memory.md).
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  workbook.created = new Date(data.ExportedAt);

  /**
   * A sheet of rows whose columns are the export's own fields, in the order of `widths`, headed by the field's words;
   * a time is shown as a date, any other value as it is unless `shown` words it.
   */
  const header = (field: HeaderField) => t(`headers.${uncapitalise(field)}`);
  const sheet = <Row extends object, Field extends keyof Row & HeaderField>(
    name: string,
    rows: readonly Row[],
    widths: Record<Field, ColumnWidth>,
    shown: { [F in Field]?: (value: Row[F]) => ExcelJS.CellValue } = {},
  ) => {
    const added = addHeadedSheet(workbook, name, headedColumns(header, widths));
    const fields = Object.keys(widths) as Field[];
    const cell = (row: Row, field: Field): ExcelJS.CellValue => {
      const word = shown[field];
      if (word) return word(row[field]);
      return TIMES.has(field) ? wallClock(row[field] as string | null) : (row[field] as ExcelJS.CellValue);
    };
    for (const row of rows) added.addRow(Object.fromEntries(fields.map((field) => [field, cell(row, field)])));
  };

  const { Profile: p } = data;
  const profile = addHeadedSheet(workbook, t('sheets.profile'), [
    { header: t('headers.field'), key: 'field', width: 32 },
    { header: t('headers.value'), key: 'value', width: 48 },
  ]);
  const profileRows: [string, ExcelJS.CellValue][] = [
    [t('headers.id'), p.Id],
    [t('headers.name'), p.Name],
    [t('headers.email'), p.Email],
    [t('headers.phone'), p.Phone],
    [t('headers.accountType'), word(p.AccountType)],
    [t('headers.referralCode'), p.ReferralCode],
    [t('headers.language'), p.Language ? word(p.Language) : t('values.noLanguage')],
    [t('headers.credit'), p.Credit],
    [t('headers.verified'), yesNo(p.Verified)],
    [t('headers.registeredAt'), wallClock(p.RegisteredAt)],
  ];
  if (p.Company) {
    profileRows.push(
      [t('headers.companyName'), p.Company.Name],
      [t('headers.companyNo'), p.Company.CompanyNo],
      [t('headers.companyContactNo'), p.Company.ContactNo],
      [t('headers.companyAddress'), p.Company.Address ?? ''],
    );
  }
  profileRows.push([t('headers.exportedAt'), wallClock(data.ExportedAt)]);
  for (const [field, value] of profileRows) {
    const row = profile.addRow({ field, value });
    if (value instanceof Date) row.getCell('value').numFmt = cellFormats.date.numFmt;
  }

  sheet<Check, keyof Check>(
    t('sheets.checks'),
    data.Checks,
    {
      CreatedAt: [18, 'date'],
      Reference: 24,
      SearchKey: 24,
      SearchBy: 20,
      Found: 10,
      Status: 10,
      ReferenceNo: 20,
      ChargedCredit: 14,
      ChargedAmount: [16, 'money'],
      PaidAt: [18, 'date'],
    },
    {
      SearchBy: (by) => (by === 'vehicle' ? t('values.vehicle') : t('values.chassis')),
      Found: yesNo,
      Status: word,
    },
  );

  sheet<Payment, keyof Payment>(
    t('sheets.payments'),
    data.Payments,
    {
      CreatedAt: [18, 'date'],
      Reference: 26,
      Purpose: 10,
      PayerName: 24,
      PayerEmail: 28,
      PayerPhone: 16,
      Amount: [14, 'money'],
      Credit: 10,
      Description: 36,
      Gateway: 14,
      Status: 12,
      TransactionNo: 20,
      SettledAt: [18, 'date'],
    },
    { Purpose: word, Status: word },
  );

  sheet<Transaction, keyof Transaction>(
    t('sheets.transactions'),
    data.Transactions,
    {
      CreatedAt: [18, 'date'],
      DocumentNo: 18,
      Type: 8,
      Description: 40,
      Amount: [14, 'money'],
      Credit: 10,
      CreditBalance: 14,
      PaymentStatus: 14,
    },
    {
      Type: (type) => optionLabel('transactionTypes', type, language, String(type)),
      PaymentStatus: (status) => (status === null ? '' : word(status)),
    },
  );

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
