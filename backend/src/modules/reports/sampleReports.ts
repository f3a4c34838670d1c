// Reports from fixed answers: `npm run report:sample`, the PDF tests and the bench all use them. Besides one report per
// test and the comprehensive one, the cases the gate must handle (issue 28): no clear code, a flat Multiple
// Intelligences profile, doubtful answers in each test, a high low-moods reading, a report in Hindi throughout, and
// one whose tests were taken in Hindi and English.
import type { TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';
import { bigFiveItems, scoreBigFive, miItems, scoreMultipleIntelligences, riasecItems, scoreRiasec, genuineAnswers, randomSource } from '../assessments';
import type { ReportInput } from './reportDocument';

const fixed = (ids: string[], pick: (id: string, i: number) => number) => Object.fromEntries(ids.map((id, i) => [id, pick(id, i)]));
const riasecIds = riasecItems.map((i) => i.id);
const miIds = miItems.map((i) => i.id);
const bigFive = bigFiveItems('en');

/** A simulated genuine student's answers (the answer-quality simulation's model), from a fixed seed: always the same set. */
const genuine = (testType: TestType, seed: number) => genuineAnswers(testType, randomSource(seed));
// Seeds picked by reading the results, all judged 'ok' by the answer-quality check: 29 gives a Big Five of a curious,
// cooperative student with planning in the middle and no high worry; 8 gives RIASEC answers where no interest leads;
// 1 gives MI answers where no intelligence stands out.
const SEEDS = { bigFive: 29, noClearCode: 8, flatMi: 1 } as const;

export function sampleResults(language: TestLanguage = 'en') {
  const riasec = scoreRiasec(
    fixed(riasecIds, (id) => (id.startsWith('i') ? 5 : id.startsWith('a') ? 4 : id.startsWith('s') ? 4 : id.startsWith('r') ? 2 : 1)),
    language,
  );
  const multipleIntelligences = scoreMultipleIntelligences(
    fixed(miIds, (id, i) => (id.includes('logical') ? 5 : id.includes('spatial') ? 4 : (i % 3) + 2)),
    language,
  );
  const bigfive = scoreBigFive(genuine('bigfive', SEEDS.bigFive), { age: 16, reportLanguage: language });
  return { riasec, multipleIntelligences, bigfive };
}

/** The same student's answers with worry and low moods described strongly: the helpline's case. */
const lowMoods = () => {
  const answers = genuine('bigfive', SEEDS.bigFive);
  for (const item of bigFive) {
    const own = answers[item.id] ?? 3;
    if (item.domain === 'N') answers[item.id] = item.keyed === 'plus' ? (own >= 3 ? 5 : 4) : own <= 3 ? 1 : 2;
  }
  return scoreBigFive(answers, { age: 16 });
};

/** The same answer to every item: the scoring itself judges it doubtful (issue 28, item 2). */
const sameAnswer = (ids: string[], value: number) => fixed(ids, () => value);

const base = {
  studentName: 'Aditi Sharma',
  sessionDate: '2026-12-05T04:30:00.000Z',
  counsellorName: 'Meera Iyer',
  counsellorNotes: 'Aditi enjoys explaining science to others. We agreed she will try the IISER Aptitude Test alongside NEET, and spend the summer volunteering at a health camp.',
};

export const sampleNames = [
  'riasec',
  'bigfive',
  'multiple_intelligences',
  'comprehensive',
  'comprehensive-hindi',
  'comprehensive-mixed',
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
    // The interests test taken in Hindi, the other two in English: the report is in English (most of its tests), and
    // says the interests' profile and careers in English too, worded from the code.
    'comprehensive-mixed': { ...comprehensive, riasec: hi.riasec },
    'no-clear-code': { ...base, packageName: 'Basic', riasec: scoreRiasec(genuine('riasec', SEEDS.noClearCode)), counsellorNotes: '' },
    'flat-mi': { ...base, packageName: 'Advanced', riasec: r.riasec, multipleIntelligences: scoreMultipleIntelligences(genuine('multiple_intelligences', SEEDS.flatMi)) },
    'doubtful-riasec': { ...comprehensive, riasec: scoreRiasec(sameAnswer(riasecIds, 5)) },
    'doubtful-bigfive': {
      ...comprehensive,
      bigfive: scoreBigFive(
        sameAnswer(
          bigFive.map((i) => i.id),
          5,
        ),
        { age: 16 },
      ),
    },
    'doubtful-mi': { ...comprehensive, multipleIntelligences: scoreMultipleIntelligences(sameAnswer(miIds, 4)) },
    'low-moods': { ...comprehensive, bigfive: lowMoods(), stage: { classLevel: 'class_10', board: 'cbse', medium: 'english' } },
  };
}
