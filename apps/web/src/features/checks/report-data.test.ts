import type { BasicInfo, CheckResult, Claim } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { claimGroups, registrationOf, vehicleAge } from './report-data';

const OWN_CHASSIS = 'PM2L252S002107437';
const OTHER_CHASSIS = 'JM0DE10Y500123456';

function claimOn(chassis: string, AccidentLossDate: string): Claim {
  return {
    AccidentLossDate,
    EstimateAuthorized: 250_000,
    ClaimTypeDesc: 'OWN DAMAGE',
    AccidentLossType: null,
    VehMileage: null,
    NoOfParts: null,
    SameAccidentsCount: null,
    Severity: 'MEDIUM',
    Parts: null,
    YearOfManufacture: 2018,
    VehMakeDesc: 'PERODUA',
    VehModelDesc: 'MYVI',
    VehicleTrim: null,
    VIN: chassis,
    VehChassis: chassis,
    VehicleRegistrationNo: 'BMK8821',
    PolicyStatus: null,
    TypeOfLoss: null,
    Insurer: 'Etiqa',
  };
}

function basicInfo(found: Partial<BasicInfo>): BasicInfo {
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

const reportWith = (VehChassis: string | null, ClaimLists: CheckResult['ClaimLists']): CheckResult => ({
  id: 1,
  Unikey: 'c0ffee',
  Partial: false,
  Full: true,
  BasicInfo: basicInfo({ VehChassis }),
  PartialInfo: null,
  ClaimLists,
  ABIInfo: { StandardFeature: [] },
  Notices: { NoAccidentRecorded: false, SameRegistrationOtherVin: false, ClaimsUnderOtherRegistration: false },
  ChargeInfo: [],
  CreditLimit: 0,
  VerifyToken: null,
});

describe('claimGroups', () => {
  it("marks the group on the report's own chassis and lists its claims newest first", () => {
    const groups = claimGroups(
      reportWith(OWN_CHASSIS, [
        { Key: OWN_CHASSIS, Value: [claimOn(OWN_CHASSIS, '2021-04-02'), claimOn(OWN_CHASSIS, '2023-09-18')] },
        { Key: OTHER_CHASSIS, Value: [claimOn(OTHER_CHASSIS, '2019-01-07')] },
      ]),
    );
    expect(groups.map((group) => [group.chassis, group.isThisVehicle])).toEqual([
      [OWN_CHASSIS, true],
      [OTHER_CHASSIS, false],
    ]);
    expect(groups[0]?.claims.map((found) => found.AccidentLossDate)).toEqual(['2023-09-18', '2021-04-02']);
  });

  it('does not mistake another VIN for this car when this car has no claims', () => {
    const groups = claimGroups(
      reportWith(OWN_CHASSIS, [
        { Key: OWN_CHASSIS, Value: [] },
        { Key: OTHER_CHASSIS, Value: [claimOn(OTHER_CHASSIS, '2019-01-07')] },
      ]),
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ chassis: OTHER_CHASSIS, isThisVehicle: false });
  });

  it('takes the first group as this car when the chassis is not known', () => {
    const groups = claimGroups(
      reportWith(null, [{ Key: OTHER_CHASSIS, Value: [claimOn(OTHER_CHASSIS, '2019-01-07')] }]),
    );
    expect(groups[0]?.isThisVehicle).toBe(true);
  });
});

describe('registrationOf', () => {
  it('names the plate searched, else the plate found for the chassis searched', () => {
    expect(registrationOf(basicInfo({ VehicleRegistrationNo: 'BMK8821' }))).toBe('BMK8821');
    expect(registrationOf(basicInfo({ AutoSearchVehRegNo: 'WXY1234' }))).toBe('WXY1234');
    expect(registrationOf(basicInfo({}))).toBeNull();
  });
});

describe('vehicleAge', () => {
  const in2026 = new Date('2026-06-01T00:00:00Z');

  it('counts years since manufacture', () => {
    expect(vehicleAge(2018, in2026)).toBe(8);
    expect(vehicleAge(2026, in2026)).toBe(0);
  });

  it('never answers a negative age, and nothing for an unknown year', () => {
    expect(vehicleAge(2027, in2026)).toBe(0);
    expect(vehicleAge(null, in2026)).toBeNull();
  });
});
