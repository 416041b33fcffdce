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

  it('checks the 9th character only of North American VINs (first character 1–5)', () => {
    // A real Malaysian chassis number (the demo's BMK 8821): 17 characters whose 9th is not a check digit.
    expect(vinCheckDigit('PM2L252S002107437')).not.toBe('0');
    expect(vinCheckDigitMismatch('PM2L252S002107437')).toBe(false);
    expect(chassisHints('PM2L252S002107437')).toEqual([]);
    // A Japanese-made VIN with its 9th character off is not flagged either: outside North America it is optional.
    expect(vinCheckDigitMismatch('JN1AZ4EH1DM430111')).toBe(false);
    // A real North American VIN (Honda Accord, Ohio) passes; one character changed is flagged.
    expect(vinCheckDigitMismatch('1HGCM82633A004352')).toBe(false);
    expect(vinCheckDigitMismatch('1HGCM82633A004353')).toBe(true);
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
