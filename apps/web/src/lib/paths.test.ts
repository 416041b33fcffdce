import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnUrl } from './paths';

describe('safeReturnUrl', () => {
  it('returns to a page of this site, with its query', () => {
    expect(safeReturnUrl('/check/checklist')).toBe('/check/checklist');
    expect(safeReturnUrl('/check/checklist?vehicleNo=WXY1234')).toBe('/check/checklist?vehicleNo=WXY1234');
  });

  it('never sends the user to another site after login', () => {
    expect(safeReturnUrl('//evil.example/account/login')).toBeUndefined();
    expect(safeReturnUrl('/\\evil.example')).toBeUndefined();
    expect(safeReturnUrl('https://evil.example/')).toBeUndefined();
    expect(safeReturnUrl('javascript:alert(1)')).toBeUndefined();
  });

  it('has nowhere to return to without a value', () => {
    expect(safeReturnUrl(null)).toBeUndefined();
    expect(safeReturnUrl('')).toBeUndefined();
  });
});

describe('loginPath', () => {
  it('keeps the page to come back to, encoded, and safeReturnUrl gives it back', () => {
    const login = loginPath('/check/check/abc?x=1&y=2');
    expect(login).toBe('/account/login?returnUrl=%2Fcheck%2Fcheck%2Fabc%3Fx%3D1%26y%3D2');
    const returnUrl = new URL(login, 'http://localhost').searchParams.get('returnUrl');
    expect(safeReturnUrl(returnUrl)).toBe('/check/check/abc?x=1&y=2');
  });
});
