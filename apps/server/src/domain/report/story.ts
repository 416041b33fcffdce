import {
  type Claim,
  type InspectArea,
  inspectAreas,
  MALAYSIAN_AVERAGE_KM_PER_YEAR,
  type ReportStory,
  severities,
  type writeOffReasons,
} from '@portal/contract';
import { recordedParts } from './story-parts.ts';

/**
 * The version of the rules below. A report keeps the readings these rules made when it was sold; a change of any rule
 * (a tolerance, a wording, a part's area) takes the next number, so a reading always says which rules made it.
 */
export const STORY_RULES_VERSION = 1;

/**
 * How much less a later claim may record than an earlier one before it counts as mileage going backwards. Adjusters
 * write the odometer down by hand, often rounded to the thousand, and two insurers of one accident may each record
 * it: 1,000 km covers those; a wound-back odometer takes off tens of thousands.
 */
export const ROLLBACK_TOLERANCE_KM = 1_000;

/** Twice the Malaysian average (MIROS): only use far above the busiest state's (Selangor, 28,575 km) is flagged. */
const UNUSUAL_KM_PER_YEAR = 2 * MALAYSIAN_AVERAGE_KM_PER_YEAR;

/** Readings closer together than half a year say nothing of a year's use: a rounding would look like a marathon. */
const SHORTEST_STRETCH_DAYS = 183;

const DAY_MS = 86_400_000;
const DAYS_PER_YEAR = 365.25;

type WriteOffReason = (typeof writeOffReasons)[number];

/** The words of a write-off, in English and Malay, checked in this order on each of a claim's three descriptions. */
const writeOffWords: readonly [WriteOffReason, RegExp][] = [
  [
    'THEFT_NOT_RECOVERED',
    /\b(THEFT|STOLEN|KECURIAN|CURI)\b.*\b(NOT RECOVERED|UNRECOVERED|TIDAK DITEMUI|TIDAK DIJUMPAI)\b/,
  ],
  ['BEYOND_REPAIR', /\bBEYOND ECONOMIC(AL)? REPAIR\b|\bBER\b|\bTIDAK EKONOMIK (UNTUK )?DIBAIKI\b/],
  ['TOTAL_LOSS', /\bTOTAL LOSS\b|\bWRITE OFF\b|\bWRITTEN OFF\b|\bKERUGIAN MENYELURUH\b|\bHAPUS KIRA\b/],
];

const words = (value: string | null) => (value ?? '').toUpperCase().replace(/[^A-Z]+/g, ' ');

/**
 * Whether a claim says the car was written off, why, and the words that said it. A theft claim paid as a total loss
 * is a car stolen and not recovered. The SEVERE band alone is not a write-off: it starts at 31 % of the sum insured,
 * far below where insurers declare one, so only the claim's own words flag it (decision 0084).
 */
export function writeOffOf(claim: Pick<Claim, 'ClaimTypeDesc' | 'AccidentLossType' | 'TypeOfLoss'>) {
  const descriptions = [claim.ClaimTypeDesc, claim.AccidentLossType, claim.TypeOfLoss];
  for (const [reason, pattern] of writeOffWords) {
    const recorded = descriptions.find((description) => pattern.test(words(description)));
    if (!recorded) continue;
    const theft = descriptions.some((description) => /\b(THEFT|KECURIAN)\b/.test(words(description)));
    return reason === 'TOTAL_LOSS' && theft
      ? { Reason: 'THEFT_NOT_RECOVERED' as const, Recorded: descriptions.filter(Boolean).join(', ') }
      : { Reason: reason, Recorded: recorded };
  }
  return null;
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** A recorded mileage, or null where none was recorded (never a guess): a negative or non-number one is no reading. */
const recordedKm = (km: number | null) => (km !== null && Number.isFinite(km) && km >= 0 ? km : null);

/** The claims' mileage over time, each later reading that fell below the highest before it, and unusual use. */
export function mileageOf(claims: readonly Pick<Claim, 'AccidentLossDate' | 'VehMileage'>[]): ReportStory['Mileage'] {
  const readings = [...claims]
    .sort((a, b) => a.AccidentLossDate.localeCompare(b.AccidentLossDate))
    .map((claim) => ({ AccidentLossDate: claim.AccidentLossDate, Km: recordedKm(claim.VehMileage) }));
  const rollbacks: ReportStory['Mileage']['Rollbacks'] = [];
  let highest: { AccidentLossDate: string; Km: number } | undefined;
  let previous: { AccidentLossDate: string; Km: number } | undefined;
  let fastest: NonNullable<ReportStory['Mileage']['UnusualUse']> | null = null;
  for (const { AccidentLossDate, Km } of readings) {
    if (Km === null) continue;
    if (highest && Km < highest.Km - ROLLBACK_TOLERANCE_KM) {
      rollbacks.push({ FromDate: highest.AccidentLossDate, FromKm: highest.Km, ToDate: AccidentLossDate, ToKm: Km });
    }
    const days = previous ? daysBetween(previous.AccidentLossDate, AccidentLossDate) : 0;
    if (previous && Km >= previous.Km && days >= SHORTEST_STRETCH_DAYS) {
      const kmPerYear = Math.round(((Km - previous.Km) / days) * DAYS_PER_YEAR);
      if (kmPerYear > (fastest?.KmPerYear ?? UNUSUAL_KM_PER_YEAR)) {
        fastest = { FromDate: previous.AccidentLossDate, ToDate: AccidentLossDate, KmPerYear: kmPerYear };
      }
    }
    previous = { AccidentLossDate, Km };
    if (!highest || Km > highest.Km) highest = previous;
  }
  return { Readings: readings, Rollbacks: rollbacks, UnusualUse: fastest };
}

const worse = (a: Claim['Severity'], b: Claim['Severity']) => severities.indexOf(a) - severities.indexOf(b);

/**
 * What to inspect: for each claim, its parts grouped by area of the car, one line per area and claim; worst claims
 * first, newer before older at the same severity, areas in the order a buyer walks round the car.
 */
export function inspectionOf(
  claims: readonly Pick<Claim, 'AccidentLossDate' | 'Severity' | 'Parts'>[],
): ReportStory['Inspect'] {
  const ordered = [...claims].sort(
    (a, b) => worse(b.Severity, a.Severity) || b.AccidentLossDate.localeCompare(a.AccidentLossDate),
  );
  return ordered.flatMap((claim) => {
    const byArea = new Map<InspectArea, string[]>();
    for (const { part, area } of recordedParts(claim.Parts)) {
      const parts = byArea.get(area) ?? [];
      if (!parts.includes(part)) parts.push(part);
      byArea.set(area, parts);
    }
    return inspectAreas
      .filter((area) => byArea.has(area))
      .map((area) => ({
        Area: area,
        AccidentLossDate: claim.AccidentLossDate,
        Severity: claim.Severity,
        Parts: byArea.get(area) ?? [],
      }));
  });
}

/** The readings of a vehicle's own claims, as they are frozen with its report when it is sold. */
export function storyOf(claims: readonly Claim[]): ReportStory {
  const newestFirst = [...claims].sort((a, b) => b.AccidentLossDate.localeCompare(a.AccidentLossDate));
  const writtenOff = newestFirst
    .map((claim) => ({ claim, writeOff: writeOffOf(claim) }))
    .find((found) => found.writeOff !== null);
  return {
    RulesVersion: STORY_RULES_VERSION,
    WrittenOff:
      writtenOff?.writeOff != null
        ? { AccidentLossDate: writtenOff.claim.AccidentLossDate, ...writtenOff.writeOff }
        : null,
    Mileage: mileageOf(claims),
    Inspect: inspectionOf(claims),
  };
}
