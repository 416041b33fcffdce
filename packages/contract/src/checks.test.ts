import { describe, expect, it } from 'vitest';
import {
  type Claim,
  claimsNewestFirst,
  looksLikeChassis,
  normaliseSearchKey,
  ownClaims,
  searchRequest,
  worstSeverity,
} from './checks.ts';

const claim = (AccidentLossDate: string, Severity: Claim['Severity']) => ({ AccidentLossDate, Severity }) as Claim;

describe('normaliseSearchKey', () => {
  it('makes one key of a plate however it was typed', () => {
    expect(normaliseSearchKey('bmk 8821')).toBe('BMK8821');
    expect(normaliseSearchKey('BMK-8821')).toBe('BMK8821');
    expect(normaliseSearchKey(' w x y 1234 ')).toBe('WXY1234');
  });
});

describe('looksLikeChassis', () => {
  it('reads plates as plates, long or short', () => {
    for (const plate of ['BMK 8821', 'W 1 A', 'PUTRAJAYA 1234', 'wxy1234']) expect(looksLikeChassis(plate)).toBe(false);
  });

  it('reads VINs and older local chassis numbers as chassis numbers', () => {
    for (const chassis of ['PM2L252S002107437', 'NCP93-1234567', 'kf2-0123456789']) {
      expect(looksLikeChassis(chassis)).toBe(true);
    }
  });
});

describe('searchRequest', () => {
  const issuesOf = (request: { vehicleNo?: string; vehChassisNo?: string }) => {
    const checked = searchRequest.safeParse(request);
    return checked.success ? [] : checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes a plate alone, as its search key', () => {
    expect(searchRequest.parse({ vehicleNo: 'bmk 8821' })).toEqual({ vehicleNo: 'BMK8821', vehChassisNo: '' });
  });

  it('takes a chassis number alone', () => {
    expect(searchRequest.parse({ vehChassisNo: 'pm2l252s002107437' }).vehChassisNo).toBe('PM2L252S002107437');
  });

  it('asks for one of the two numbers when neither is given', () => {
    expect(issuesOf({})).toEqual([['vehicleNo', 'SEARCH_FIELD_MISSING']]);
    expect(issuesOf({ vehicleNo: '  ', vehChassisNo: ' - ' })).toEqual([['vehicleNo', 'SEARCH_FIELD_MISSING']]);
  });

  it('refuses both numbers at once, on the chassis field', () => {
    expect(issuesOf({ vehicleNo: 'WXY 1234', vehChassisNo: 'PM2L252S002107437' })).toEqual([
      ['vehChassisNo', 'SEARCH_BOTH_FIELDS'],
    ]);
  });

  it('counts the length of the key, not of the spaces and dashes typed', () => {
    expect(issuesOf({ vehicleNo: 'ABCD 1234 5678 90' })).toEqual([['vehicleNo', 'FIELD_TOO_LONG']]);
    expect(issuesOf({ vehicleNo: 'A B C 1 2 3 4' })).toEqual([]);
  });

  it('refuses punctuation other than spaces and dashes', () => {
    expect(issuesOf({ vehicleNo: 'WXY.1234' })).toEqual([['vehicleNo', 'LETTERS_AND_DIGITS_ONLY']]);
  });
});

describe('claims', () => {
  it('names the worst severity, or none without claims', () => {
    expect(
      worstSeverity([claim('2024-01-01', 'LOW'), claim('2023-05-01', 'SEVERE'), claim('2022-01-01', 'HIGH')]),
    ).toBe('SEVERE');
    expect(worstSeverity([claim('2024-01-01', 'MEDIUM'), claim('2023-01-01', 'LOW')])).toBe('MEDIUM');
    expect(worstSeverity([])).toBeNull();
  });

  it("keeps only the claims on the report's own chassis", () => {
    const own = claim('2024-02-01', 'LOW');
    const other = claim('2023-02-01', 'HIGH');
    const report = {
      BasicInfo: { VehChassis: 'PM2L252S002107437' },
      ClaimLists: [
        { Key: 'PM2L252S002107437', Value: [own] },
        { Key: 'JM0OTHERVIN000001', Value: [other] },
      ],
    };
    expect(ownClaims(report)).toEqual([own]);
  });

  it('lists the newest accident first, without reordering the list it was given', () => {
    const claims = [claim('2021-06-30', 'LOW'), claim('2024-01-15', 'HIGH'), claim('2023-11-02', 'MEDIUM')];
    expect(claimsNewestFirst(claims).map((found) => found.AccidentLossDate)).toEqual([
      '2024-01-15',
      '2023-11-02',
      '2021-06-30',
    ]);
    expect(claims[0]?.AccidentLossDate).toBe('2021-06-30');
  });
});
