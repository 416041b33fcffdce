import type { BasicInfo, CheckResult } from '@portal/contract';

/** A vehicle found by its plate: a 2018 Perodua Myvi and nothing else known about it, but for `found`. */
export function basicInfoOf(found: Partial<BasicInfo>): BasicInfo {
  return {
    VehicleRegistrationNo: '',
    ImageUrl: null,
    IsFound: true,
    IsSearchByVehicle: true,
    CreatedDate: '2024-03-05T02:00:00Z',
    ReferenceID: null,
    Make: 'PERODUA',
    Family: 'MYVI',
    Variant: null,
    YearOfManufacture: 2018,
    Transmission: null,
    VIN: null,
    VehChassis: null,
    AutoSearchVehRegNo: null,
    Engine: null,
    MarketValue: null,
    NewNetSellingPrice: null,
    NewCarPrice: null,
    ...found,
  };
}

/** A check's answer with no claims, no notices and no charges, but for `result`. */
export function checkResultOf(
  result: Pick<CheckResult, 'Partial' | 'Full' | 'BasicInfo'> & Partial<CheckResult>,
): CheckResult {
  return {
    id: 1,
    Unikey: 'c0ffee',
    PartialInfo: null,
    ClaimLists: [],
    ABIInfo: { StandardFeature: [] },
    Notices: { NoAccidentRecorded: false, SameRegistrationOtherVin: false, ClaimsUnderOtherRegistration: false },
    ChargeInfo: [],
    CreditLimit: 0,
    VerifyToken: null,
    ...result,
  };
}
