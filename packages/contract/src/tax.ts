import { byId } from './common.ts';
import { endpointGroup } from './endpoint.ts';
import { requiredText } from './fields.ts';
import { z } from './zod.ts';

/**
 * The tax details of a sale (issue 25): who sells, who buys, and the service tax inside every price
 * (docs/decisions/0060-sst-and-tax-invoices.md). The buyer's formats are checked here, so the server and the web forms refuse the same values.
 */

/** MyInvois's state codes; the names are the states' own, written the same in every language. */
export const MALAYSIAN_STATES = {
  '01': 'Johor',
  '02': 'Kedah',
  '03': 'Kelantan',
  '04': 'Melaka',
  '05': 'Negeri Sembilan',
  '06': 'Pahang',
  '07': 'Pulau Pinang',
  '08': 'Perak',
  '09': 'Perlis',
  '10': 'Selangor',
  '11': 'Terengganu',
  '12': 'Sabah',
  '13': 'Sarawak',
  '14': 'Wilayah Persekutuan Kuala Lumpur',
  '15': 'Wilayah Persekutuan Labuan',
  '16': 'Wilayah Persekutuan Putrajaya',
  '17': 'Not applicable',
} as const;
export type StateCode = keyof typeof MALAYSIAN_STATES;
export const stateName = (code: string) => MALAYSIAN_STATES[code as StateCode] ?? code;

export const TAX_LIMITS = { addressLines: 3, addressLine: 150, city: 50 } as const;

/** Spaces and dashes as people type them are dropped before a number is checked and stored. */
const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

const formatted = (pattern: RegExp, code: 'TIN_INVALID' | 'BRN_INVALID' | 'MYKAD_INVALID' | 'POSTCODE_INVALID') =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .transform(compact)
    .pipe(z.string().min(1, 'FIELD_REQUIRED').regex(pattern, code));

/** LHDN's TIN: `C` and 10 digits for a company (`C2584563200`), `IG` and 9 to 11 digits for a person. */
export const tinField = formatted(/^(C\d{10,11}|IG\d{9,11})$/, 'TIN_INVALID');
/** SSM's business registration number since 2019: 12 digits. */
export const brnField = formatted(/^\d{12}$/, 'BRN_INVALID');
export const mykadField = formatted(/^\d{12}$/, 'MYKAD_INVALID');
export const postcodeField = formatted(/^\d{5}$/, 'POSTCODE_INVALID');

/** Customs' SST registration number, `W10-1808-32000123`, kept with its dashes as it is printed. */
export const sstNoField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]\d{2}-\d{4}-\d{8}$/, 'SST_NO_INVALID');

/** An optional field of these: empty, missing or null mean none. */
export const optionalField = <T extends z.ZodType<string, string>>(field: T) =>
  z
    .string()
    .nullish()
    // A string in, then the field's own checks: the API document says `type: string, nullable` (OpenAPI 3.0 wants
    // a type beside `nullable`, which a union with '' did not give).
    .transform((value) => (value === '' || value === null || value === undefined ? undefined : value))
    .pipe(field.optional());

export const stateCodeField = z
  .string({ error: 'FIELD_REQUIRED' })
  .min(1, 'FIELD_REQUIRED')
  .refine((code) => code in MALAYSIAN_STATES, 'STATE_CODE_UNKNOWN');

/** A buyer's address as a form sends it: street lines (one to three, one per line), postcode, city and state. */
export const addressInput = z.object({
  Lines: requiredText(TAX_LIMITS.addressLines * (TAX_LIMITS.addressLine + 1)).refine(
    (text) => text.split('\n').filter((line) => line.trim() !== '').length <= TAX_LIMITS.addressLines,
    'FIELD_TOO_LONG',
  ),
  Postcode: postcodeField,
  City: requiredText(TAX_LIMITS.city),
  StateCode: stateCodeField,
});

/**
 * An account's tax details as its edit forms send them (the Accounts modal and the account settings): a company's
 * TIN, SST no. (optional) and address, by the registration's rules; an individual's TIN or MyKad, both optional.
 */
export const companyTaxFields = { TIN: tinField, SSTNo: optionalField(sstNoField), CompanyAddress: addressInput };
export const personTaxFields = { TIN: optionalField(tinField), MyKad: optionalField(mykadField) };
export const companyTaxDetails = z.object(companyTaxFields);
export const personTaxDetails = z.object(personTaxFields);
export type CompanyTaxDetails = z.output<typeof companyTaxDetails>;
export type PersonTaxDetails = z.output<typeof personTaxDetails>;

/** An account's tax details as stored, under the same names: a company's are its company's, shared by its users. */
export const accountTaxDetails = z.object({
  TIN: z.string().nullable(),
  SSTNo: z.string().nullable(),
  MyKad: z.string().nullable(),
  /** Null for an individual, and for a company registered before it was asked (it is asked at the next edit). */
  CompanyAddress: z
    .object({ Lines: z.string(), Postcode: z.string(), City: z.string(), StateCode: z.string() })
    .nullable(),
});
export type AccountTaxDetails = z.infer<typeof accountTaxDetails>;

/** One party of a tax document, as printed and as the e-invoice names it. */
export const taxParty = z.object({
  name: z.string(),
  tin: z.string().nullable(),
  brn: z.string().nullable(),
  mykad: z.string().nullable(),
  sstNo: z.string().nullable(),
  address: z
    .object({ lines: z.array(z.string()), postcode: z.string(), city: z.string(), stateCode: z.string() })
    .nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type TaxParty = z.infer<typeof taxParty>;

export const sellerDetails = taxParty.extend({
  msic: z.string(),
  activity: z.string(),
  bank: z.object({ name: z.string(), account: z.string() }),
});
export type SellerDetails = z.infer<typeof sellerDetails>;

/** The parties of a document as they stood on its day, and the SST rate of that day (0: the seller was not registered). */
export const taxParties = z.object({ seller: sellerDetails, buyer: taxParty, sstRatePercent: z.number() });
export type TaxParties = z.infer<typeof taxParties>;

/** A validated e-invoice of a document: MyInvois's UUID and the public link that shows it (printed as a QR code). */
export const einvoiceLink = z.object({ uuid: z.string(), validationUrl: z.string() });
export type EinvoiceLink = z.infer<typeof einvoiceLink>;

/** The seller and tax settings, read-only: they are set by environment variables. */
export const sellerAnswer = z.object({
  seller: sellerDetails,
  sst: z.object({ registered: z.boolean(), ratePercent: z.number() }),
  invoiceTermsDays: z.number().int(),
});

/** What a buyer's screens need to word a price: whether it includes SST, and at what rate. */
export const sstAnswer = z.object({ registered: z.boolean(), ratePercent: z.number() });

const { get } = endpointGroup('tax');

export const taxEndpoints = {
  seller: get('/api/Admin/Seller', {
    description: "The seller's details and SST settings, as set by the environment (read-only).",
    answer: sellerAnswer,
  }),
  sst: get('/api/Sst', { description: 'Whether prices include SST, and its rate.', answer: sstAnswer }),
  taxInvoicePdf: get('/api/TaxInvoice/DownloadPdf', {
    description: "A company's credit-package tax invoice as a PDF: for that company's users and administrators.",
    query: byId,
    produces: ['application/pdf'],
  }),
};
