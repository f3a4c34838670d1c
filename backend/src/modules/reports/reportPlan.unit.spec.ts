// The report's few lines and its plan, for any answers: they say only what the results support.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigFiveItems, scoreBigFive, miItems, scoreMultipleIntelligences, riasecItems, scoreRiasec, genuineAnswers, randomSource } from '../assessments';
import { supportsReading } from '@margdarshak/contracts/assessments/gate';
import { standingOut } from './reading';
import { stageAdvice } from './stageAdvice';
import { firstName, inSentence, listed, listedPhrases, personalityLines, planSteps, sharedCareers } from './reportPlan';

const answersFor = (ids: readonly string[]) =>
  fc.array(fc.integer({ min: 1, max: 5 }), { minLength: ids.length, maxLength: ids.length }).map((values) => Object.fromEntries(ids.map((id, i) => [id, values[i] ?? 3])));
const riasecIds = riasecItems.map((item) => item.id);
const miIds = miItems.map((item) => item.id);
const bigFiveIds = bigFiveItems('en').map((item) => item.id);
const same = (ids: readonly string[], value: number) => Object.fromEntries(ids.map((id) => [id, value]));

describe('the plan', () => {
  it('holds only steps the results support, for any answers to any tests taken', () => {
    fc.assert(
      fc.property(fc.option(answersFor(riasecIds)), fc.option(answersFor(miIds)), fc.option(answersFor(bigFiveIds)), (r, m, b) => {
        const riasec = r ? scoreRiasec(r) : undefined;
        const mi = m ? scoreMultipleIntelligences(m) : undefined;
        const bigfive = b ? scoreBigFive(b) : undefined;
        const steps = planSteps({ studentName: 'Kabir Rao', riasec, multipleIntelligences: mi, bigfive });
        expect(steps.at(-1)).toMatch(/Take stock with the counsellor/);
        for (const step of steps) expect(step).not.toMatch(/undefined|null|NaN|\(\)|: \.| {2}/);
        // A field step only where the reading stands: a code, and answers that look genuine (gate.ts).
        const readable = Boolean(riasec && supportsReading({ type: 'riasec', data: riasec }));
        const codeStep = steps.some((s) => s.includes('fit the interests'));
        expect(codeStep).toBe(readable);
        // The order's caution follows the second and third letters' place (codePlaces.rest), as the page above it says.
        if (readable) expect(steps.join(' ').includes('their order is not settled')).toBe(riasec?.codePlaces?.rest === 'close');
        if (mi && standingOut(mi).length === 0) expect(steps.join(' ')).not.toContain('enjoys most');
        expect(steps.some((s) => s.includes('stream choice'))).toBe(Boolean(readable && riasec?.profile?.recommended_streams?.length));
      }),
      { numRuns: 150 },
    );
  });

  it('names no interest field for straight-lined answers, and no favourite intelligence for a flat profile', () => {
    for (const value of [1, 3, 5]) {
      const steps = planSteps({ studentName: 'Kabir Rao', riasec: scoreRiasec(same(riasecIds, value)), multipleIntelligences: scoreMultipleIntelligences(same(miIds, value)) });
      // No clear code, or (once the answer-quality check marks straight-lining) doubtful answers: never a field.
      expect(steps[0]).toMatch(/Interests did not point one way yet|take the interests test again/);
      expect(steps.join(' ')).not.toMatch(/fit the interests|enjoys most|both the interests/i);
    }
  });

  it('ties the tests together when all three are taken', () => {
    const steps = planSteps({
      studentName: 'Kabir Rao',
      riasec: scoreRiasec(Object.fromEntries(riasecIds.map((id) => [id, id.startsWith('i') ? 5 : id.startsWith('r') ? 4 : 1]))),
      multipleIntelligences: scoreMultipleIntelligences(Object.fromEntries(miIds.map((id) => [id, id.includes('logical') ? 5 : 2]))),
      // A simulated genuine student's answers: the same answer to every item is doubtful and gives no work-style step.
      bigfive: scoreBigFive(genuineAnswers('bigfive', randomSource(29))),
    });
    expect(steps[0]).toMatch(/^Explore the fields that fit the interests Investigative \(I\)/);
    expect(steps.join(' ')).toMatch(/Kabir enjoys most \(logical-mathematical/);
    expect(steps.join(' ')).toMatch(/goal for the next three months/);
  });

  it("starts with what the student's class has to decide now, and keeps the stage's other notes before the last step", () => {
    const riasec = scoreRiasec(Object.fromEntries(riasecIds.map((id) => [id, id.startsWith('i') ? 5 : id.startsWith('r') ? 4 : 1])));
    const stage = { classLevel: 'class_10', board: 'cbse', medium: 'hindi' };
    const advice = stageAdvice(stage, 'en');
    const steps = planSteps({ studentName: 'Kabir Rao', riasec, stage });
    expect(advice.length).toBeGreaterThan(1);
    expect(steps[0]).toBe(advice[0]);
    expect(steps.slice(-advice.length, -1)).toEqual(advice.slice(1));
    expect(steps.some((s) => s.includes('stream choice'))).toBe(true);
    // Past the stream choice, no step suggests streams.
    expect(planSteps({ studentName: 'Kabir Rao', riasec, stage: { classLevel: 'class_12' } }).some((s) => s.includes('stream choice'))).toBe(false);
    const unknown = planSteps({ studentName: 'Kabir Rao', riasec });
    expect(unknown[0]).toMatch(/^Explore the fields/);
    expect(unknown.at(-2)).toBe(stageAdvice(undefined, 'en')[0]);
  });
});

describe('the few lines', () => {
  it('describes personality in two lines, naming only the traits that stood out', () => {
    fc.assert(
      fc.property(answersFor(bigFiveIds), (answers) => {
        const result = scoreBigFive(answers);
        const [first, second] = personalityLines('Meher Kaur', result);
        expect(first.startsWith("Meher's answers")).toBe(true);
        expect(second).toMatch(/compare the answers with each other/);
        expect(`${first} ${second}`).not.toMatch(/other students|many people|\byou\b/i);
        if (result.narrative.every((d) => d.scoreText === 'neutral')) expect(first).toMatch(/sit in the middle on all five/);
        else expect(first).toMatch(/describe someone/);
      }),
      { numRuns: 60 },
    );
  });

  it('finds the careers two lists share, words within words included', () => {
    expect(sharedCareers(['Software engineer', 'Doctor', 'Architect'], ['Engineer', 'Architect', 'Pilot'])).toEqual(['Software engineer', 'Architect']);
    expect(sharedCareers(['Doctor'], ['Pilot'])).toEqual([]);
  });

  it('writes lists, names and phrases as sentences do', () => {
    expect(listed(['a'])).toBe('a');
    expect(listed(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listedPhrases(['curious about ideas and experiences', 'cooperative and considerate'])).toBe('curious about ideas and experiences, and cooperative and considerate');
    expect(firstName('  अनन्या शर्मा ')).toBe('अनन्या');
    expect(inSentence('Data scientist')).toBe('data scientist');
    expect(inSentence('IAS officer')).toBe('IAS officer');
    expect(inSentence('A maths olympiad')).toBe('a maths olympiad');
  });
});
