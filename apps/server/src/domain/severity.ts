import type { Severity } from '@portal/contract';

/**
 * Severity of a claim (DESIGN.md §4): estimate authorised as a whole percentage of the sum
 * insured, rounded half up; up to 5 % LOW (under 1 % too), 6–15 % MEDIUM, 16–30 % HIGH,
 * above 30 % SEVERE. BigInt keeps the rounding exact for any sen amount.
 */
export function claimSeverity(estimateAuthorisedSen: number, sumInsuredSen: number): Severity {
  if (!Number.isSafeInteger(estimateAuthorisedSen) || estimateAuthorisedSen < 0) {
    throw new RangeError(`estimate authorised must be a whole number of sen, got ${estimateAuthorisedSen}`);
  }
  if (!Number.isSafeInteger(sumInsuredSen) || sumInsuredSen <= 0) {
    throw new RangeError(`sum insured must be a positive whole number of sen, got ${sumInsuredSen}`);
  }
  const percent = roundedPercent(BigInt(estimateAuthorisedSen), BigInt(sumInsuredSen));
  if (percent <= 5n) return 'LOW';
  if (percent <= 15n) return 'MEDIUM';
  if (percent <= 30n) return 'HIGH';
  return 'SEVERE';
}

/** floor(100·part/whole + ½) = floor((200·part + whole) / (2·whole)). */
const roundedPercent = (part: bigint, whole: bigint) => (200n * part + whole) / (2n * whole);
