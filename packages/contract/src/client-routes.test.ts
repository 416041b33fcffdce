import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes.ts';

describe('isClientRoute', () => {
  it("knows the web app's pages, whatever their letter case", () => {
    expect(isClientRoute('/check/checklist')).toBe(true);
    expect(isClientRoute('/Check/CheckList')).toBe(true);
    expect(isClientRoute('/home')).toBe(true);
  });

  it('matches a page with a value in its path, and a trailing slash', () => {
    expect(isClientRoute('/check/check/3f9c2a')).toBe(true);
    expect(isClientRoute('/verify/RPT-000123/')).toBe(true);
  });

  it('does not take a path that only starts like a page', () => {
    expect(isClientRoute('/check/check/3f9c2a/extra')).toBe(false);
    expect(isClientRoute('/check/check/')).toBe(false);
    expect(isClientRoute('/api/Check/SearchItem')).toBe(false);
    expect(isClientRoute('/nowhere')).toBe(false);
  });
});
