import { emailField, i18n, LIMITS, requiredText } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { confirmsPassword, required, ruleOf } from './rules';

describe('ruleOf', () => {
  const emailRule = ruleOf(emailField);

  it('passes a value the server would take', () => {
    expect(emailRule('aisyah@demo.carsemak.my')).toBeNull();
  });

  it("says the contract's fault in the language on screen", async () => {
    expect(emailRule('')).toBe('This field is required');
    await i18n.changeLanguage('ms');
    expect(emailRule('')).toBe('Medan ini wajib diisi');
  });

  it("fills in the field's limit", () => {
    expect(ruleOf(requiredText(LIMITS.username))('x'.repeat(51))).toBe('Max. 50 characters allowed.');
  });
});

describe('password confirmation', () => {
  it('must be given and equal the password', () => {
    expect(confirmsPassword('', { Password: 'Demo#2026' })).toBe('This field is required');
    expect(confirmsPassword('Demo#2025', { Password: 'Demo#2026' })).not.toBeNull();
    expect(confirmsPassword('Demo#2026', { Password: 'Demo#2026' })).toBeNull();
  });
});

describe('required', () => {
  it('refuses blanks and what is not text', () => {
    expect(required('  ')).toBe('This field is required');
    expect(required(undefined)).toBe('This field is required');
    expect(required('Aisyah')).toBeNull();
  });
});
