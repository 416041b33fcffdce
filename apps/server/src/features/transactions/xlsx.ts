import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { Language } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { packageNamesIn } from '../../domain/ledger/queries.ts';
import { malaysianStamp, malaysianWallClock } from '../../platform/malaysian-days.ts';
import { addHeadedSheet, headedColumns } from '../../platform/spreadsheet.ts';
import * as q from './queries.ts';
import { toRow } from './service.ts';
import { transactionsTexts } from './texts.ts';

const BATCH_SIZE = 1000;

/** `transactions-20261121-164501.xlsx`: the Malaysian time the download started. */
export function downloadFileName(now: Date = new Date()): string {
  return `transactions-${malaysianStamp(now)}.xlsx`;
}

/** The columns, headed in the reader's language. */
const columns = (language: Language) =>
  headedColumns(transactionsTexts.of(language), {
    date: [18, 'date'],
    documentNo: 18,
    type: 10,
    description: 40,
    username: 22,
    company: 30,
    referralCode: 14,
    vehicleKey: 24,
    paymentStatus: 14,
    amount: [14, 'money'],
    tax: [12, 'money'],
    credit: [10, 'whole'],
    balance: [14, 'whole'],
    dealer: 30,
  });

/**
 * Every row the filter lets through, as an `.xlsx` written while it is read: rows are fetched a
 * thousand at a time (keyset, newest first) and committed to the zip stream, and the next batch
 * waits while the client is slow, so a large download never sits in memory.
 */
export async function transactionWorkbook(
  db: Db,
  filter: q.TransactionFilter,
  log: FastifyBaseLogger,
  language: Language = 'en',
) {
  const t = transactionsTexts.of(language);
  const output = new PassThrough();
  // exceljs is loaded with the first workbook rather than at start (docs/decisions/0055-memory.md).
  const { stream } = (await import('exceljs')).default;
  const workbook = new stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = addHeadedSheet(workbook, t('sheet'), columns(language));
  sheet.getRow(1).commit();

  const write = async () => {
    const packageNames = await packageNamesIn(db, language);
    let cursor: { createdAt: string; id: number } | undefined;
    for (;;) {
      const batch = await q.transactionBatch(db, filter, cursor, BATCH_SIZE);
      for (const record of batch) {
        const row = toRow(record, null, language, packageNames);
        sheet
          .addRow({
            date: malaysianWallClock(row.CreatedDate),
            documentNo: row.DocumentNo,
            type: row.TypeDesc,
            description: row.Description,
            username: row.Username,
            company: row.CompanyName,
            referralCode: row.ReferralCode,
            vehicleKey: row.VehicleKey,
            paymentStatus: row.PaymentStatus === null ? null : t(row.PaymentStatus),
            amount: row.Amount / 100,
            tax: row.Tax / 100,
            credit: row.Credit,
            balance: row.CreditBalance,
            dealer: row.UseCarDealerName,
          })
          .commit();
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH_SIZE) break;
      cursor = { createdAt: last.created_at_text, id: last.id };
      if (output.writableNeedDrain) await once(output, 'drain');
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };

  write().catch((error: unknown) => {
    log.error({ err: error }, 'transactions download failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
