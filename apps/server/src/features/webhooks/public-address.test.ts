import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { literalAddressRefused, mayCall, publicLookup } from './public-address.ts';

describe('where a webhook may be sent', () => {
  it('calls public addresses only', () => {
    for (const address of ['8.8.8.8', '203.106.1.1', '2001:4860:4860::8888'])
      expect(mayCall(address, false)).toBe(true);
    for (const address of [
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.20',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.5',
      '[::ffff:192.168.0.1]',
    ]) {
      expect(mayCall(address, false), address).toBe(false);
    }
  });

  it('calls loopback only where allowed (demo mode)', () => {
    for (const address of ['127.0.0.1', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(mayCall(address, false), address).toBe(false);
      expect(mayCall(address, true), address).toBe(true);
    }
    expect(literalAddressRefused('localhost', false)).toBe(true);
    expect(literalAddressRefused('localhost', true)).toBe(false);
  });

  it('refuses an address written in the URL, leaving a name to be checked when called', () => {
    expect(literalAddressRefused('10.0.0.5', true)).toBe(true);
    expect(literalAddressRefused('[fd00::1]', true)).toBe(true);
    expect(literalAddressRefused('stock.example', false)).toBe(false);
  });

  it('refuses to connect to a name that resolves to a private address', async () => {
    const lookup = promisify(publicLookup(false));
    await expect(lookup('localhost', {})).rejects.toThrow(/not a public address/);
    await expect(promisify(publicLookup(true))('localhost', {})).resolves.toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
