import { severities } from './enums.ts';
import { formatDate, formatNumber } from './format.ts';
import type { Language } from './i18n/languages.ts';
import { recordedWords } from './i18n/recorded-words.ts';
import { reportTexts } from './report-texts.ts';
import { storyTexts } from './story-texts.ts';
import { z } from './zod.ts';

/** Where on the car a repaired part sits, in the order a buyer walks round it; OTHER holds parts not recognised. */
export const inspectAreas = [
  'FRONT',
  'REAR',
  'SIDES',
  'UNDERBODY',
  'STRUCTURE',
  'AIRBAGS',
  'ELECTRICS',
  'INTERIOR',
  'OTHER',
] as const;
export type InspectArea = (typeof inspectAreas)[number];

/** Why a claim says the car was written off: its words said total loss, beyond economical repair, or stolen for good. */
export const writeOffReasons = ['TOTAL_LOSS', 'BEYOND_REPAIR', 'THEFT_NOT_RECOVERED'] as const;

const isoDay = z.string();

/**
 * Kilometres a Malaysian private car travels in a year on average: 24,129 km in 2013 from manufacturers' odometer
 * readings (MIROS, Shabadin, Megat Johari and Jamil, "Car Annual Vehicle Kilometer Travelled Estimated from Car
 * Manufacturer Data", 2014). The highest state, Selangor, averaged 28,575 km.
 */
export const MALAYSIAN_AVERAGE_KM_PER_YEAR = 24_129;

/**
 * The report's readings of the vehicle's claims (issue 42), read once when the report is sold and frozen with it:
 * whether it was written off, its mileage over time, and what to inspect. `RulesVersion` names the rules that read
 * them (docs/decisions/0084-vehicle-story.md), so a later change of the rules never alters a sold report.
 */
export const reportStory = z.object({
  RulesVersion: z.number().int().positive(),
  /** The newest claim whose words say the car was written off, or null. */
  WrittenOff: z
    .object({
      AccidentLossDate: isoDay,
      Reason: z.enum(writeOffReasons),
      /** The claim's words that said so, as recorded. */
      Recorded: z.string(),
    })
    .nullable(),
  Mileage: z.object({
    /** Every claim on this chassis, oldest first, with its recorded mileage (null where none was recorded). */
    Readings: z.array(z.object({ AccidentLossDate: isoDay, Km: z.number().nullable() })),
    /** A later claim recording less than an earlier one, by more than the rules' tolerance. */
    Rollbacks: z.array(z.object({ FromDate: isoDay, FromKm: z.number(), ToDate: isoDay, ToKm: z.number() })),
    /** The fastest stretch between two readings when it is far above the Malaysian average, else null. */
    UnusualUse: z.object({ FromDate: isoDay, ToDate: isoDay, KmPerYear: z.number().int() }).nullable(),
  }),
  /** What to inspect: one line per area of the car and claim, worst and newest first. */
  Inspect: z.array(
    z.object({
      Area: z.enum(inspectAreas),
      AccidentLossDate: isoDay,
      Severity: z.enum(severities),
      /** The parts, in the records' English words (or as recorded when not recognised). */
      Parts: z.array(z.string()),
    }),
  ),
});
export type ReportStory = z.infer<typeof reportStory>;
export type InspectLine = ReportStory['Inspect'][number];

/**
 * The one sentence at the top of a report: claims, the worst of them, written off or not, the mileage. Reports sold
 * before the readings existed carry no story: their sentence says only the claims.
 */
export function storySummary(
  facts: { claims: number; worst: (typeof severities)[number] | null; story: ReportStory | undefined },
  language: Language,
): string {
  const t = storyTexts.of(language);
  const labels = reportTexts.of(language);
  const { claims, worst, story } = facts;
  const parts: string[] = [
    worst === null
      ? t('summaryNoClaims')
      : t('summaryClaims', { count: claims, severity: labels(`severity.${worst}`) }),
  ];
  if (story) parts.push(writeOffVerdict(story, language), mileageVerdict(story, language));
  return t('summarySentence', { parts: parts.join(t('summaryJoin')) });
}

/** "WRITTEN OFF on 12 Mar 2021" or "no write-off recorded": the summary's piece, and the bulk workbook's cell. */
export function writeOffVerdict(story: ReportStory, language: Language): string {
  const t = storyTexts.of(language);
  return story.WrittenOff
    ? t('summaryWrittenOff', { date: formatDate(story.WrittenOff.AccidentLossDate, language) })
    : t('summaryNotWrittenOff');
}

/** What the mileage says, the worst first: went backwards, unusually heavy use, only forward, or none recorded. */
export function mileageVerdict(story: ReportStory, language: Language): string {
  const t = storyTexts.of(language);
  const mileage = story.Mileage;
  if (mileage.Rollbacks.length > 0) return t('summaryRollback');
  if (mileage.UnusualUse) return t('summaryUnusualUse');
  if (mileage.Readings.some((reading) => reading.Km !== null)) return t('summaryMileageConsistent');
  return t('summaryMileageMissing');
}

/** "FRONT BUMPER, BONNET: repaired after a SEVERE claim on 12 Mar 2021." in the reader's language. */
export function inspectLine(line: InspectLine, language: Language): string {
  const t = storyTexts.of(language);
  return t('inspectRepaired', {
    parts: recordedWords(line.Parts.join(', '), language),
    severity: reportTexts.of(language)(`severity.${line.Severity}`),
    date: formatDate(line.AccidentLossDate, language),
  });
}

/** What to look for at the lot, for an area of the car. */
export const inspectAdvice = (area: InspectArea, language: Language) => storyTexts.of(language)(`advice.${area}`);

/** The area's name as a checklist heading. */
export const inspectAreaName = (area: InspectArea, language: Language) => storyTexts.of(language)(`area.${area}`);

/** Kilometres in the reader's language: `131,480 km`. */
export const kilometres = (km: number, language: Language) =>
  reportTexts.of(language)('kilometres', { km: formatNumber(km, language) });

/** The checklist's lines grouped by area, the areas in the order of their first (worst, newest) line. */
export function inspectGroups(lines: readonly InspectLine[]): { area: InspectArea; lines: InspectLine[] }[] {
  const groups = new Map<InspectArea, InspectLine[]>();
  for (const line of lines) groups.set(line.Area, [...(groups.get(line.Area) ?? []), line]);
  return [...groups].map(([area, grouped]) => ({ area, lines: grouped }));
}
