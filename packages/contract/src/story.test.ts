import { describe, expect, it } from 'vitest';
import { reportSummary } from './checks.ts';
import { inspectLine, type ReportStory } from './story.ts';

const story = (fields: Partial<ReportStory> = {}): ReportStory => ({
  RulesVersion: 1,
  WrittenOff: null,
  Mileage: { Readings: [{ AccidentLossDate: '2020-01-01', Km: 40_000 }], Rollbacks: [], UnusualUse: null },
  Inspect: [],
  ...fields,
});
const claim = (Severity: 'LOW' | 'SEVERE') => ({ Severity }) as never;
const report = (claims: ('LOW' | 'SEVERE')[], Story?: ReportStory) => ({
  BasicInfo: { VehChassis: 'PM2M502S4J2107715' },
  ClaimLists: [{ Key: 'PM2M502S4J2107715', Value: claims.map(claim) }],
  ...(Story ? { Story } : {}),
});

describe('the summary sentence', () => {
  const writtenOff = story({
    WrittenOff: { AccidentLossDate: '2021-12-18', Reason: 'TOTAL_LOSS', Recorded: 'TOTAL LOSS' },
    Mileage: {
      Readings: [],
      Rollbacks: [{ FromDate: '2020-09-03', FromKm: 112_900, ToDate: '2023-01-20', ToKm: 54_300 }],
      UnusualUse: null,
    },
  });

  it('says claims, the worst, the write-off and the mileage in one sentence, in each language', () => {
    const sold = report(['LOW', 'SEVERE'], writtenOff);
    expect(reportSummary(sold, 'en')).toBe(
      '2 claims, the worst: SEVERE; WRITTEN OFF on 18 Dec 2021; mileage went backwards.',
    );
    expect(reportSummary(sold, 'ms')).toBe(
      '2 tuntutan, yang paling teruk: TERUK; DIHAPUS KIRA pada 18 Dis 2021; bacaan odometer pernah menurun.',
    );
    expect(reportSummary(sold, 'zh')).toBe('2 宗索赔，最重一宗：严重；曾于 2021年12月18日 被判全损；里程曾倒退。');
  });

  it('says so when nothing is wrong, or when no mileage was recorded', () => {
    expect(reportSummary(report(['LOW'], story()), 'en')).toBe(
      '1 claim: LOW; no write-off recorded; mileage only went forward.',
    );
    expect(reportSummary(report([], story({ Mileage: { Readings: [], Rollbacks: [], UnusualUse: null } })), 'en')).toBe(
      'No claim recorded on this vehicle; no write-off recorded; no mileage recorded.',
    );
  });

  it('says only the claims of a report sold before the readings existed', () => {
    expect(reportSummary(report(['SEVERE']), 'en')).toBe('1 claim: SEVERE.');
  });
});

describe('a checklist line', () => {
  it('names the parts in the reader’s language, with the claim’s severity and date', () => {
    const line = {
      Area: 'FRONT' as const,
      AccidentLossDate: '2021-03-12',
      Severity: 'SEVERE' as const,
      Parts: ['FRONT BUMPER', 'BONNET', 'RADIATOR SUPPORT'],
    };
    expect(inspectLine(line, 'en')).toBe(
      'FRONT BUMPER, BONNET, RADIATOR SUPPORT: repaired after a SEVERE claim on 12 Mar 2021.',
    );
    expect(inspectLine(line, 'ms')).toBe(
      'BAMPAR HADAPAN, BONET, PENYOKONG RADIATOR: dibaiki selepas tuntutan TERUK pada 12 Mac 2021.',
    );
    expect(inspectLine(line, 'zh')).toBe('前保险杠、引擎盖、水箱支架：于 2021年3月12日 的严重索赔后修复。');
  });
});
