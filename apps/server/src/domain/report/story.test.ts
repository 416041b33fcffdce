import type { Claim } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { inspectionOf, mileageOf, ROLLBACK_TOLERANCE_KM, STORY_RULES_VERSION, storyOf, writeOffOf } from './story.ts';

const claim = (fields: Partial<Claim>): Claim => ({
  AccidentLossDate: '2020-01-01',
  EstimateAuthorized: 100_000,
  ClaimTypeDesc: 'OWN DAMAGE',
  AccidentLossType: 'COLLISION',
  VehMileage: null,
  NoOfParts: null,
  SameAccidentsCount: 1,
  Severity: 'LOW',
  Parts: null,
  YearOfManufacture: 2015,
  VehMakeDesc: 'PERODUA',
  VehModelDesc: 'MYVI',
  VehicleTrim: null,
  VIN: 'PM2M602S002345678',
  VehChassis: 'PM2M602S002345678',
  VehicleRegistrationNo: 'WXA 1234',
  PolicyStatus: 'EXPIRED',
  TypeOfLoss: 'PARTIAL LOSS',
  Insurer: 'Etiqa General Insurance Berhad',
  ...fields,
});
const reading = (AccidentLossDate: string, VehMileage: number | null) => ({ AccidentLossDate, VehMileage });

describe('mileage over time', () => {
  it('lists every claim oldest first, a missing mileage as missing', () => {
    const mileage = mileageOf([
      reading('2022-05-01', 60_000),
      reading('2019-03-02', null),
      reading('2017-01-10', 20_000),
    ]);
    expect(mileage.Readings).toEqual([
      { AccidentLossDate: '2017-01-10', Km: 20_000 },
      { AccidentLossDate: '2019-03-02', Km: null },
      { AccidentLossDate: '2022-05-01', Km: 60_000 },
    ]);
    expect(mileage.Rollbacks).toEqual([]);
  });

  it('warns when a later claim records less than an earlier one, beyond the tolerance', () => {
    const mileage = mileageOf([reading('2018-01-01', 98_000), reading('2021-06-01', 41_000)]);
    expect(mileage.Rollbacks).toEqual([{ FromDate: '2018-01-01', FromKm: 98_000, ToDate: '2021-06-01', ToKm: 41_000 }]);
  });

  it('compares with the highest earlier reading, not only the one before', () => {
    const mileage = mileageOf([
      reading('2016-01-01', 80_000),
      reading('2018-01-01', 40_000),
      reading('2020-01-01', 60_000),
    ]);
    expect(mileage.Rollbacks.map((rollback) => rollback.ToKm)).toEqual([40_000, 60_000]);
  });

  it('takes a fall within the tolerance for an entry error, and one just past it for a rollback', () => {
    const within = mileageOf([reading('2020-01-01', 50_000), reading('2020-01-01', 50_000 - ROLLBACK_TOLERANCE_KM)]);
    expect(within.Rollbacks).toEqual([]);
    const past = mileageOf([reading('2020-01-01', 50_000), reading('2020-02-01', 50_000 - ROLLBACK_TOLERANCE_KM - 1)]);
    expect(past.Rollbacks).toHaveLength(1);
  });

  it('never reads a rollback across a missing mileage', () => {
    const mileage = mileageOf([
      reading('2015-01-01', null),
      reading('2017-01-01', 30_000),
      reading('2019-01-01', null),
    ]);
    expect(mileage.Rollbacks).toEqual([]);
    expect(mileage.UnusualUse).toBeNull();
  });

  it('notes use far above the Malaysian average, over at least half a year', () => {
    const heavy = mileageOf([reading('2019-01-01', 20_000), reading('2021-01-01', 140_000)]);
    expect(heavy.UnusualUse).toEqual({ FromDate: '2019-01-01', ToDate: '2021-01-01', KmPerYear: 59_959 });
    const ordinary = mileageOf([reading('2019-01-01', 20_000), reading('2021-01-01', 70_000)]);
    expect(ordinary.UnusualUse).toBeNull();
    const tooClose = mileageOf([reading('2019-01-01', 20_000), reading('2019-03-01', 32_000)]);
    expect(tooClose.UnusualUse).toBeNull();
  });
});

describe('written off', () => {
  const says = (fields: Partial<Claim>) => writeOffOf(claim(fields));

  it('reads a total loss in the type of loss, in English and Malay', () => {
    expect(says({ TypeOfLoss: 'TOTAL LOSS' })).toEqual({ Reason: 'TOTAL_LOSS', Recorded: 'TOTAL LOSS' });
    expect(says({ TypeOfLoss: 'Constructive Total Loss' })?.Reason).toBe('TOTAL_LOSS');
    expect(says({ TypeOfLoss: 'KERUGIAN MENYELURUH' })?.Reason).toBe('TOTAL_LOSS');
    expect(says({ ClaimTypeDesc: 'WRITE-OFF' })?.Reason).toBe('TOTAL_LOSS');
    expect(says({ AccidentLossType: 'Written off' })?.Reason).toBe('TOTAL_LOSS');
    expect(says({ TypeOfLoss: 'HAPUS KIRA' })?.Reason).toBe('TOTAL_LOSS');
  });

  it('reads beyond economical repair, however it is spelt', () => {
    expect(says({ TypeOfLoss: 'BEYOND ECONOMICAL REPAIR' })?.Reason).toBe('BEYOND_REPAIR');
    expect(says({ TypeOfLoss: 'Beyond economic repair' })?.Reason).toBe('BEYOND_REPAIR');
    expect(says({ TypeOfLoss: 'BER' })?.Reason).toBe('BEYOND_REPAIR');
    expect(says({ TypeOfLoss: 'TIDAK EKONOMIK UNTUK DIBAIKI' })?.Reason).toBe('BEYOND_REPAIR');
  });

  it('reads a theft not recovered, said outright or paid as a total loss', () => {
    expect(says({ AccidentLossType: 'THEFT - NOT RECOVERED' })?.Reason).toBe('THEFT_NOT_RECOVERED');
    expect(says({ AccidentLossType: 'KECURIAN TIDAK DITEMUI' })?.Reason).toBe('THEFT_NOT_RECOVERED');
    expect(says({ ClaimTypeDesc: 'THEFT', AccidentLossType: 'THEFT', TypeOfLoss: 'TOTAL LOSS' })).toEqual({
      Reason: 'THEFT_NOT_RECOVERED',
      Recorded: 'THEFT, THEFT, TOTAL LOSS',
    });
  });

  it('does not read a partial loss, a recovered theft or a SEVERE claim as written off', () => {
    expect(says({ TypeOfLoss: 'PARTIAL LOSS' })).toBeNull();
    expect(says({ ClaimTypeDesc: 'THEFT', AccidentLossType: 'THEFT', TypeOfLoss: 'PARTIAL LOSS' })).toBeNull();
    expect(says({ Severity: 'SEVERE', TypeOfLoss: 'PARTIAL LOSS' })).toBeNull();
    expect(says({ ClaimTypeDesc: 'BERHAD CLAIM', TypeOfLoss: null })).toBeNull();
  });
});

describe('what to inspect', () => {
  it('groups each claim’s parts by area, worst claims first and newer before older', () => {
    const lines = inspectionOf([
      claim({ AccidentLossDate: '2014-06-11', Severity: 'LOW', Parts: 'FRONT BUMPER, HEADLAMP LH' }),
      claim({
        AccidentLossDate: '2021-03-12',
        Severity: 'SEVERE',
        Parts: 'REAR BUMPER, BAMPAR HADAPAN, BONET, AIRBAG',
      }),
      claim({ AccidentLossDate: '2018-11-02', Severity: 'LOW', Parts: 'PINTU HADAPAN KANAN' }),
    ]);
    expect(lines).toEqual([
      { Area: 'FRONT', AccidentLossDate: '2021-03-12', Severity: 'SEVERE', Parts: ['FRONT BUMPER', 'BONNET'] },
      { Area: 'REAR', AccidentLossDate: '2021-03-12', Severity: 'SEVERE', Parts: ['REAR BUMPER'] },
      { Area: 'AIRBAGS', AccidentLossDate: '2021-03-12', Severity: 'SEVERE', Parts: ['AIRBAG MODULE'] },
      { Area: 'SIDES', AccidentLossDate: '2018-11-02', Severity: 'LOW', Parts: ['FRONT DOOR RH'] },
      { Area: 'FRONT', AccidentLossDate: '2014-06-11', Severity: 'LOW', Parts: ['FRONT BUMPER', 'HEADLAMP LH'] },
    ]);
  });

  it('has nothing to inspect where no part is named', () => {
    expect(inspectionOf([claim({ Parts: null, NoOfParts: 0 })])).toEqual([]);
  });
});

describe('the story of a report', () => {
  it('is stamped with the version of the rules that read it, and flags the newest write-off', () => {
    const story = storyOf([
      claim({ AccidentLossDate: '2016-01-01', TypeOfLoss: 'TOTAL LOSS', VehMileage: 90_000 }),
      claim({ AccidentLossDate: '2023-02-03', TypeOfLoss: 'BEYOND ECONOMICAL REPAIR', VehMileage: 45_000 }),
    ]);
    expect(story.RulesVersion).toBe(STORY_RULES_VERSION);
    expect(story.WrittenOff).toEqual({
      AccidentLossDate: '2023-02-03',
      Reason: 'BEYOND_REPAIR',
      Recorded: 'BEYOND ECONOMICAL REPAIR',
    });
    expect(story.Mileage.Rollbacks).toHaveLength(1);
  });

  it('of a car without claims is empty and not written off', () => {
    expect(storyOf([])).toEqual({
      RulesVersion: STORY_RULES_VERSION,
      WrittenOff: null,
      Mileage: { Readings: [], Rollbacks: [], UnusualUse: null },
      Inspect: [],
    });
  });
});
