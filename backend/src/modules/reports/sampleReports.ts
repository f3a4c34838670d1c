// Reports from fixed answers: `npm run report:sample`, the PDF tests and the bench all use them. Besides one report per
// test and the comprehensive one, the cases the gate must handle (issue 28): no clear code, a flat Multiple
// Intelligences profile, doubtful answers in each test, a high low-moods reading, and a report in Hindi throughout.
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { bigFiveItems, scoreBigFive } from '../assessments/bigFive/bigFive';
import { miItems } from '../assessments/multipleIntelligences/items';
import { scoreMultipleIntelligences } from '../assessments/multipleIntelligences/scoring';
import { riasecItems } from '../assessments/riasec/items';
import { scoreRiasec } from '../assessments/riasec/scoring';
import type { ReportInput } from './reportDocument';

const fixed = (ids: string[], pick: (id: string, i: number) => number) => Object.fromEntries(ids.map((id, i) => [id, pick(id, i)]));
const riasecIds = riasecItems.map((i) => i.id);
const miIds = miItems.map((i) => i.id);
const bigFive = bigFiveItems('en');

/** The same varied answers to every type's items, each type in its own order: six equal scores, and no pattern. */
const evenly = [4, 3, 4, 2, 3, 4, 3, 4, 2, 3];
const balanced = (ids: string[], groupOf: (id: string) => string) => {
  const seen = new Map<string, number>();
  return fixed(ids, (id) => {
    const group = groupOf(id);
    const n = seen.get(group) ?? 0;
    seen.set(group, n + 1);
    return evenly[(n * 3 + group.length) % evenly.length] ?? 3;
  });
};

export function sampleResults(language: TestLanguage = 'en') {
  const riasec = scoreRiasec(fixed(riasecIds, (id) => (id.startsWith('i') ? 5 : id.startsWith('a') ? 4 : id.startsWith('s') ? 4 : id.startsWith('r') ? 2 : 1)), language);
  const multipleIntelligences = scoreMultipleIntelligences(fixed(miIds, (id, i) => (id.includes('logical') ? 5 : id.includes('spatial') ? 4 : (i % 3) + 2)), language);
  const bigfive = scoreBigFive(fixed(bigFive.map((i) => i.id), (_, i) => (i % 5) + 1), { age: 16, reportLanguage: language });
  return { riasec, multipleIntelligences, bigfive };
}

/** Worry and low moods described strongly, the rest varied: the helpline's case. */
const lowMoods = () =>
  scoreBigFive(fixed(bigFive.map((i) => i.id), (_, i) => {
    const item = bigFive[i];
    if (item?.domain === 'N') return item.keyed === 'plus' ? 5 : 1;
    return ((i * 7) % 5) + 1;
  }), { age: 16 });

/**
 * A result as the answer-quality check marks careless answers (issue 28, item 2): scored from the same answer to every
 * item, and marked doubtful if the scoring in this version does not mark it itself.
 */
function doubtful<T extends RiasecResult | BigFiveResult | MultipleIntelligencesResult>(result: T): T {
  const quality = result.answerQuality ?? { straightLined: true, inconsistencies: 0, pairs: 0 };
  return { ...result, answerQuality: { ...quality, verdict: 'doubtful', flags: quality.flags?.length ? quality.flags : ['longString'] } };
}
const sameAnswer = (ids: string[], value: number) => fixed(ids, () => value);

const base = { studentName: 'Aditi Sharma', sessionDate: '2026-12-05T04:30:00.000Z', counsellorName: 'Meera Iyer', counsellorNotes: 'Aditi enjoys explaining science to others. We agreed she will try the IISER Aptitude Test alongside NEET, and spend the summer volunteering at a health camp.' };

export const sampleNames = [
  'riasec',
  'bigfive',
  'multiple_intelligences',
  'comprehensive',
  'comprehensive-hindi',
  'no-clear-code',
  'flat-mi',
  'doubtful-riasec',
  'doubtful-bigfive',
  'doubtful-mi',
  'low-moods',
] as const;
export type SampleName = (typeof sampleNames)[number];

export function sampleReportInputs(): Record<SampleName, ReportInput> {
  const r = sampleResults();
  const hi = sampleResults('hi');
  const comprehensive = { ...base, packageName: 'Comprehensive', riasec: r.riasec, bigfive: r.bigfive, multipleIntelligences: r.multipleIntelligences };
  return {
    riasec: { ...base, packageName: 'Basic', riasec: r.riasec },
    bigfive: { ...base, packageName: 'Comprehensive', bigfive: r.bigfive },
    multiple_intelligences: { ...base, packageName: 'Advanced', multipleIntelligences: r.multipleIntelligences },
    comprehensive,
    // Every test taken in Hindi, a Hindi name and a Hindi note: the report is written in Hindi, shaped, and reads back.
    'comprehensive-hindi': {
      ...base,
      studentName: 'अनन्या शर्मा',
      counsellorName: 'प्रिया त्रिपाठी',
      counsellorNotes: 'अनन्या को विज्ञान और कला दोनों में रुचि है। अगले तीन महीनों में वह स्कूल की विज्ञान प्रदर्शनी में भाग लेगी और एक चित्रकला कार्यशाला आज़माएगी।',
      packageName: 'Comprehensive',
      riasec: hi.riasec,
      bigfive: hi.bigfive,
      multipleIntelligences: hi.multipleIntelligences,
      stage: { classLevel: 'class_10', board: 'cbse', medium: 'hindi' },
    },
    'no-clear-code': { ...base, packageName: 'Basic', riasec: scoreRiasec(balanced(riasecIds, (id) => id.charAt(0))), counsellorNotes: '' },
    'flat-mi': { ...base, packageName: 'Advanced', riasec: r.riasec, multipleIntelligences: scoreMultipleIntelligences(balanced(miIds, (id) => id.replace(/\d+$/, ''))) },
    'doubtful-riasec': { ...comprehensive, riasec: doubtful(scoreRiasec(sameAnswer(riasecIds, 5))) },
    'doubtful-bigfive': { ...comprehensive, bigfive: doubtful(scoreBigFive(sameAnswer(bigFive.map((i) => i.id), 5), { age: 16 })) },
    'doubtful-mi': { ...comprehensive, multipleIntelligences: doubtful(scoreMultipleIntelligences(sameAnswer(miIds, 4))) },
    'low-moods': { ...comprehensive, bigfive: lowMoods(), stage: { classLevel: 'class_10', board: 'cbse', medium: 'english' } },
  };
}
