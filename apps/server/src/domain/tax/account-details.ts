import type { AccountTaxDetails } from '@portal/contract';

/**
 * The stored columns an account's tax details are read from: the user's own (an individual's TIN and MyKad) and its
 * company's (TIN, SST no., BRN, address), which every user of the company shares.
 */
export interface TaxColumns {
  account_type: 'INDIVIDUAL' | 'COMPANY';
  tin: string | null;
  mykad: string | null;
  company_tin: string | null;
  company_no: string | null;
  sst_no: string | null;
  address: string | null;
  postcode: string | null;
  city: string | null;
  state_code: string | null;
}

/** An account's tax details as its edit forms show them. */
export function taxDetailsOf(row: TaxColumns): AccountTaxDetails {
  if (row.account_type === 'INDIVIDUAL') {
    return { TIN: row.tin, SSTNo: null, MyKad: row.mykad, CompanyAddress: null };
  }
  return {
    TIN: row.company_tin,
    SSTNo: row.sst_no,
    MyKad: null,
    CompanyAddress:
      row.address === null
        ? null
        : {
            Lines: row.address,
            Postcode: row.postcode ?? '',
            City: row.city ?? '',
            StateCode: row.state_code ?? '',
          },
  };
}

/**
 * The TIN LHDN is to check after an edit, with the registration number it goes with (a company's BRN, a person's
 * MyKad), or nothing. Only a new pair is asked: the stored one was checked when it was given, and an edit of
 * anything else must neither wait on MyInvois nor fail while it is unreachable.
 */
export function newTinToCheck(
  stored: TaxColumns,
  input: { TIN?: string | undefined; MyKad?: string | undefined },
): { tin: string; id: { type: 'BRN' | 'NRIC'; value: string } } | undefined {
  if (!input.TIN) return undefined;
  if (stored.account_type === 'COMPANY') {
    if (input.TIN === stored.company_tin || !stored.company_no) return undefined;
    return { tin: input.TIN, id: { type: 'BRN', value: stored.company_no } };
  }
  if (!input.MyKad || (input.TIN === stored.tin && input.MyKad === stored.mykad)) return undefined;
  return { tin: input.TIN, id: { type: 'NRIC', value: input.MyKad } };
}
