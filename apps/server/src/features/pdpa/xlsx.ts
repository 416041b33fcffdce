import type { Language, PersonalDataExport } from '@portal/contract';
import ExcelJS from 'exceljs';
import { malaysianDay, malaysianWallClock } from '../../platform/malaysian-days.ts';
import { pdpaTexts } from './texts.ts';

/** Spreadsheet dates carry no zone: the Malaysian wall-clock time, as the screens show it. */
const wallClock = (value: string | null) => (value === null ? null : malaysianWallClock(value));

const DATE = { numFmt: 'dd mmm yyyy hh:mm' };
const MONEY = { numFmt: '#,##0.00' };

/** `personal-data-20261123.xlsx` (or `.json`): the Malaysian date of the download. */
export function personalDataFileName(extension: 'json' | 'xlsx', now: Date = new Date()) {
  const day = malaysianDay(now).replaceAll('-', '');
  return `personal-data-${day}.${extension}`;
}

/** The export as a workbook: one sheet per part (profile, checks, payments, transactions), headers in the language. */
export async function personalDataWorkbook(data: PersonalDataExport, language: Language): Promise<Buffer> {
  const t = pdpaTexts.of(language);
  const yesNo = (value: boolean) => (value ? t('values.yes') : t('values.no'));
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(data.ExportedAt);

  const sheet = (name: string, columns: Partial<ExcelJS.Column>[]) => {
    const added = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    added.columns = columns;
    added.getRow(1).font = { bold: true };
    return added;
  };

  const { Profile: p } = data;
  const profile = sheet(t('sheets.profile'), [
    { header: t('headers.field'), key: 'field', width: 32 },
    { header: t('headers.value'), key: 'value', width: 48 },
  ]);
  const profileRows: [string, ExcelJS.CellValue][] = [
    [t('headers.id'), p.Id],
    [t('headers.name'), p.Name],
    [t('headers.email'), p.Email],
    [t('headers.phone'), p.Phone],
    [t('headers.accountType'), p.AccountType],
    [t('headers.referralCode'), p.ReferralCode],
    [t('headers.language'), p.Language ?? ''],
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
    if (value instanceof Date) row.getCell('value').numFmt = DATE.numFmt;
  }

  const checks = sheet(t('sheets.checks'), [
    { header: t('headers.createdAt'), key: 'createdAt', width: 18, style: DATE },
    { header: t('headers.reference'), key: 'reference', width: 24 },
    { header: t('headers.searchKey'), key: 'searchKey', width: 24 },
    { header: t('headers.searchBy'), key: 'searchBy', width: 20 },
    { header: t('headers.found'), key: 'found', width: 10 },
    { header: t('headers.status'), key: 'status', width: 10 },
    { header: t('headers.referenceNo'), key: 'referenceNo', width: 20 },
    { header: t('headers.chargedCredit'), key: 'chargedCredit', width: 14 },
    { header: t('headers.chargedAmount'), key: 'chargedAmount', width: 16, style: MONEY },
    { header: t('headers.paidAt'), key: 'paidAt', width: 18, style: DATE },
  ]);
  for (const check of data.Checks) {
    checks.addRow({
      createdAt: wallClock(check.CreatedAt),
      reference: check.Reference,
      searchKey: check.SearchKey,
      searchBy: check.SearchBy === 'vehicle' ? t('values.vehicle') : t('values.chassis'),
      found: yesNo(check.Found),
      status: check.Status,
      referenceNo: check.ReferenceNo,
      chargedCredit: check.ChargedCredit,
      chargedAmount: check.ChargedAmount,
      paidAt: wallClock(check.PaidAt),
    });
  }

  const payments = sheet(t('sheets.payments'), [
    { header: t('headers.createdAt'), key: 'createdAt', width: 18, style: DATE },
    { header: t('headers.reference'), key: 'reference', width: 26 },
    { header: t('headers.purpose'), key: 'purpose', width: 10 },
    { header: t('headers.payerName'), key: 'payerName', width: 24 },
    { header: t('headers.payerEmail'), key: 'payerEmail', width: 28 },
    { header: t('headers.payerPhone'), key: 'payerPhone', width: 16 },
    { header: t('headers.amount'), key: 'amount', width: 14, style: MONEY },
    { header: t('headers.credit'), key: 'credit', width: 10 },
    { header: t('headers.description'), key: 'description', width: 36 },
    { header: t('headers.gateway'), key: 'gateway', width: 14 },
    { header: t('headers.status'), key: 'status', width: 12 },
    { header: t('headers.transactionNo'), key: 'transactionNo', width: 20 },
    { header: t('headers.settledAt'), key: 'settledAt', width: 18, style: DATE },
  ]);
  for (const payment of data.Payments) {
    payments.addRow({
      createdAt: wallClock(payment.CreatedAt),
      reference: payment.Reference,
      purpose: payment.Purpose,
      payerName: payment.PayerName,
      payerEmail: payment.PayerEmail,
      payerPhone: payment.PayerPhone,
      amount: payment.Amount,
      credit: payment.Credit,
      description: payment.Description,
      gateway: payment.Gateway,
      status: payment.Status,
      transactionNo: payment.TransactionNo,
      settledAt: wallClock(payment.SettledAt),
    });
  }

  const transactions = sheet(t('sheets.transactions'), [
    { header: t('headers.createdAt'), key: 'createdAt', width: 18, style: DATE },
    { header: t('headers.documentNo'), key: 'documentNo', width: 18 },
    { header: t('headers.type'), key: 'type', width: 8 },
    { header: t('headers.description'), key: 'description', width: 40 },
    { header: t('headers.amount'), key: 'amount', width: 14, style: MONEY },
    { header: t('headers.credit'), key: 'credit', width: 10 },
    { header: t('headers.creditBalance'), key: 'creditBalance', width: 14 },
    { header: t('headers.paymentStatus'), key: 'paymentStatus', width: 14 },
  ]);
  for (const row of data.Transactions) {
    transactions.addRow({
      createdAt: wallClock(row.CreatedAt),
      documentNo: row.DocumentNo,
      type: row.Type,
      description: row.Description,
      amount: row.Amount,
      credit: row.Credit,
      creditBalance: row.CreditBalance,
      paymentStatus: row.PaymentStatus,
    });
  }

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
