import { z } from 'zod';
import { severities } from './enums.ts';

/**
 * What the public verification page of a paid report shows, and nothing more: the figures a printout can be
 * compared with, and the fingerprint of the report as it was frozen when it was sold. No amounts, no buyer.
 */
export const reportVerification = z.object({
  ReferenceID: z.string(),
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
  /** SHA-256 (hex, 64 characters) of the frozen report as stored when it was paid. */
  Fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ReportVerification = z.infer<typeof reportVerification>;

export const reportVerificationParams = z.object({ reference: z.string().max(40) });

/** The public page that verifies a report; the QR code on every paid report points here. */
export const verifyPagePath = (reference: string) => `/verify/${encodeURIComponent(reference)}`;

/** A fingerprint as people compare it: its first 16 characters in groups of four (`3f9a 1c07 88be 42d0`). */
export const shortFingerprint = (fingerprint: string) => (fingerprint.slice(0, 16).match(/.{1,4}/g) ?? []).join(' ');
