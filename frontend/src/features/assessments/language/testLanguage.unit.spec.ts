import { describe, expect, it } from 'vitest';
import { pickLanguage, readTestLanguage, rememberTestLanguage } from './testLanguage';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('the remembered test language', () => {
  it('is English until Hindi is chosen, then Hindi', () => {
    const storage = memory();
    expect(readTestLanguage(storage)).toBe('en');
    rememberTestLanguage('hi', storage);
    expect(readTestLanguage(storage)).toBe('hi');
  });

  it('reads anything it does not know, or a browser that keeps nothing, as English', () => {
    const storage = memory();
    storage.setItem('assessment:language', 'fr');
    expect(readTestLanguage(storage)).toBe('en');
    expect(readTestLanguage(undefined)).toBe('en');
    expect(
      readTestLanguage({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('en');
  });
});

describe('the language a page speaks', () => {
  it('is the address’s ?lang= first, then the account’s, then this browser’s', () => {
    expect(pickLanguage({ url: 'hi', account: 'en', stored: 'en' })).toBe('hi');
    expect(pickLanguage({ url: 'en', account: 'hi', stored: 'hi' })).toBe('en');
    expect(pickLanguage({ url: null, account: 'hi', stored: 'en' })).toBe('hi');
    expect(pickLanguage({ url: null, account: undefined, stored: 'hi' })).toBe('hi');
  });

  it('ignores a ?lang= or an account language it does not know', () => {
    expect(pickLanguage({ url: 'fr', account: 'xx', stored: 'hi' })).toBe('hi');
    expect(pickLanguage({ url: 'HI', account: null, stored: 'en' })).toBe('en');
  });
});
