import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riasecLetters, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { riasecResultSchema } from '@margdarshak/contracts/assessments/tests';
import { hollandProfiles } from '../hollandProfiles';
import { answerSets, answerSetsInTwoOrders, everyItem } from '../answerArbitraries';
import { riasecItems } from './items';
import { hollandCode, riasecScores, scoreRiasec } from './scoring';

const ids = riasecItems.map((i) => i.id);
const scoreSets = fc.record(Object.fromEntries(riasecLetters.map((l) => [l, fc.integer({ min: 0, max: 40 })])) as Record<RiasecLetter, fc.Arbitrary<number>>);

describe('the RIASEC items', () => {
  it('are sixty activities, ten per type, with distinct ids and texts', () => {
    expect(riasecItems).toHaveLength(60);
    for (const letter of riasecLetters) expect(riasecItems.filter((i) => i.type === letter)).toHaveLength(10);
    expect(new Set(ids).size).toBe(60);
    expect(new Set(riasecItems.map((i) => i.text.toLowerCase())).size).toBe(60);
  });
});

describe('RIASEC scoring', () => {
  it('answers the spec’s testData: every type 0 to 40, a code of three distinct letters, 60 questions', () => {
    fc.assert(
      fc.property(answerSets(ids), (answers) => {
        const result = riasecResultSchema.parse(scoreRiasec(answers));
        expect(new Set(result.hollandCode).size).toBe(3);
        expect(result.totalQuestions).toBe(60);
      }),
    );
  });

  it('scores 0 for all "strongly dislike" and 40 for all "strongly like"', () => {
    expect(riasecScores(everyItem(ids, () => 1))).toEqual({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 });
    expect(riasecScores(everyItem(ids, () => 5))).toEqual({ R: 40, I: 40, A: 40, S: 40, E: 40, C: 40 });
  });

  it('never lowers a type when one of its answers rises, and leaves the other types alone', () => {
    fc.assert(
      fc.property(answerSets(ids), fc.constantFrom(...riasecItems), (answers, item) => {
        const before = riasecScores(answers);
        const after = riasecScores({ ...answers, [item.id]: Math.min(5, (answers[item.id] ?? 1) + 1) });
        expect(after[item.type]).toBeGreaterThanOrEqual(before[item.type]);
        for (const letter of riasecLetters) if (letter !== item.type) expect(after[letter]).toBe(before[letter]);
      }),
    );
  });

  it('does not depend on the order the answers arrive in', () => {
    fc.assert(
      fc.property(answerSetsInTwoOrders(ids), ([answers, shuffled]) => {
        expect(scoreRiasec(shuffled)).toEqual(scoreRiasec(answers));
      }),
    );
  });
});

describe('the Holland code', () => {
  it('is always three distinct letters whose scores are at least those of the other three', () => {
    fc.assert(
      fc.property(scoreSets, (scores) => {
        const code = hollandCode(scores).split('') as RiasecLetter[];
        expect(code).toHaveLength(3);
        expect(new Set(code).size).toBe(3);
        for (const inCode of code) for (const out of riasecLetters.filter((l) => !code.includes(l))) expect(scores[inCode]).toBeGreaterThanOrEqual(scores[out]);
        expect(scores[code[0] ?? 'R']).toBeGreaterThanOrEqual(scores[code[1] ?? 'R']);
        expect(scores[code[1] ?? 'R']).toBeGreaterThanOrEqual(scores[code[2] ?? 'R']);
      }),
    );
  });

  it('breaks ties in R, I, A, S, E, C order', () => {
    expect(hollandCode({ R: 10, I: 10, A: 10, S: 10, E: 10, C: 10 })).toBe('RIA');
    expect(hollandCode({ R: 1, I: 30, A: 2, S: 30, E: 0, C: 29 })).toBe('ISC');
    expect(hollandCode({ R: 5, I: 5, A: 5, S: 20, E: 20, C: 5 })).toBe('SER');
    fc.assert(
      fc.property(scoreSets, (scores) => {
        const code = hollandCode(scores).split('') as RiasecLetter[];
        for (let i = 0; i + 1 < code.length; i += 1) {
          const [a, b] = [code[i] ?? 'R', code[i + 1] ?? 'R'];
          if (scores[a] === scores[b]) expect(riasecLetters.indexOf(a)).toBeLessThan(riasecLetters.indexOf(b));
        }
      }),
    );
  });
});

describe('the RIASEC result', () => {
  it('gives the code’s own profile when there is one, otherwise the nearest, and says which', () => {
    const codes = new Set(hollandProfiles.map((p) => p.code));
    fc.assert(
      fc.property(answerSets(ids), (answers) => {
        const result = scoreRiasec(answers);
        expect(result.profileMatch).toBe(codes.has(result.hollandCode) ? 'exact' : 'nearest');
        if (result.profileMatch === 'exact') expect(result.profile.code).toBe(result.hollandCode);
        else expect(result.interpretation).toContain(`closest one to your six scores: ${result.profile.code}`);
      }),
    );
  });

  it('suggests careers from the three types of the code and interprets the leading type', () => {
    const answers = everyItem(ids, (id) => ({ s: 5, a: 4, e: 3 })[id[0] ?? ''] ?? 1);
    const result = scoreRiasec(answers);
    expect(result).toMatchObject({ hollandCode: 'SAE', social: 40, artistic: 30, enterprising: 20, realistic: 0, investigative: 0, conventional: 0 });
    expect(result.careerSuggestions).toEqual(expect.arrayContaining(['Teacher or professor', 'Graphic or product designer', 'Entrepreneur']));
    expect(result.careerSuggestions).toHaveLength(9);
    expect(result.interpretation).toMatch(/^Your strongest interest is Social \(40\/40\)/);
  });
});
