import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roles } from '@margdarshak/contracts/api/shapes';
import { languageToCarry, pickLanguage, readChosenLanguage, readTestLanguage, rememberTestLanguage } from './testLanguage';

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

  it('tells a browser that chose nothing from one that chose English', () => {
    const storage = memory();
    expect(readChosenLanguage(storage)).toBeUndefined();
    rememberTestLanguage('en', storage);
    expect(readChosenLanguage(storage)).toBe('en');
    storage.setItem('assessment:language', 'fr');
    expect(readChosenLanguage(storage)).toBeUndefined();
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

describe('the browser’s choice carried to the account', () => {
  const language = fc.constantFrom('en' as const, 'hi' as const);
  const unknown = fc.constantFrom(undefined, null, '', 'fr', 'HI');
  const family = fc.constantFrom('student' as const, 'parent' as const);

  it('is the browser’s choice when a signed-in account has never chosen', () => {
    expect(languageToCarry({ role: 'student', account: undefined, chosen: 'hi' })).toBe('hi');
    fc.assert(fc.property(family, unknown, language, (role, account, chosen) => languageToCarry({ role, account, chosen }) === chosen));
  });

  it('is nothing for an account that chose, a visitor, a counsellor, admin or auditor, or a browser that chose nothing', () => {
    expect(languageToCarry({ role: 'student', account: 'en', chosen: 'hi' })).toBeUndefined();
    expect(languageToCarry({ role: 'counsellor', account: undefined, chosen: 'hi' })).toBeUndefined();
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...roles), { nil: undefined }), fc.oneof(language, unknown), fc.option(language, { nil: undefined }), (role, account, chosen) => {
        const carried = languageToCarry({ role, account, chosen });
        const accountChose = account === 'en' || account === 'hi';
        const readsFamilyPages = role === 'student' || role === 'parent';
        return !readsFamilyPages || accountChose || chosen === undefined ? carried === undefined : carried === chosen;
      }),
    );
  });

  it('then makes the page speak the carried language, and a chosen account still outranks the browser', () => {
    fc.assert(
      fc.property(fc.option(language, { nil: undefined }), language, (account, chosen) => {
        const carried = languageToCarry({ role: 'parent', account, chosen });
        const page = pickLanguage({ url: null, account: account ?? carried, stored: chosen });
        return page === (account ?? chosen);
      }),
    );
  });
});
