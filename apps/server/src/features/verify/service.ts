import {
  FINGERPRINT_PRINTED_LENGTH,
  ownClaims,
  type ReportVerification,
  typedFingerprint,
  worstSeverity,
} from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import type { Report } from '../../domain/report/report.ts';
import { reportFingerprint, verifyUrl } from '../../domain/report/verification.ts';
import { httpError } from '../../platform/errors.ts';
import { malaysianDay } from '../../platform/malaysian-days.ts';
import { sameSecret } from '../../platform/secrets.ts';
import { paidByReference } from './queries.ts';

/** What the caller holds besides the reference: the QR code's token, or the fingerprint typed from the printout. */
export type VerificationProof = { t?: string | undefined; f?: string | undefined };

/** The token matches, or the typed fingerprint is at least the printed 16 characters of the report's own. */
function proven(proof: VerificationProof, token: string | null, fingerprint: string) {
  if (proof.t && token && sameSecret(proof.t, token)) return true;
  const typed = proof.f === undefined ? null : typedFingerprint(proof.f);
  return typed !== null && typed.length >= FINGERPRINT_PRINTED_LENGTH && fingerprint.startsWith(typed);
}

/** The paid report under a reference, or VERIFY_NOT_FOUND for an unknown or unpaid one. */
async function paidReport(db: Db, reference: string) {
  const row = await paidByReference(db, reference.trim().toUpperCase());
  if (!row?.reference_no || !row.paid_at || !row.report_json) throw httpError('VERIFY_NOT_FOUND');
  return { reference: row.reference_no, token: row.verify_token, paidAt: row.paid_at, reportJson: row.report_json };
}

/**
 * What a paid report's verification answers: with its token or fingerprint, the figures to compare; without (or with
 * a wrong one), only that it exists and the day it was sold. An unknown or unpaid reference is VERIFY_NOT_FOUND.
 */
export async function verification(db: Db, reference: string, proof: VerificationProof): Promise<ReportVerification> {
  const paid = await paidReport(db, reference);
  const exists = { ReferenceID: paid.reference, SoldOn: malaysianDay(paid.paidAt) };
  const fingerprint = reportFingerprint(paid.reportJson);
  if (!proven(proof, paid.token, fingerprint)) return { ...exists, Verified: false };
  const report = JSON.parse(paid.reportJson) as Report;
  const basic = report.BasicInfo;
  const own = ownClaims(report);
  return {
    ...exists,
    Verified: true,
    SoldDate: paid.paidAt.toISOString(),
    VehicleRegistrationNo: basic.VehicleRegistrationNo || null,
    VehChassis: basic.VehChassis,
    Make: basic.Make,
    Family: basic.Family,
    YearOfManufacture: basic.YearOfManufacture,
    ClaimCount: own.length,
    WorstSeverity: worstSeverity(own),
    WrittenOff: report.Story ? report.Story.WrittenOff !== null : null,
    Fingerprint: fingerprint,
  };
}

/** The address a paid report's QR code encodes; only with the report's own token, else VERIFY_NOT_FOUND. */
export async function qrAddress(db: Db, publicUrl: string, reference: string, token: string | undefined) {
  const paid = await paidReport(db, reference);
  if (!token || !paid.token || !sameSecret(token, paid.token)) throw httpError('VERIFY_NOT_FOUND');
  return verifyUrl(publicUrl, paid.reference, paid.token);
}
