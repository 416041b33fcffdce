import { describe, expect, it } from 'vitest';
import {
  emailField,
  mobileField,
  newPasswordField,
  optionalText,
  passwordProblemCodes,
  passwordStrength,
  requiredText,
} from './fields.ts';

const codesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('password rules', () => {
  it('passes a password that keeps every rule', () => {
    expect(passwordProblemCodes('Demo#2026')).toEqual([]);
    expect(passwordStrength('Demo#2026')).toBe(100);
  });

  it('lists every broken rule in the order of the specification', () => {
    expect(passwordProblemCodes('abc')).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_NEEDS_UPPERCASE',
      'PASSWORD_NEEDS_NUMBER',
      'PASSWORD_NEEDS_SPECIAL',
    ]);
  });

  it('says a password is too long rather than cutting it', () => {
    expect(passwordProblemCodes('Abcdefgh#12345678901')).toEqual([]);
    expect(passwordProblemCodes('Abcdefgh#123456789012')).toEqual(['PASSWORD_TOO_LONG']);
  });

  it('measures strength by the rules met, length limit aside', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('password')).toBe(40);
    expect(passwordStrength('Password1')).toBe(80);
    expect(passwordStrength('Abcdefgh#123456789012')).toBe(100);
  });

  it('takes a dash and the other listed characters as special', () => {
    expect(passwordProblemCodes('Demo-2026')).toEqual([]);
    expect(passwordProblemCodes('Demo~2026')).toEqual(['PASSWORD_NEEDS_SPECIAL']);
  });

  it('fails the new-password field with each broken rule', () => {
    expect(codesOf(newPasswordField.safeParse(''))).toEqual(expect.arrayContaining(['FIELD_REQUIRED']));
    expect(codesOf(newPasswordField.safeParse('demo#2026'))).toEqual(['PASSWORD_NEEDS_UPPERCASE']);
  });
});

describe('text fields', () => {
  it('trims a required text and refuses blanks and overlong ones', () => {
    expect(requiredText(10).parse('  Aisyah ')).toBe('Aisyah');
    expect(codesOf(requiredText(10).safeParse('   '))).toEqual(['FIELD_REQUIRED']);
    expect(codesOf(requiredText(10).safeParse('Aisyah binti Ali'))).toEqual(['FIELD_TOO_LONG']);
  });

  it('reads an empty or null optional text as none', () => {
    expect(optionalText(10).parse('')).toBeUndefined();
    expect(optionalText(10).parse(null)).toBeUndefined();
    expect(optionalText(10).parse(' Level 8 ')).toBe('Level 8');
  });

  it('checks and lower-cases an e-mail address', () => {
    expect(emailField.parse(' Aisyah@Demo.CarSemak.my ')).toBe('aisyah@demo.carsemak.my');
    expect(codesOf(emailField.safeParse('aisyah@demo'))).toEqual(['EMAIL_INVALID']);
  });

  it('takes a Malaysian mobile number with spaces or dashes', () => {
    expect(mobileField.parse('012-345 6789')).toBe('0123456789');
    expect(codesOf(mobileField.safeParse('012-345'))).toEqual(['MOBILE_INVALID']);
    expect(codesOf(mobileField.safeParse(''))[0]).toBe('FIELD_REQUIRED');
  });
});
