import { ownClaims, type ReportVerification, verifyPagePath, worstSeverity } from '@portal/contract';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db } from '../../db/connection.ts';
import { httpError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/secrets.ts';
import type { Report } from '../checks/report.ts';

/**
 * The fingerprint of a frozen report: SHA-256 (hex) of the report as the database holds it since payment
 * (`report::text`, PostgreSQL's one canonical text of a jsonb value). The photo an owner attaches later is not part
 * of the report, so it does not change the fingerprint.
 */
export const reportFingerprint = (reportText: string) => sha256(reportText);

/** Where a report's QR code points: its public verification page. */
export const verifyUrl = (publicUrl: string, reference: string) => `${publicUrl}${verifyPagePath(reference)}`;

const paidByReference = compiledOnce('paid_check_by_reference', ['\u0000reference'], (db, reference: string) =>
  db
    .selectFrom('checks')
    .select(['reference_no', 'paid_at', sql<string>`report::text`.as('report_json')])
    .where('reference_no', '=', reference)
    .where('status', '=', 'paid'),
);

/** What a paid report's verification page shows; an unknown or unpaid reference is VERIFY_NOT_FOUND. */
export async function verification(db: Db, reference: string): Promise<ReportVerification> {
  const row = await paidByReference(db, reference.trim().toUpperCase());
  if (!row?.reference_no || !row.paid_at || !row.report_json) throw httpError('VERIFY_NOT_FOUND');
  const report = JSON.parse(row.report_json) as Report;
  const basic = report.BasicInfo;
  const own = ownClaims(report);
  return {
    ReferenceID: row.reference_no,
    SoldDate: row.paid_at.toISOString(),
    VehicleRegistrationNo: basic.VehicleRegistrationNo || null,
    VehChassis: basic.VehChassis,
    Make: basic.Make,
    Family: basic.Family,
    YearOfManufacture: basic.YearOfManufacture,
    ClaimCount: own.length,
    WorstSeverity: worstSeverity(own),
    Fingerprint: reportFingerprint(row.report_json),
  };
}
