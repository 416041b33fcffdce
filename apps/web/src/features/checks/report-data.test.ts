import type { CheckResult, Claim } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { basicInfoOf, checkResultOf } from '../../testing/check-results';
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

const reportWith = (VehChassis: string | null, ClaimLists: CheckResult['ClaimLists']): CheckResult =>
  checkResultOf({ Partial: false, Full: true, BasicInfo: basicInfoOf({ VehChassis }), ClaimLists });

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
    expect(registrationOf(basicInfoOf({ VehicleRegistrationNo: 'BMK8821' }))).toBe('BMK8821');
    expect(registrationOf(basicInfoOf({ AutoSearchVehRegNo: 'WXY1234' }))).toBe('WXY1234');
    expect(registrationOf(basicInfoOf({}))).toBeNull();
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
