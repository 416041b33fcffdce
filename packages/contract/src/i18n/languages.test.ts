import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage, languageOfTag } from './languages.ts';

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
