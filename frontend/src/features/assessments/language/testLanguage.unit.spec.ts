import { describe, expect, it } from 'vitest';
import { readTestLanguage, rememberTestLanguage } from './testLanguage';

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
