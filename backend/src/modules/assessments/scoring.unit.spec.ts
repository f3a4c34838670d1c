import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riasecLetters } from '@margdarshak/contracts/assessments/hollandProfile';
import { bigFiveItems, reportLanguages, scoreBigFive } from './bigFive/bigFive';
import { hollandProfiles } from './hollandProfiles';
import { miItems } from './multipleIntelligences/items';
import { scoreMultipleIntelligences } from './multipleIntelligences/scoring';
import { riasecItems } from './riasec/items';
import { hollandCode, riasecScores, scoreRiasec } from './riasec/scoring';

const answersFor = (ids: readonly string[]) => fc.array(fc.integer({ min: 1, max: 5 }), { minLength: ids.length, maxLength: ids.length }).map((values) => Object.fromEntries(ids.map((id, i) => [id, values[i] ?? 1])));
const riasecIds = riasecItems.map((i) => i.id);
const miIds = miItems.map((i) => i.id);

describe('RIASEC scoring', () => {
  it('keeps every type within 0 to 40 and gives a code of three distinct letters', () => {
    fc.assert(
      fc.property(answersFor(riasecIds), (answers) => {
        const result = scoreRiasec(answers);
        for (const value of [result.realistic, result.investigative, result.artistic, result.social, result.enterprising, result.conventional]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(40);
        }
        expect(result.hollandCode).toMatch(/^[RIASEC]{3}$/);
        expect(new Set(result.hollandCode).size).toBe(3);
        expect(result.totalQuestions).toBe(60);
      }),
    );
  });

  it('never lowers a type when one of its answers rises', () => {
    fc.assert(
      fc.property(answersFor(riasecIds), fc.constantFrom(...riasecItems), (answers, item) => {
        const before = riasecScores(answers)[item.type];
        const raised = { ...answers, [item.id]: Math.min(5, (answers[item.id] ?? 1) + 1) };
        expect(riasecScores(raised)[item.type]).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('does not depend on the order the answers arrive in', () => {
    fc.assert(
      fc.property(answersFor(riasecIds), (answers) => {
        const reversed = Object.fromEntries(Object.entries(answers).reverse());
        expect(scoreRiasec(reversed)).toEqual(scoreRiasec(answers));
      }),
    );
  });

  it('orders the code by score, ties in R-I-A-S-E-C order, and ranks the code’s letters above the rest', () => {
    expect(hollandCode({ R: 10, I: 10, A: 10, S: 10, E: 10, C: 10 })).toBe('RIA');
    expect(hollandCode({ R: 1, I: 30, A: 2, S: 30, E: 0, C: 29 })).toBe('ISC');
    fc.assert(
      fc.property(fc.record(Object.fromEntries(riasecLetters.map((l) => [l, fc.integer({ min: 0, max: 40 })])) as Record<(typeof riasecLetters)[number], fc.Arbitrary<number>>), (scores) => {
        const code = hollandCode(scores).split('') as (typeof riasecLetters)[number][];
        const others = riasecLetters.filter((l) => !code.includes(l));
        for (const inCode of code) for (const out of others) expect(scores[inCode]).toBeGreaterThanOrEqual(scores[out]);
      }),
    );
  });

  it('finds the exact profile when there is one, and the nearest by scores otherwise', () => {
    const codes = new Set(hollandProfiles.map((p) => p.code));
    fc.assert(
      fc.property(answersFor(riasecIds), (answers) => {
        const result = scoreRiasec(answers);
        expect(result.profileMatch).toBe(codes.has(result.hollandCode) ? 'exact' : 'nearest');
        if (result.profileMatch === 'exact') expect(result.profile.code).toBe(result.hollandCode);
      }),
    );
    // R, A, C strongest: RAC has no profile of its own.
    const answers = Object.fromEntries(riasecItems.map((i) => [i.id, i.type === 'R' ? 5 : i.type === 'A' ? 4 : i.type === 'C' ? 3 : 1]));
    const result = scoreRiasec(answers);
    expect(result.hollandCode).toBe('RAC');
    expect(result.profileMatch).toBe('nearest');
    expect(result.profile.code[0]).toBe('R');
  });
});

describe('Multiple Intelligences scoring', () => {
  it('keeps every mean within 1 to 5, ranks the top three, and names a strategy for the top two', () => {
    fc.assert(
      fc.property(answersFor(miIds), (answers) => {
        const result = scoreMultipleIntelligences(answers);
        expect(result.intelligenceScores).toHaveLength(8);
        for (const s of result.intelligenceScores) {
          expect(s.score).toBeGreaterThanOrEqual(1);
          expect(s.score).toBeLessThanOrEqual(5);
        }
        const top = result.intelligenceScores.filter((s) => result.topIntelligences.includes(s.label)).map((s) => s.score);
        const rest = result.intelligenceScores.filter((s) => !result.topIntelligences.includes(s.label)).map((s) => s.score);
        expect(Math.min(...top)).toBeGreaterThanOrEqual(Math.max(...rest));
        expect(result.dominantIntelligences.length).toBeGreaterThanOrEqual(1);
        expect(result.learningStrategies).toHaveLength(2);
        expect(result.disclaimer).toMatch(/not a validated test of ability/);
      }),
    );
  });

  it('never lowers an intelligence when one of its answers rises', () => {
    fc.assert(
      fc.property(answersFor(miIds), fc.constantFrom(...miItems), (answers, item) => {
        const score = (a: Record<string, number>) => scoreMultipleIntelligences(a).intelligenceScores.find((s) => s.domain === item.domain)?.score ?? 0;
        expect(score({ ...answers, [item.id]: Math.min(5, (answers[item.id] ?? 1) + 1) })).toBeGreaterThanOrEqual(score(answers));
      }),
    );
  });
});

describe('Big Five', () => {
  const ids = bigFiveItems('en').map((i) => i.id);

  it('scores 120 items into five bars on 10, with facets and narrative free of HTML', () => {
    fc.assert(
      fc.property(answersFor(ids), (answers) => {
        const result = scoreBigFive(answers);
        for (const value of [result.openness, result.conscientiousness, result.extraversion, result.agreeableness, result.neuroticism]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(10);
        }
        expect(result.narrative).toHaveLength(5);
        for (const domain of result.narrative) {
          expect(domain.facets).toHaveLength(6);
          expect(`${domain.description}${domain.text}${domain.facets.map((f) => f.text).join('')}`).not.toMatch(/<br/);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('reads a middling answer set as neutral under our bands, not the library’s exactly-3 rule', () => {
    const answers = Object.fromEntries(bigFiveItems('en').map((item, i) => [item.id, item.keyed === 'plus' ? (i % 2 === 0 ? 3 : 4) : i % 2 === 0 ? 3 : 2]));
    expect(scoreBigFive(answers).narrative.every((d) => d.scoreText === 'neutral')).toBe(true);
  });

  it('reports in the chosen language, refuses unknown ones, and says when the student is under 16', () => {
    const answers = Object.fromEntries(ids.map((id) => [id, 3]));
    expect(reportLanguages.map((l) => l.id)).not.toContain('hi');
    expect(scoreBigFive(answers, { reportLanguage: 'es' }).reportLanguage).toBe('es');
    expect(() => scoreBigFive(answers, { reportLanguage: 'hi' })).toThrow(/not available/);
    expect(scoreBigFive(answers, { age: 14 }).ageNotice).toMatch(/aged 16 and over/);
    expect(scoreBigFive(answers, { age: 17 }).ageNotice).toBeUndefined();
    expect(bigFiveItems('hi').length).toBe(120);
    expect(() => bigFiveItems('xx')).toThrow(/not available/);
  });
});
