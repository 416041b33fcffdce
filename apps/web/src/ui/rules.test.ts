import { creditTopupForm, i18n, resetPasswordRequest, resetRequest, searchRequest } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { contractResolver, required } from './rules';

describe('contractResolver', () => {
  afterEach(() => i18n.changeLanguage('en'));
  const forgotPassword = contractResolver(resetRequest);

  it('passes a value the server would take', () => {
    expect(forgotPassword({ Email: 'aisyah@demo.carsemak.my' })).toEqual({});
  });

  it("says the contract's fault in the language on screen", async () => {
    expect(forgotPassword({ Email: '' })).toEqual({ Email: 'This field is required' });
    await i18n.changeLanguage('ms');
    expect(forgotPassword({ Email: '' })).toEqual({ Email: 'Medan ini wajib diisi' });
  });

  it("fills in the field's limit", () => {
    const payer = { paymentName: 'x'.repeat(51), paymentEmail: 'a@b.my', paymentPhone: '0123456789', CreditSetupID: 1 };
    expect(contractResolver(creditTopupForm)(payer)).toEqual({ paymentName: 'Max. 50 characters allowed.' });
  });

  it('checks a password confirmation against the password', () => {
    const reset = { email: 'a@b.my', taccode: '123456', Password: 'Demo#2026' };
    expect(contractResolver(resetPasswordRequest)({ ...reset, ConfirmPassword: '' })).toEqual({
      ConfirmPassword: 'This field is required',
    });
    expect(contractResolver(resetPasswordRequest)({ ...reset, ConfirmPassword: 'Demo#2025' })).toEqual({
      ConfirmPassword: 'Password not matched',
    });
    expect(contractResolver(resetPasswordRequest)({ ...reset, ConfirmPassword: 'Demo#2026' })).toEqual({});
  });

  it("takes a screen's own words for a code, and the contract's for the others", () => {
    const search = contractResolver(searchRequest, ({ code, field }) =>
      code === 'SEARCH_FIELD_MISSING' ? `Type a number (${field})` : undefined,
    );
    expect(search({ vehicleNo: '', vehChassisNo: '' })).toEqual({ vehicleNo: 'Type a number (vehicleNo)' });
    expect(search({ vehicleNo: 'A', vehChassisNo: 'B' })).toEqual({
      vehChassisNo: 'You are not allowed to search using both fields.',
    });
  });
});

describe('required', () => {
  it('refuses blanks and what is not text', () => {
    expect(required('  ')).toBe('This field is required');
    expect(required(undefined)).toBe('This field is required');
    expect(required('Aisyah')).toBeNull();
  });
});
