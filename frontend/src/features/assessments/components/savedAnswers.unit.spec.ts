import { describe, expect, it } from 'vitest';
import { loadAnswers, onlyItems, saveAnswers, unanswered } from './savedAnswers';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('saved answers', () => {
  it('round-trips valid answers and drops anything else', () => {
    const storage = memory();
    saveAnswers('riasec:free', { r01: 3, r02: 5 }, storage);
    expect(loadAnswers('riasec:free', storage)).toEqual({ r01: 3, r02: 5 });
    storage.setItem('assessment:broken', '{"r01": 9, "r02": "x", "r03": 2}');
    expect(loadAnswers('broken', storage)).toEqual({ r03: 2 });
    storage.setItem('assessment:bad-json', '{');
    expect(loadAnswers('bad-json', storage)).toEqual({});
  });

  it('keeps only the answers to the test’s current items (an item reworded since has a new id)', () => {
    expect(onlyItems(['a', 'c'], { a: 1, b: 2, c: 3 })).toEqual({ a: 1, c: 3 });
  });

  it('lists what is left, in order', () => {
    expect(unanswered(['a', 'b', 'c'], { b: 1 })).toEqual(['a', 'c']);
  });
});
