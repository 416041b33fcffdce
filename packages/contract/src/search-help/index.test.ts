import { describe, expect, it } from 'vitest';
import { chassisHints, plateTypoVariants, searchHintText, vinCheckDigit, vinCheckDigitMismatch } from './index.ts';

describe('VIN check digit', () => {
  it('computes the 9th character of a standard VIN, X for a remainder of 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('JN1AZ4EH7DM430111')).toBe('7');
  });

  it('has nothing to say about what cannot be a VIN', () => {
    expect(vinCheckDigit('1M8GDM9AXKP04278')).toBeNull(); // 16 characters
    expect(vinCheckDigit('1M8GDM9AXKP04278O')).toBeNull(); // O is never in a VIN
    expect(vinCheckDigit('KN-123')).toBeNull();
  });

  it('hints at a typo when the 9th character does not match', () => {
    expect(vinCheckDigitMismatch('1M8GDM9AXKP042788')).toBe(false);
    expect(vinCheckDigitMismatch('1M8GDM9A1KP042788')).toBe(true);
    expect(chassisHints('1M8GDM9A1KP042788')).toEqual(['VIN_CHECK_DIGIT_MISMATCH']);
  });

  it('never hints for a local chassis number that is not a standard VIN', () => {
    expect(chassisHints('PM2L25200210')).toEqual([]);
  });

  it("says the hint in the reader's language", () => {
    expect(searchHintText('en', 'VIN_CHECK_DIGIT_MISMATCH')).toMatch(/^This chassis number may have a typo/);
    expect(searchHintText('ms', 'VIN_CHECK_DIGIT_MISMATCH')).toMatch(/^Nombor casis ini mungkin tersalah taip/);
  });
});

describe('plateTypoVariants', () => {
  it('swaps look-alike characters, single swaps first, left to right', () => {
    expect(plateTypoVariants('WXY1234')).toEqual(['WXYI234', 'WXY1Z34', 'WXYIZ34']);
  });

  it('leaves a plate with no look-alikes alone', () => {
    expect(plateTypoVariants('WXY7')).toEqual([]);
  });

  it('stops at the maximum asked for', () => {
    const variants = plateTypoVariants('BMK8821', 4);
    expect(variants).toEqual(['8MK8821', 'BMKB821', 'BMK8B21', 'BMK88Z1']);
  });
});
