import { pagedAnswer, pageQuery } from './common.ts';
import { LIMITS } from './constants.ts';
import { endpointGroup } from './endpoint.ts';
import { type Severity, severities } from './enums.ts';
import type { Language } from './i18n/languages.ts';
import { searchHint } from './search-help/index.ts';
import { type ReportStory, reportStory, storySummary } from './story.ts';
import { z } from './zod.ts';

/** Upper case, letters and digits only: `bmk-8821` and `BMK 8821` are one search key. */
export const normaliseSearchKey = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');

/** Letters, then at most four digits, then at most one letter: every Malaysian plate, PUTRAJAYA 1234 included. */
const PLATE_SHAPE = /^[A-Z]+[0-9]{1,4}[A-Z]?$/;

/**
 * Whether one box's number is a chassis number rather than a plate: plates are at most 13 characters and shaped as
 * letters then digits; a chassis number (a 17-character VIN, or an older local one such as NCP93-1234567) is longer,
 * or has more digits in a row than a plate.
 */
export const looksLikeChassis = (typed: string) => {
  const key = normaliseSearchKey(typed);
  return key.length >= 12 && !PLATE_SHAPE.test(key);
};

export const searchKeyField = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => normaliseSearchKey(value ?? ''))
    .pipe(
      z
        .string()
        .max(max, 'FIELD_TOO_LONG')
        .regex(/^[A-Z0-9]*$/, 'LETTERS_AND_DIGITS_ONLY'),
    );

/** A search (`checkEndpoints.search`): exactly one of the two numbers. */
export const searchRequest = z
  .object({
    vehicleNo: searchKeyField(LIMITS.vehicleNo),
    vehChassisNo: searchKeyField(LIMITS.chassisNo),
    NVIC: z.string().trim().max(20).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.vehicleNo && !value.vehChassisNo) {
      ctx.addIssue({ code: 'custom', path: ['vehicleNo'], message: 'SEARCH_FIELD_MISSING' });
    }
    if (value.vehicleNo && value.vehChassisNo) {
      ctx.addIssue({ code: 'custom', path: ['vehChassisNo'], message: 'SEARCH_BOTH_FIELDS' });
    }
  });
export type SearchRequest = z.input<typeof searchRequest>;

/** A paid report of the searched vehicle the caller (or, for a company, any of its users) already holds. */
export const ownedReport = z.object({
  Unikey: z.string(),
  ReferenceID: z.string().nullable(),
  PaidDate: z.string(),
});
export type OwnedReport = z.infer<typeof ownedReport>;

export const searchAnswer = z.object({
  Unikey: z.string(),
  IsFound: z.boolean(),
  /** Set when a paid report of this vehicle is already the caller's: the web app offers it before a new purchase. */
  OwnedReport: ownedReport.nullable(),
  /** What may be wrong with what was typed (a chassis number's VIN check digit); never a block. */
  Hints: z.array(searchHint),
  /**
   * Not found by plate: plates in the records the user may have meant (O/0, I/1, S/5, Z/2, B/8 typos), as
   * search keys. Free: nothing is charged for them; searching one is a new search.
   */
  PlateSuggestions: z.array(z.string()),
});

export const chargeInfo = z.object({
  PaymentTypeID: z.number().int(),
  /** Credits a check costs when paid with credit (payment type 3). */
  Credit: z.number(),
  /** Ringgit in sen, for the payment types paid with money (1, pay per search). */
  PriceSen: z.number().int(),
});
export type ChargeInfo = z.infer<typeof chargeInfo>;

export const unikeyQuery = z.object({ unikey: z.string().min(1).max(64) });

/** `checkEndpoints.chargeInfo`: the search record with its charges and the caller's credit. */
export const chargeInfoQuery = z.object({
  id: z.string().min(1).max(64),
  email: z.string().optional(),
  phoneNo: z.string().optional(),
  refCode: z.string().optional(),
});
export const chargeInfoAnswer = z.object({
  id: z.number().int(),
  Unikey: z.string(),
  ChargeInfo: z.array(chargeInfo),
  CreditLimit: z.number(),
  IsPostpaid: z.boolean(),
  /** A postpaid company's price per check, in sen, billed on its invoice. */
  PostpaidRateSen: z.number().int().nullable(),
});

/**
 * The buyer's agreement to the Terms of Service goes with every payment (the spec's I AGREE), so a client that skips
 * the terms cannot pay.
 */
const termsAgreedQuery = z.enum(['true'], { error: 'TERMS_NOT_AGREED' });

export const updateItemQuery = z.object({
  id: z.string().min(1).max(64),
  paymentType: z.coerce.number().int(),
  agreedTerms: termsAgreedQuery,
});
export const updateItemAnswer = z.object({ Unikey: z.string(), ReferenceID: z.string(), CreditBalance: z.number() });

/**
 * The parts of a report have names in `/api/docs` (`components.schemas`), so a client generated from it (such as
 * openapi-typescript's) types a report's claims, not `unknown`.
 */
export const claim = z
  .object({
    /** `YYYY-MM-DD`. */
    AccidentLossDate: z.string(),
    /** Ringgit in sen. */
    EstimateAuthorized: z.number(),
    ClaimTypeDesc: z.string(),
    AccidentLossType: z.string().nullable(),
    VehMileage: z.number().nullable(),
    NoOfParts: z.number().nullable(),
    SameAccidentsCount: z.number().nullable(),
    Severity: z.enum(severities),
    Parts: z.string().nullable(),
    YearOfManufacture: z.number().nullable(),
    VehMakeDesc: z.string().nullable(),
    VehModelDesc: z.string().nullable(),
    VehicleTrim: z.string().nullable(),
    VIN: z.string(),
    VehChassis: z.string(),
    VehicleRegistrationNo: z.string(),
    PolicyStatus: z.string().nullable(),
    TypeOfLoss: z.string().nullable(),
    Insurer: z.string(),
  })
  .meta({ id: 'Claim', description: 'One insurance claim: the accident, its estimate (sen) and its severity.' });
export type Claim = z.infer<typeof claim>;

export const claimList = z
  .object({ Key: z.string(), Value: z.array(claim) })
  .meta({ id: 'ClaimList', description: 'The claims recorded on one chassis number (`Key`).' });
type ClaimList = z.infer<typeof claimList>;

/** The worst severity among claims (SEVERE above HIGH above MEDIUM above LOW), or null when there is none. */
export function worstSeverity(claims: readonly Pick<Claim, 'Severity'>[]): Severity | null {
  let worst = -1;
  for (const found of claims) worst = Math.max(worst, severities.indexOf(found.Severity));
  return worst < 0 ? null : (severities[worst] ?? null);
}

/** A report's claims recorded on its own chassis, not those on another VIN that held the same plate. */
export function ownClaims(report: { BasicInfo: { VehChassis: string | null }; ClaimLists: ClaimList[] }): Claim[] {
  return report.ClaimLists.filter((group) => group.Key === report.BasicInfo.VehChassis).flatMap((group) => group.Value);
}

/** A report's one-sentence summary (claims, the worst, written off, mileage), as its page and its PDF open with it. */
export function reportSummary(report: Parameters<typeof ownClaims>[0] & { Story?: ReportStory }, language: Language) {
  const own = ownClaims(report);
  return storySummary({ claims: own.length, worst: worstSeverity(own), story: report.Story }, language);
}

/** Claims as every report lists them, on the page and in the PDF: newest accident first. */
export const claimsNewestFirst = (claims: readonly Claim[]): Claim[] =>
  [...claims].sort((a, b) => b.AccidentLossDate.localeCompare(a.AccidentLossDate));

export const basicInfo = z
  .object({
    VehicleRegistrationNo: z.string(),
    ImageUrl: z.string().nullable(),
    IsFound: z.boolean(),
    IsSearchByVehicle: z.boolean(),
    CreatedDate: z.string(),
    ReferenceID: z.string().nullable(),
    Make: z.string().nullable(),
    Family: z.string().nullable(),
    Variant: z.string().nullable(),
    YearOfManufacture: z.number().nullable(),
    Transmission: z.string().nullable(),
    VIN: z.string().nullable(),
    VehChassis: z.string().nullable(),
    AutoSearchVehRegNo: z.string().nullable(),
    Engine: z.string().nullable(),
    /** Ringgit in sen. */
    MarketValue: z.number().nullable(),
    NewNetSellingPrice: z.number().nullable(),
    NewCarPrice: z.number().nullable(),
  })
  .meta({ id: 'BasicInfo', description: 'The vehicle as found: its numbers, make, model and valuation (sen).' });
export type BasicInfo = z.infer<typeof basicInfo>;

/** What an unpaid check shows: enough to know the right car was found, nothing of its history. */
export const partialInfo = z.object({
  Make: z.string().nullable(),
  Family: z.string().nullable(),
  YearOfManufacture: z.number().nullable(),
});

export const notices = z
  .object({
    /** Found, and no claim recorded for it. */
    NoAccidentRecorded: z.boolean(),
    /** Claims recorded under the same registration number on another VIN (the plate moved). */
    SameRegistrationOtherVin: z.boolean(),
    /** Searched by chassis: claims on this car recorded under another registration number. */
    ClaimsUnderOtherRegistration: z.boolean(),
  })
  .meta({ id: 'Notices', description: 'What the report points out about the claims found.' });

export const abiInfo = z
  .object({ StandardFeature: z.array(z.object({ Description: z.string() })) })
  .meta({ id: 'ABIInfo', description: "The model's standard equipment (ISM ABI)." });

export const checkResult = z.object({
  id: z.number().int(),
  Unikey: z.string(),
  Partial: z.boolean(),
  Full: z.boolean(),
  BasicInfo: basicInfo,
  PartialInfo: partialInfo.nullable(),
  /** Claims grouped by the chassis number they were recorded on; the searched car first. */
  ClaimLists: z.array(claimList),
  ABIInfo: abiInfo,
  Notices: notices,
  /** The readings frozen with a paid report (issue 42); absent before payment and in reports sold before them. */
  Story: reportStory.optional(),
  ChargeInfo: z.array(chargeInfo),
  CreditLimit: z.number(),
  /** A paid report's verification token: its QR code opens `/verify/{ReferenceID}?t=` with it; null before payment. */
  VerifyToken: z.string().nullable(),
});
export type CheckResult = z.infer<typeof checkResult>;

/**
 * What a paid check freezes (`Report`): the vehicle, its claims, its equipment and the notices. The sample report
 * (`checkEndpoints.sample`) is a made-up vehicle's, built the same way; the API answers it as a check's `report`.
 */
export const frozenReport = checkResult
  .pick({ BasicInfo: true, ClaimLists: true, ABIInfo: true, Notices: true, Story: true })
  .meta({ id: 'Report', description: "A paid check's report, frozen when it was paid." });

export const checkListRow = z.object({
  Unikey: z.string(),
  VehicleRegistrationNo: z.string().nullable(),
  VehChassis: z.string().nullable(),
  SearchedResult: z.string(),
  SearchedDate: z.string(),
  IsPaid: z.boolean(),
  IsFound: z.boolean(),
  /** The caller watches this vehicle and an import has since recorded new claims for it (issue 12). */
  WatchChange: z.object({ NewClaims: z.number().int(), ChangedAt: z.string() }).nullable(),
});
export type CheckListRow = z.infer<typeof checkListRow>;

const { get, post } = endpointGroup('checks');

/**
 * Checks: search, the charges of paying, paying with credit, the report, the caller's history, the report's PDF, the
 * sample report.
 */
export const checkEndpoints = {
  history: get('/api/Check', { query: pageQuery, answer: pagedAnswer(checkListRow) }),
  search: get('/api/Check/SearchItem', { query: searchRequest, answer: searchAnswer }),
  chargeInfo: get('/api/Check/GetChargeInfo', { query: chargeInfoQuery, answer: chargeInfoAnswer }),
  result: get('/api/Check/GetItem', { query: unikeyQuery, answer: checkResult }),
  /** Pays for a check with credit (3) or postpaid (4) and freezes its result. */
  pay: post('/api/Check/UpdateItem', { query: updateItemQuery, answer: updateItemAnswer }),
  pdf: get('/api/Check/DownloadPdf', { query: unikeyQuery, produces: ['application/pdf'] }),
  /** Public and free: the same made-up report for everyone, stored nowhere. */
  sample: get('/api/Check/SampleReport', { answer: frozenReport }),
};
