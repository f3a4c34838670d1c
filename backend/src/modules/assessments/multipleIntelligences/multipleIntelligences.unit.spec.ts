import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intelligences, multipleIntelligencesResultSchema } from '@margdarshak/contracts/assessments/tests';
import { answerSets, answerSetsInTwoOrders, everyItem } from '../answerArbitraries';
import { learningStrategies } from './content';
import { miItems } from './items';
import { scoreMultipleIntelligences } from './scoring';

const ids = miItems.map((i) => i.id);
const scoreOf = (answers: Record<string, number>, domain: string) => scoreMultipleIntelligences(answers).intelligenceScores.find((s) => s.domain === domain)?.score ?? 0;

describe('the Multiple Intelligences items and content', () => {
  it('has five distinct statements and study strategies for each of the eight intelligences', () => {
    expect(miItems).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    for (const domain of intelligences) {
      expect(miItems.filter((i) => i.domain === domain)).toHaveLength(5);
      expect(learningStrategies[domain].length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('Multiple Intelligences scoring', () => {
  it('answers the spec’s testData: eight means from 1 to 5, top three above the rest, strategies for the top two', () => {
    fc.assert(
      fc.property(answerSets(ids), (answers) => {
        const result = multipleIntelligencesResultSchema.parse(scoreMultipleIntelligences(answers));
        const inTop = (label: string) => result.topIntelligences.includes(label);
        const top = result.intelligenceScores.filter((s) => inTop(s.label)).map((s) => s.score);
        const rest = result.intelligenceScores.filter((s) => !inTop(s.label)).map((s) => s.score);
        expect(top).toHaveLength(3);
        expect(Math.min(...top)).toBeGreaterThanOrEqual(Math.max(...rest));
        expect(result.dominantIntelligences[0]).toBe(result.topIntelligences[0]);
        expect(result.learningStrategies.map((s) => s.label)).toEqual(result.topIntelligences.slice(0, 2));
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

  it('calls dominant every intelligence within half a point of the best', () => {
    const answers = everyItem(ids, (id) => (id.startsWith('mi-spatial') ? 5 : id.startsWith('mi-naturalist') ? (id.endsWith('1') ? 4 : 5) : 2));
    const result = scoreMultipleIntelligences(answers);
    expect(result.dominantIntelligences.map((l) => l.split(' ')[0])).toEqual(['Spatial', 'Naturalist']);
    expect(result.careerSuggestions).toEqual(expect.arrayContaining(['Architect', 'Veterinarian']));
  });
});
