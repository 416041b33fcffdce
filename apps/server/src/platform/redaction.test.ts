import { describe, expect, it } from 'vitest';
import { REDACTED, redactedText, redactedUrl } from './redaction.ts';

const TOKEN = '7BWpsX2kQ9vLmN4rT8yZ1aBcDeFgHiJkLmNoPqRsTuV';

describe('redactedUrl', () => {
  it("names a route's parameters instead of their values", () => {
    expect(redactedUrl(`/share/${TOKEN}`, '/share/:token')).toBe('/share/:token');
    expect(redactedUrl('/api/Verify/CHK991231-000001/qr.svg?t=abc', '/api/Verify/:reference/qr.svg')).toBe(
      `/api/Verify/:reference/qr.svg?t=${REDACTED}`,
    );
  });

  it('keeps the query names and leaves out every value', () => {
    expect(redactedUrl('/api/Check/SearchItem?vehicleNo=BMK8821&page=2', '/api/Check/SearchItem')).toBe(
      `/api/Check/SearchItem?vehicleNo=${REDACTED}&page=${REDACTED}`,
    );
    expect(redactedUrl('/api/x?BMK8821', '/api/x')).toBe(`/api/x?${REDACTED}=${REDACTED}`);
  });

  it('keeps only plain words of an address no route has', () => {
    expect(redactedUrl(`/api/Check/Nothing/${TOKEN}`)).toBe(`/api/Check/Nothing/${REDACTED}`);
    expect(redactedUrl('/check/check/abcdefghijklmnopqrstuvwxyz')).toBe(`/check/check/${REDACTED}`);
    expect(redactedUrl('/people/someone@example.my/BMK8821')).toBe(`/people/${REDACTED}/${REDACTED}`);
  });

  it("keeps a built file's name under a wildcard route, but not a token", () => {
    expect(redactedUrl('/assets/app-abc123.js', '/assets/*')).toBe('/assets/app-abc123.js');
    expect(redactedUrl(`/assets/${TOKEN}`, '/assets/*')).toBe(`/assets/${REDACTED}`);
  });
});

describe('redactedText', () => {
  it('leaves out e-mail addresses, query values and token-like runs', () => {
    expect(redactedText(`mail to aisyah@demo.carsemak.my failed at /share/${TOKEN}?t=secret&x=1`)).toBe(
      `mail to ${REDACTED} failed at /share/${REDACTED}?t=${REDACTED}&x=${REDACTED}`,
    );
    expect(redactedText('UPDATE users set credit = $1 where id = $2')).toBe(
      'UPDATE users set credit = $1 where id = $2',
    );
  });
});
