import { type SstSplit, sumSst } from '../../domain/money/sst.ts';

/** A party of an e-invoice as MyInvois asks for it (supplier or buyer). */
export interface EinvoiceParty {
  name: string;
  tin: string;
  /** The second identification LHDN pairs with the TIN: a company's 12-digit SSM number, or a person's MyKad. */
  id: { type: 'BRN' | 'NRIC' | 'PASSPORT' | 'ARMY'; value: string };
  /** `NA` for a party not registered for SST. */
  sstNo: string;
  address: { lines: readonly string[]; postcode: string; city: string; stateCode: string };
  phone: string;
  email?: string | undefined;
  /** The supplier's MSIC code and business activity (the buyer has none). */
  industry?: { msic: string; activity: string };
}

export interface EinvoiceLine {
  description: string;
  /** `022` others; `004` a consolidated e-invoice's lines. */
  classification: '022' | '004';
  amount: SstSplit;
}

export interface EinvoiceContent {
  /** 01 invoice, 02 credit note, 03 debit note, 04 refund note. */
  typeCode: '01' | '02' | '03' | '04';
  codeNumber: string;
  issuedAt: Date;
  supplier: EinvoiceParty;
  buyer: EinvoiceParty;
  lines: readonly EinvoiceLine[];
  /** The service tax rate the supplier charges (0 when not SST-registered: tax type 06, not applicable). */
  ratePercent: number;
  /** The receipts a consolidated e-invoice covers. */
  receipts?: readonly string[];
  /** The e-invoice a credit or refund note corrects. */
  original?: { codeNumber: string; uuid: string };
}

/** LHDN's general TIN for a consolidated e-invoice's buyer, the general public. */
export const GENERAL_PUBLIC_TIN = 'EI00000000010';

// UBL 2.1 in MyInvois's JSON form: every value an array of objects whose `_` is the value itself.
const value = (v: string | number, attributes: Record<string, string> = {}) => [{ _: v, ...attributes }];
const money = (sen: number) => value(sen / 100, { currencyID: 'MYR' });
const taxScheme = [{ ID: value('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }];

function party(p: EinvoiceParty) {
  return [
    {
      Party: [
        {
          ...(p.industry && { IndustryClassificationCode: value(p.industry.msic, { name: p.industry.activity }) }),
          PartyIdentification: [
            { ID: value(p.tin, { schemeID: 'TIN' }) },
            { ID: value(p.id.value, { schemeID: p.id.type }) },
            { ID: value(p.sstNo, { schemeID: 'SST' }) },
            { ID: value('NA', { schemeID: 'TTX' }) },
          ],
          PostalAddress: [
            {
              CityName: value(p.address.city),
              PostalZone: value(p.address.postcode),
              CountrySubentityCode: value(p.address.stateCode),
              AddressLine: p.address.lines.map((line) => ({ Line: value(line) })),
              Country: [{ IdentificationCode: value('MYS', { listID: 'ISO3166-1', listAgencyID: '6' }) }],
            },
          ],
          PartyLegalEntity: [{ RegistrationName: value(p.name) }],
          Contact: [{ Telephone: value(p.phone), ...(p.email !== undefined && { ElectronicMail: value(p.email) }) }],
        },
      ],
    },
  ];
}

/** The tax of an amount: service tax (02) at the supplier's rate, or not applicable (06) when it charges none. */
function taxTotal(amount: SstSplit, ratePercent: number) {
  return [
    {
      TaxAmount: money(amount.taxSen),
      TaxSubtotal: [
        {
          TaxableAmount: money(amount.excludingSen),
          TaxAmount: money(amount.taxSen),
          Percent: value(ratePercent),
          TaxCategory: [{ ID: value(ratePercent > 0 ? '02' : '06'), TaxScheme: taxScheme }],
        },
      ],
    },
  ];
}

/**
 * The document MyInvois takes, its totals the sums of its lines' own splits: version 1.0, unsigned, or 1.1, which
 * `signDocument` then signs with the seller's certificate.
 */
export function buildDocument(content: EinvoiceContent, version: '1.0' | '1.1' = '1.0') {
  const total = sumSst(content.lines.map((line) => line.amount));
  const iso = content.issuedAt.toISOString();
  const references = [
    ...(content.original
      ? [{ InvoiceDocumentReference: [{ ID: value(content.original.codeNumber), UUID: value(content.original.uuid) }] }]
      : []),
    ...(content.receipts ?? []).map((receipt) => ({ AdditionalDocumentReference: [{ ID: value(receipt) }] })),
  ];
  return {
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    Invoice: [
      {
        ID: value(content.codeNumber),
        IssueDate: value(iso.slice(0, 10)),
        IssueTime: value(`${iso.slice(11, 19)}Z`),
        InvoiceTypeCode: value(content.typeCode, { listVersionID: version }),
        DocumentCurrencyCode: value('MYR'),
        TaxCurrencyCode: value('MYR'),
        ...(references.length > 0 && { BillingReference: references }),
        AccountingSupplierParty: party(content.supplier),
        AccountingCustomerParty: party(content.buyer),
        TaxTotal: taxTotal(total, content.ratePercent),
        LegalMonetaryTotal: [
          {
            LineExtensionAmount: money(total.excludingSen),
            TaxExclusiveAmount: money(total.excludingSen),
            TaxInclusiveAmount: money(total.includingSen),
            PayableAmount: money(total.includingSen),
          },
        ],
        InvoiceLine: content.lines.map((line, index) => ({
          ID: value(String(index + 1)),
          InvoicedQuantity: value(1, { unitCode: 'C62' }),
          LineExtensionAmount: money(line.amount.excludingSen),
          TaxTotal: taxTotal(line.amount, content.ratePercent),
          Item: [
            {
              CommodityClassification: [{ ItemClassificationCode: value(line.classification, { listID: 'CLASS' }) }],
              Description: value(line.description),
            },
          ],
          Price: [{ PriceAmount: money(line.amount.excludingSen) }],
          ItemPriceExtension: [{ Amount: money(line.amount.excludingSen) }],
        })),
      },
    ],
  };
}
