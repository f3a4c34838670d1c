import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intelligences, multipleIntelligencesResultSchema } from '@margdarshak/contracts/assessments/tests';
import { answerSets, answerSetsInTwoOrders, everyItem } from '../../../testing/answerArbitraries';
import { ideasToTry } from './content';
import { miItems } from './items';
import { scoreMultipleIntelligences, STAND_OUT_MARGIN } from './scoring';

const ids = miItems.map((i) => i.id);
const scoreOf = (answers: Record<string, number>, domain: string) => scoreMultipleIntelligences(answers).intelligenceScores.find((s) => s.domain === domain)?.score ?? 0;

describe('the Multiple Intelligences items and content', () => {
  it('has five distinct statements, in English and Hindi, and ideas to try for each of the eight intelligences', () => {
    expect(miItems).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    expect(new Set(miItems.map((i) => i.text.en)).size).toBe(40);
    expect(new Set(miItems.map((i) => i.text.hi)).size).toBe(40);
    for (const item of miItems) expect(item.text.hi).toMatch(/^[\u0900-\u097F\s\d,.\-'()A-Z]+$/u);
    for (const domain of intelligences) {
      expect(miItems.filter((i) => i.domain === domain)).toHaveLength(5);
      expect(ideasToTry[domain].length).toBeGreaterThanOrEqual(3);
    }
  });

  it('scores no restlessness as a talent and makes no learning-style claims', () => {
    for (const item of miItems) expect(item.text.en).not.toMatch(/sit still|learn best|remember things better|more easily than text/i);
    expect(ids).not.toContain('mi-bodily-3');
    for (const ideas of Object.values(ideasToTry)) for (const idea of ideas) expect(idea).not.toMatch(/learn best|learning style|how you learn/i);
  });

  it('never puts two statements about one intelligence in a row', () => {
    for (let n = 1; n < miItems.length; n += 1) expect(miItems[n]?.domain).not.toBe(miItems[n - 1]?.domain);
  });
});

describe('Multiple Intelligences scoring', () => {
  it('answers the spec’s testData: eight means from 1 to 5, top three above the rest, ideas for the top two unless flat', () => {
    fc.assert(
      fc.property(answerSets(ids), (answers) => {
        const result = multipleIntelligencesResultSchema.parse(scoreMultipleIntelligences(answers));
        const inTop = (label: string) => result.topIntelligences.includes(label);
        const top = result.intelligenceScores.filter((s) => inTop(s.label)).map((s) => s.score);
        const rest = result.intelligenceScores.filter((s) => !inTop(s.label)).map((s) => s.score);
        expect(top).toHaveLength(3);
        expect(Math.min(...top)).toBeGreaterThanOrEqual(Math.max(...rest));
        if (result.profileShape === 'distinct') {
          expect(result.dominantIntelligences[0]).toBe(result.topIntelligences[0]);
          expect(result.learningStrategies.map((s) => s.label)).toEqual(result.topIntelligences.slice(0, 2));
        } else {
          expect(result.dominantIntelligences).toEqual([]);
          expect(result.learningStrategies).toEqual([]);
        }
        expect(result.disclaimer).toMatch(/self-report indicator of preferences, not a validated test of ability/);
      }),
    );
  });

  it('scores each intelligence as the mean of its own five answers', () => {
    const answers = everyItem(ids, (id) => (id === 'mi-musical-1' ? 5 : id.startsWith('mi-musical') ? 3 : 2));
    expect(scoreOf(answers, 'musical')).toBe(3.4);
    expect(scoreOf(answers, 'linguistic')).toBe(2);
  });

  it('never lowers an intelligence when one of its answers rises', () => {
    fc.assert(
      fc.property(answerSets(ids), fc.constantFrom(...miItems), (answers, item) => {
        expect(scoreOf({ ...answers, [item.id]: Math.min(5, (answers[item.id] ?? 1) + 1) }, item.domain)).toBeGreaterThanOrEqual(scoreOf(answers, item.domain));
      }),
    );
  });

  it('does not depend on the order the answers arrive in', () => {
    fc.assert(
      fc.property(answerSetsInTwoOrders(ids), ([answers, shuffled]) => {
        expect(scoreMultipleIntelligences(shuffled)).toEqual(scoreMultipleIntelligences(answers));
      }),
    );
  });

  it('never finds a dominant intelligence in the same answer to everything: the profile is flat and the answers doubtful', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.constantFrom('en' as const, 'hi' as const), (value, language) => {
        const result = scoreMultipleIntelligences(
          everyItem(ids, () => value),
          language,
        );
        expect(result).toMatchObject({ profileShape: 'flat', dominantIntelligences: [], learningStrategies: [], language, answerQuality: { verdict: 'doubtful' } });
        expect(result.summary).toContain(language === 'en' ? 'go through it with your counsellor' : 'काउंसलर के साथ');
      }),
    );
  });

  it('says in plain words that nothing stands out when a genuine-looking profile is flat', () => {
    // Two answers in a rhythm no index reads as careless: every intelligence gets the same mean, 3.
    const answers = everyItem(ids, (id) => (Number(id.slice(-1)) % 2 === 0 ? 2 : 4));
    const result = scoreMultipleIntelligences(answers);
    expect(result.profileShape).toBe('flat');
    expect(result.answerQuality?.verdict).toBe('ok');
    expect(result.summary).toMatch(/^Nothing stands out/);
    expect(scoreMultipleIntelligences(answers, 'hi').summary).toMatch(/^कोई एक क्षेत्र बाक़ी से आगे नहीं दिखता/);
  });

  it('calls a profile flat whenever its eight scores lie within the stand-out margin', () => {
    fc.assert(
      fc.property(answerSets(ids), (answers) => {
        const result = scoreMultipleIntelligences(answers);
        const scores = result.intelligenceScores.map((s) => s.score);
        if (Math.max(...scores) - Math.min(...scores) < STAND_OUT_MARGIN) expect(result.profileShape).toBe('flat');
        expect(result.profileShape === 'flat').toBe(result.dominantIntelligences.length === 0);
      }),
    );
  });

  it('gives the same scores in Hindi as in English, and every text (names, careers, ideas, summary, notice) in the language of the statements', () => {
    const answers = everyItem(ids, (id) => (id.includes('musical') ? 5 : 2));
    const english = scoreMultipleIntelligences(answers, 'en');
    const hindi = scoreMultipleIntelligences(answers, 'hi');
    expect(english.summary).toMatch(/^What stands out in your answers: Musical/);
    expect(hindi.summary).toContain('संगीतात्मक');
    fc.assert(
      fc.property(answerSets(ids), (set) => {
        const [en, hi] = [scoreMultipleIntelligences(set, 'en'), scoreMultipleIntelligences(set, 'hi')];
        const numbers = (r: typeof en) => ({
          scores: r.intelligenceScores.map(({ domain, score }) => ({ domain, score })),
          shape: r.profileShape,
          quality: r.answerQuality,
          ideasFor: r.learningStrategies.map((s) => s.domain),
        });
        expect(numbers(hi)).toEqual(numbers(en));
        const domainsOf = (r: typeof en, labels: string[]) => labels.map((label) => r.intelligenceScores.find((s) => s.label === label)?.domain);
        expect(domainsOf(hi, hi.dominantIntelligences)).toEqual(domainsOf(en, en.dominantIntelligences));
        expect(domainsOf(hi, hi.topIntelligences)).toEqual(domainsOf(en, en.topIntelligences));
        const texts = (r: typeof en) => [
          r.summary ?? '',
          r.disclaimer,
          ...r.intelligenceScores.map((s) => s.label),
          ...r.careerSuggestions,
          ...r.learningStrategies.flatMap((s) => [s.label, ...s.strategies]),
        ];
        for (const text of texts(hi)) expect(text).toMatch(/[\u0900-\u097F]/u);
        for (const text of texts(en)) expect(text).not.toMatch(/[\u0900-\u097F]/u);
      }),
    );
  });

  it('calls dominant every intelligence within half a point of the best and half a point above the average', () => {
    const answers = everyItem(ids, (id) => (id.startsWith('mi-spatial') ? 5 : id.startsWith('mi-naturalist') ? (id.endsWith('1') ? 4 : 5) : 2));
    const result = scoreMultipleIntelligences(answers);
    expect(result.dominantIntelligences.map((l) => l.split(' ')[0])).toEqual(['Spatial', 'Naturalist']);
    expect(result.careerSuggestions).toEqual(expect.arrayContaining(['Architect', 'Veterinarian']));
  });
});
