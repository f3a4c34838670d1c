import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigFiveResultSchema, type BigFiveResult } from '@margdarshak/contracts/assessments/tests';
import { answerSets, answerSetsInTwoOrders, everyItem } from '../answerArbitraries';
import { bands, bigFiveItems, itemLanguages, reportLanguages, scoreBigFive } from './bigFive';

const items = bigFiveItems('en');
const ids = items.map((i) => i.id);
const allText = (result: BigFiveResult) => result.narrative.flatMap((d) => [d.shortDescription, d.description, d.text, ...d.facets.map((f) => f.text)]).join('\n');

describe('Big Five items and languages', () => {
  it('offers 120 items in 39 languages, Hindi among them, and report text in 15, without Hindi', () => {
    expect(items).toHaveLength(120);
    expect(itemLanguages).toHaveLength(39);
    expect(reportLanguages).toHaveLength(15);
    expect(bigFiveItems('hi').map((i) => i.id)).toEqual(ids);
    expect(reportLanguages.map((l) => l.id)).not.toContain('hi');
    expect(() => bigFiveItems('xx')).toThrow(/not available in "xx"/);
    expect(() => bigFiveItems('../en')).toThrow(/not available/);
  });

  it('is not changed by the package mutating its cached items', () => {
    const first = bigFiveItems('en')[0];
    expect(first).not.toHaveProperty('choices');
    expect(bigFiveItems('en')[0]).toBe(first);
  });
});

describe('Big Five bands', () => {
  it('call an item mean below 2.5 low, above 3.5 high, and everything between neutral', () => {
    expect(bands(2.49 * 24, 24)).toBe('low');
    expect(bands(2.5 * 24, 24)).toBe('neutral');
    expect(bands(3.5 * 24, 24)).toBe('neutral');
    expect(bands(3.51 * 24, 24)).toBe('high');
  });

  it('read a middling answer set as neutral, where the library’s own bands would not', () => {
    // Six of each domain's 24 items lean one step towards the trait, the rest answer 3: every domain's mean is 3.25,
    // which the library's default bands would call high.
    const leaning = new Map<string, number>();
    const answers = everyItem(ids, (_, i) => {
      const item = items[i];
      if (!item || (leaning.get(item.domain) ?? 0) >= 6) return 3;
      leaning.set(item.domain, (leaning.get(item.domain) ?? 0) + 1);
      return item.keyed === 'plus' ? 4 : 2;
    });
    const result = scoreBigFive(answers);
    expect(result.narrative.map((d) => d.score)).toEqual([5.6, 5.6, 5.6, 5.6, 5.6]);
    expect(result.narrative.every((d) => d.scoreText === 'neutral')).toBe(true);
  });
});

describe('Big Five scoring', () => {
  it('answers five bars on 10 and a narrative per domain with six facets, free of HTML and stray line wraps', () => {
    fc.assert(
      fc.property(answerSets(ids), (answers) => {
        const result = bigFiveResultSchema.parse(scoreBigFive(answers));
        expect(result.narrative.map((d) => d.domain)).toEqual(['O', 'C', 'E', 'A', 'N']);
        expect(result.openness).toBe(result.narrative[0]?.score);
        const text = allText(result);
        expect(text).not.toMatch(/<[a-z/]/i);
        expect(text).not.toMatch(/[a-z,]\n[a-z]/);
      }),
      { numRuns: 30 },
    );
  });

  it('reverses minus-keyed items: only agreeing with the plus-keyed ones fills every bar', () => {
    for (const domain of scoreBigFive(everyItem(ids, () => 5)).narrative) expect(domain.score).toBeLessThan(10);
    const agreeing = everyItem(ids, (_, i) => (items[i]?.keyed === 'plus' ? 5 : 1));
    expect(scoreBigFive(agreeing)).toMatchObject({ openness: 10, conscientiousness: 10, extraversion: 10, agreeableness: 10, neuroticism: 10 });
  });

  it('never lowers a domain when a plus-keyed answer rises, nor raises it when a minus-keyed one does', () => {
    const bar = (result: BigFiveResult, domain: string) => result.narrative.find((d) => d.domain === domain)?.score ?? 0;
    fc.assert(
      fc.property(answerSets(ids), fc.constantFrom(...items), (answers, item) => {
        const raised = { ...answers, [item.id]: Math.min(5, (answers[item.id] ?? 1) + 1) };
        const [before, after] = [bar(scoreBigFive(answers), item.domain), bar(scoreBigFive(raised), item.domain)];
        if (item.keyed === 'plus') expect(after).toBeGreaterThanOrEqual(before);
        else expect(after).toBeLessThanOrEqual(before);
      }),
      { numRuns: 40 },
    );
  });

  it('does not depend on the order the answers arrive in', () => {
    fc.assert(
      fc.property(answerSetsInTwoOrders(ids), ([answers, shuffled]) => {
        expect(scoreBigFive(shuffled)).toEqual(scoreBigFive(answers));
      }),
      { numRuns: 20 },
    );
  });

  it('writes the report in the chosen language, says which, and refuses one it does not have', () => {
    const answers = everyItem(ids, () => 3);
    expect(scoreBigFive(answers).reportLanguage).toBe('en');
    const spanish = scoreBigFive(answers, { reportLanguage: 'es' });
    expect(spanish.reportLanguage).toBe('es');
    expect(spanish.narrative[0]?.title).not.toBe(scoreBigFive(answers).narrative[0]?.title);
    expect(() => scoreBigFive(answers, { reportLanguage: 'hi' })).toThrow(/not available in "hi"/);
  });

  it('adds a plain notice for a student under 16, and none from 16', () => {
    const answers = everyItem(ids, () => 3);
    expect(scoreBigFive(answers, { age: 14 }).ageNotice).toMatch(/validated with people aged 16 and over/);
    expect(scoreBigFive(answers, { age: 16 }).ageNotice).toBeUndefined();
    expect(scoreBigFive(answers).ageNotice).toBeUndefined();
  });
});
