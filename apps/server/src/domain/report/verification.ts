import { randomBytes } from 'node:crypto';
import { verifyPagePath } from '@portal/contract';
import { sha256 } from '../../platform/secrets.ts';

/** A paid report's verification token: 128 random bits, URL-safe (22 characters), carried by its QR code. */
export const newVerifyToken = () => randomBytes(16).toString('base64url');

/**
 * The fingerprint of a frozen report: SHA-256 (hex) of the report as the database holds it since payment
 * (`report::text`, PostgreSQL's one canonical text of a jsonb value). The photo an owner attaches later is not part
 * of the report, so it does not change the fingerprint.
 */
export const reportFingerprint = (reportText: string) => sha256(reportText);

/** Where a report's QR code points: its public verification page, with the token that opens its figures. */
export const verifyUrl = (publicUrl: string, reference: string, token?: string | null) =>
  `${publicUrl}${verifyPagePath(reference, token)}`;
