import { endpointGroup } from './endpoint.ts';
import { severities } from './enums.ts';
import { z } from './zod.ts';

/**
 * What anyone answers for a paid report's reference alone (or with a token or fingerprint that does not match):
 * that a report with this reference was sold, and on which day. References are sequential, so nothing more.
 */
export const reportVerificationExists = z.object({
  ReferenceID: z.string(),
  Verified: z.literal(false),
  /** The day the report was sold, in Malaysia (`YYYY-MM-DD`). */
  SoldOn: z.string(),
});

/**
 * What the verification page shows to whoever holds the report's QR code (its token) or its fingerprint, and
 * nothing more: the figures a printout can be compared with, and the fingerprint of the report as it was frozen when
 * it was sold. No amounts, no buyer.
 */
export const reportVerificationFull = reportVerificationExists.extend({
  Verified: z.literal(true),
  /** When the report was sold (paid), ISO 8601. */
  SoldDate: z.string(),
  VehicleRegistrationNo: z.string().nullable(),
  VehChassis: z.string().nullable(),
  Make: z.string().nullable(),
  Family: z.string().nullable(),
  YearOfManufacture: z.number().int().nullable(),
  /** Claims recorded on this vehicle's chassis, as the report's summary counts them. */
  ClaimCount: z.number().int().nonnegative(),
  /** The worst of those claims; null when none is recorded. */
  WorstSeverity: z.enum(severities).nullable(),
  /** A claim records the car as written off (issue 42); null for a report sold before the portal read it. */
  WrittenOff: z.boolean().nullable(),
  /** SHA-256 (hex, 64 characters) of the frozen report as stored when it was paid. */
  Fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
});

export const reportVerification = z.discriminatedUnion('Verified', [reportVerificationExists, reportVerificationFull]);
export type ReportVerification = z.infer<typeof reportVerification>;
export type ReportVerificationFull = z.infer<typeof reportVerificationFull>;

export const reportVerificationParams = z.object({ reference: z.string().max(40) });

/** The fewest fingerprint characters that open the full page: the 16 printed under the QR code (64 bits). */
export const FINGERPRINT_PRINTED_LENGTH = 16;

/**
 * The token from the report's QR code (`t`), or the fingerprint as printed (`f`: its first 16 hex characters or
 * more, spaces allowed, any case). Either opens the full answer; neither, or one that does not match, the minimal one.
 */
export const reportVerificationQuery = z.object({
  t: z.string().max(100).optional(),
  f: z.string().max(200).optional(),
});

/** A fingerprint as typed from paper: spaces and dashes dropped, lower case; null when it is not hex. */
export function typedFingerprint(typed: string): string | null {
  const hex = typed.replace(/[\s-]+/g, '').toLowerCase();
  return /^[0-9a-f]+$/.test(hex) ? hex : null;
}

/**
 * The public page that verifies a report. The QR code on every paid report points here with its token; the address
 * printed beside it has none (whoever types it enters the printed fingerprint instead).
 */
export const verifyPagePath = (reference: string, token?: string | null) =>
  `/verify/${encodeURIComponent(reference)}${token ? `?t=${encodeURIComponent(token)}` : ''}`;

/** A fingerprint as people compare it: its first 16 characters in groups of four (`3f9a 1c07 88be 42d0`). */
export const shortFingerprint = (fingerprint: string) =>
  (fingerprint.slice(0, FINGERPRINT_PRINTED_LENGTH).match(/.{1,4}/g) ?? []).join(' ');

const { get } = endpointGroup('verify');

/**
 * The public verification of a paid report, rate limited per address: its figures to compare with a printout, and
 * the QR code (SVG) that points to its page with the report's token.
 */
export const verifyEndpoints = {
  verification: get('/api/Verify/:reference', {
    params: reportVerificationParams,
    query: reportVerificationQuery,
    answer: reportVerification,
  }),
  qrCode: get('/api/Verify/:reference/qr.svg', {
    params: reportVerificationParams,
    query: reportVerificationQuery.pick({ t: true }),
    produces: ['image/svg+xml'],
  }),
};
