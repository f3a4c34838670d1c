import fc from 'fast-check';
import { codeInWords } from '@margdarshak/contracts/assessments/codeWords';
import { describe, expect, it } from 'vitest';
import { riasecLetters, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { riasecResultSchema } from '@margdarshak/contracts/assessments/tests';
import { hollandProfiles } from '../hollandProfiles';
import { answerSets, answerSetsInTwoOrders, everyItem } from '../../../testing/answerArbitraries';
import { genuineAnswers, randomSource } from '../quality/simulatedAnswers';
import { checkPairs, presentationOrder, riasecItems, scoredItems } from './items';
import { hollandCode, riasecScores, scoreRiasec } from './scoring';

const ids = riasecItems.map((i) => i.id);
const scoreSets = fc.record(Object.fromEntries(riasecLetters.map((l) => [l, fc.integer({ min: 0, max: 40 })])) as Record<RiasecLetter, fc.Arbitrary<number>>);
const typeOf = (id: string) => riasecItems.find((item) => item.id === id)?.type;
const devanagari = /^[\u0900-\u097F\s\d,.\-'()]+$/u;
/** The same answer to every item of a type, by the type's letter. */
const byType = (values: Partial<Record<RiasecLetter, number>>, otherwise = 1) => everyItem(ids, (id) => values[typeOf(id) ?? 'R'] ?? otherwise);

describe('the RIASEC items', () => {
  it('are sixty scored activities, ten per type, and three check items, with distinct ids and texts in English and Hindi', () => {
    expect(scoredItems).toHaveLength(60);
    for (const letter of riasecLetters) expect(scoredItems.filter((i) => i.type === letter)).toHaveLength(10);
    expect(riasecItems).toHaveLength(63);
    expect(new Set(ids).size).toBe(63);
    expect(new Set(riasecItems.map((i) => i.text.en.toLowerCase())).size).toBe(63);
    expect(new Set(riasecItems.map((i) => i.text.hi)).size).toBe(63);
    for (const item of riasecItems) expect(item.text.hi).toMatch(devanagari);
  });

  it('pairs each check item with a scored item of its own type', () => {
    expect(checkPairs).toHaveLength(3);
    for (const [scored, check] of checkPairs) {
      expect(scoredItems.map((i) => i.id)).toContain(scored);
      expect(typeOf(check)).toBe(typeOf(scored));
    }
  });

  it('come in one fixed order with no two items of one type in a row, in the first ten or anywhere', () => {
    expect(ids).toEqual(presentationOrder);
    expect(new Set(riasecItems.slice(0, 10).map((i) => i.type)).size).toBe(6);
    for (let n = 1; n < riasecItems.length; n += 1) expect(riasecItems[n]?.type, `items ${n} and ${n + 1}`).not.toBe(riasecItems[n - 1]?.type);
  });

  it('place five scored items of each type in odd and five in even places, so a like / dislike rhythm scores every type alike', () => {
    for (const letter of riasecLetters) {
      const places = riasecItems.flatMap((item, n) => (item.type === letter && item.restates === undefined ? [n] : []));
      expect(places.filter((n) => n % 2 === 0)).toHaveLength(5);
    }
  });

  it('place each check item late, at least thirty items after the item it restates and at a place of the other parity', () => {
    for (const [scored, check] of checkPairs) {
      const [a, b] = [ids.indexOf(scored), ids.indexOf(check)];
      expect(b - a).toBeGreaterThanOrEqual(30);
      expect((b - a) % 2).toBe(1);
    }
  });
});

describe('RIASEC scoring', () => {
  it('answers the spec’s testData: every type 0 to 40, a code of three distinct letters, 63 questions', () => {
    fc.assert(
      fc.property(answerSets(ids), (answers) => {
        const result = riasecResultSchema.parse(scoreRiasec(answers));
        expect(new Set(result.hollandCode).size).toBe(3);
        expect(result.totalQuestions).toBe(63);
      }),
    );
  });

  it('scores 0 for all "strongly dislike" and 40 for all "strongly like"', () => {
    expect(riasecScores(everyItem(ids, () => 1))).toEqual({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 });
    expect(riasecScores(everyItem(ids, () => 5))).toEqual({ R: 40, I: 40, A: 40, S: 40, E: 40, C: 40 });
  });

  it('never lowers a type when one of its answers rises, leaves the other types alone, and never counts a check item', () => {
    fc.assert(
      fc.property(answerSets(ids), fc.constantFrom(...riasecItems), (answers, item) => {
        const before = riasecScores(answers);
        const after = riasecScores({ ...answers, [item.id]: Math.min(5, (answers[item.id] ?? 1) + 1) });
        if (item.restates === undefined) expect(after[item.type]).toBeGreaterThanOrEqual(before[item.type]);
        else expect(after).toEqual(before);
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

  it('gives the same scores, code, confidence, places, ties and quality in Hindi as in English, and every text in the language asked', () => {
    // Random answers (mostly doubtful) and simulated genuine students (codes, ties, nearest profiles, no clear code).
    const answers = fc.oneof(
      answerSets(ids),
      fc.integer({ min: 0, max: 1_000_000 }).map((seed) => genuineAnswers('riasec', randomSource(seed))),
    );
    fc.assert(
      fc.property(answers, (set) => {
        const english = scoreRiasec(set, 'en');
        const hindi = scoreRiasec(set, 'hi');
        const apartFromText = ({ summary: _s, interpretation: _i, careerSuggestions: _c, profile: _p, language: _l, ...rest }: typeof english) => rest;
        expect(apartFromText(hindi)).toEqual(apartFromText(english));
        expect(hindi.profile?.code).toBe(english.profile?.code);
        expect([english.language, hindi.language]).toEqual(['en', 'hi']);
        expect(hindi.careerSuggestions).toHaveLength(english.careerSuggestions.length);
        const texts = (r: typeof english) => [r.summary ?? '', r.interpretation, ...r.careerSuggestions, r.profile?.title ?? '', r.profile?.summary ?? ''];
        for (const text of texts(hindi)) expect(text).toMatch(/[\u0900-\u097F]/u);
        for (const text of texts(english)) expect(text).not.toMatch(/[\u0900-\u097F]/u);
        // No English sentence left in the Hindi: only letters, scores and names of exams or institutions may be Latin.
        expect(hindi.interpretation).not.toMatch(/\b(Your|the|and|is)\b/);
      }),
    );
  });
});

describe('the Holland code', () => {
  it('is always three distinct letters whose scores are at least those of the other three, highest first', () => {
    fc.assert(
      fc.property(scoreSets, (scores) => {
        const code = hollandCode(scores).split('') as RiasecLetter[];
        expect(new Set(code).size).toBe(3);
        for (const inCode of code) for (const out of riasecLetters.filter((l) => !code.includes(l))) expect(scores[inCode]).toBeGreaterThanOrEqual(scores[out]);
        expect(scores[code[0] ?? 'R']).toBeGreaterThanOrEqual(scores[code[1] ?? 'R']);
        expect(scores[code[1] ?? 'R']).toBeGreaterThanOrEqual(scores[code[2] ?? 'R']);
      }),
    );
  });

  it('orders equal scores by more "Strongly like" answers before falling back on the hexagon', () => {
    // I and A both score 30: A with five 'Strongly like' and five 'Not sure', I with ten 'Like'.
    const answers = everyItem(ids, (id) => {
      const type = typeOf(id);
      if (type === 'A') return Number(id.slice(1, 3)) % 2 === 0 ? 5 : 3;
      return type === 'I' ? 4 : type === 'S' ? 3 : 1;
    });
    const result = scoreRiasec(answers);
    expect(result).toMatchObject({ investigative: 30, artistic: 30, hollandCode: 'AIS', ties: [['A', 'I']] });
  });
});

describe('the RIASEC result', () => {
  it('gives the code’s own profile when there is one, otherwise the nearest, and says which letters differ', () => {
    const codes = new Set(hollandProfiles.map((p) => p.code));
    fc.assert(
      fc.property(answerSets(ids), (answers) => {
        const result = scoreRiasec(answers);
        expect(result.profileMatch).toBe(codes.has(result.hollandCode) ? 'exact' : 'nearest');
        if (result.profileMatch === 'exact') {
          expect(result.profile?.code).toBe(result.hollandCode);
          expect(result.profileDifferences).toEqual([]);
        } else if (result.codeConfidence !== 'none' && result.answerQuality?.verdict === 'ok') {
          expect(result.interpretation).toContain(`${codeInWords(result.profile?.code ?? '', 'en')}, ${result.profile?.title}`);
        }
        const differing = result.hollandCode.split('').filter((letter, i) => result.profile?.code[i] !== letter);
        expect(result.profileDifferences).toEqual(differing);
      }),
    );
  });

  it('suggests careers from the three types of a clear code and interprets the leading type', () => {
    const result = scoreRiasec(byType({ S: 5, A: 4, E: 3 }));
    expect(result).toMatchObject({ hollandCode: 'SAE', social: 40, artistic: 30, enterprising: 20, realistic: 0, investigative: 0, conventional: 0, codeConfidence: 'clear', ties: [] });
    expect(result.careerSuggestions).toEqual(expect.arrayContaining(['Teacher or professor', 'Graphic or product designer', 'Entrepreneur']));
    expect(result.careerSuggestions).toHaveLength(9);
    expect(result.interpretation).toMatch(/^Your strongest interest is Social \(40\/40\)/);
    expect(result.codePlaces).toEqual({ lead: 'clear', rest: 'clear' });
    expect(result.summary).toMatch(/^Clear lead: Social \(S\)\. Second and third: Artistic \(A\) and Enterprising \(E\), clear\./);
  });

  it('gives no code for the same answer to everything, and asks kindly for a retake, in English and in Hindi', () => {
    const english = scoreRiasec(everyItem(ids, () => 1));
    expect(english.codeConfidence).toBe('none');
    expect(english.answerQuality).toMatchObject({ verdict: 'doubtful', straightLined: true });
    expect(english.interpretation).toMatch(/retake the test.*\(Scores: R 0, I 0, A 0, S 0, E 0, C 0, each out of 40\.\)$/);
    expect(english.interpretation).not.toMatch(/strongest interest/);
    expect(english.summary).toContain('retake the test');
    expect(english.summary).toContain('go through it with your counsellor');
    expect(
      scoreRiasec(
        everyItem(ids, () => 1),
        'hi',
      ).summary,
    ).toContain('फिर से दीजिए');
  });

  it('calls one clearly strong interest clear however close the places after it are, and says so per place', () => {
    for (const [second, third] of [
      [4, 4],
      [4, 3],
      [3, 3],
    ] as const) {
      const result = scoreRiasec(byType({ I: 5, A: second, S: third, E: 3 }));
      expect(result.codeConfidence).toBe('clear');
      expect(result.codePlaces?.lead).toBe('clear');
      expect(result.codePlaces?.rest).toBe('close');
      expect(result.summary).toMatch(/^Clear lead: Investigative \(I\)\. Second and third: .*, close\./);
      expect(result.summary).not.toMatch(/\b[RIASEC]{3}\b/);
    }
  });

  it('names tied letters in the summary and the interpretation', () => {
    const result = scoreRiasec(byType({ I: 5, A: 5, S: 4 }, 2), 'hi');
    expect(result.ties).toEqual([['I', 'A']]);
    expect(result.codeConfidence).toBe('tentative');
    expect(result.summary).toContain('सबसे आगे: खोजी (I) और कलात्मक (A), बराबर।');
    expect(scoreRiasec(byType({ I: 5, A: 5, S: 4 }, 2)).interpretation).toMatch(/^Your strongest interests are Investigative and Artistic, tied at 40\/40. Next in your code: Social \(30\/40\)/);
    expect(scoreRiasec(byType({ S: 5, I: 3, A: 3 }, 1)).interpretation).toContain('I and A tied at 20/40, so their order in the code is not decided by your answers');
  });
});
