import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPlate,
  formatRinggit,
  formatShortDate,
  labelled,
  malaysianCalendarDay,
  malaysianDayStart,
  megabytes,
  uploadLimit,
} from './format.ts';

// 00:30 on 5 March in Kuala Lumpur, still 4 March in UTC.
const justAfterMidnightInKL = '2024-03-04T16:30:00Z';

describe('money and numbers', () => {
  it('writes sen as ringgit with grouping', () => {
    expect(formatRinggit(123450)).toBe('RM 1,234.50');
    expect(formatRinggit(-500)).toBe('-RM 5.00');
    expect(formatRinggit(0, 'ms')).toBe('RM 0.00');
  });

  it('writes a dash for an amount not known', () => {
    expect(formatRinggit(null)).toBe('-');
    expect(formatRinggit(undefined)).toBe('-');
  });

  it('groups counts and keeps two decimals at most', () => {
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(50)).toBe('50');
  });

  it('writes the upload limits the specification states in bytes as megabytes beside those bytes', () => {
    expect(uploadLimit(5_242_880)).toEqual({ megabytes: '5', limit: '5,242,880' });
    expect(uploadLimit(10_240_000, 'zh')).toEqual({ megabytes: '9.8', limit: '10,240,000' });
    expect(megabytes(734_003)).toBe('0.7');
  });
});

describe('dates', () => {
  it('shows a calendar date as the day it names, in each language', () => {
    expect(formatDate('2024-03-05')).toBe('05 Mar 2024');
    expect(formatDate('2024-03-05', 'ms')).toBe('05 Mac 2024');
    expect(formatDate('2024-03-05', 'zh')).toBe('2024年3月5日');
  });

  it('shows an instant on its Malaysian day and time', () => {
    expect(formatDate(justAfterMidnightInKL)).toBe('05 Mar 2024');
    expect(formatDateTime(justAfterMidnightInKL)).toBe('05 Mar 2024 00:30');
    expect(formatDateTime(new Date(justAfterMidnightInKL), 'zh')).toBe('2024年3月5日 00:30');
  });

  it('writes the invoice screens’ short date day first, Chinese year first', () => {
    expect(formatShortDate(justAfterMidnightInKL)).toBe('05/03/2024');
    expect(formatShortDate(justAfterMidnightInKL, 'zh')).toBe('2024/03/05');
  });

  it('writes a dash for no date', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatShortDate(undefined)).toBe('-');
  });

  it('tells the Malaysian calendar day of an instant and when a day starts there', () => {
    expect(malaysianCalendarDay(new Date(justAfterMidnightInKL))).toBe('2024-03-05');
    expect(malaysianDayStart('2024-03-05').toISOString()).toBe('2024-03-04T16:00:00.000Z');
  });
});

describe('formatPlate', () => {
  it('spaces a registration number as the plate does', () => {
    expect(formatPlate('WXY1234')).toBe('WXY 1234');
    expect(formatPlate('bmk-8821a')).toBe('BMK 8821 A');
    expect(formatPlate('V 1')).toBe('V 1');
  });

  it('leaves a chassis number or a special plate as it is', () => {
    expect(formatPlate('PM2L252S002107437')).toBe('PM2L252S002107437');
    expect(formatPlate('PATRIOT 1')).toBe('PATRIOT 1');
  });
});

describe('labelled', () => {
  it('uses the full-width colon in Chinese', () => {
    expect(labelled('Fingerprint', 'b3fa')).toBe('Fingerprint: b3fa');
    expect(labelled('数字指纹', 'b3fa', 'zh')).toBe('数字指纹：b3fa');
  });
});
