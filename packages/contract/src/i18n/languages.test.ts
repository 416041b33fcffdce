import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage, languageOfCookieHeader, languageOfTag } from './languages.ts';

describe('languageOfTag', () => {
  it('reads the primary language of a tag', () => {
    expect(languageOfTag('ms-MY')).toBe('ms');
    expect(languageOfTag('zh-Hans-CN')).toBe('zh');
    expect(languageOfTag('EN_gb')).toBe('en');
    expect(languageOfTag('ta-MY')).toBeUndefined();
  });
});

describe('languageOfAcceptLanguage', () => {
  it('takes the best of our languages by q-value', () => {
    expect(languageOfAcceptLanguage('ta-MY, zh-CN;q=0.8, ms;q=0.9')).toBe('ms');
    expect(languageOfAcceptLanguage('zh;q=0.5, en;q=0.5')).toBe('zh');
  });

  it('never takes a language refused with q=0', () => {
    expect(languageOfAcceptLanguage('ms;q=0, fr')).toBeUndefined();
  });

  it('answers nothing for no header', () => {
    expect(languageOfAcceptLanguage(undefined)).toBeUndefined();
    expect(languageOfAcceptLanguage('')).toBeUndefined();
  });
});

describe('languageOfCookieHeader', () => {
  it('finds the lang cookie among others', () => {
    expect(languageOfCookieHeader('session=abc; lang=zh; theme=dark')).toBe('zh');
  });

  it('ignores a cookie that names no language of ours, or only ends in lang', () => {
    expect(languageOfCookieHeader('lang=fr')).toBeUndefined();
    expect(languageOfCookieHeader('xlang=ms')).toBeUndefined();
  });
});
