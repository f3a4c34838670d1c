// Issue 28, "the PDF, web result and parent view agree for every generated result": for answers of every kind, scored
// by the real scoring functions in English or Hindi and released as the server holds them (through the gate), the web
// result the student reads, the one the counsellor reads, the PDF and the parent's view (GET /api/reports/:id for a
// linked parent) show the same things: the state (a reading, doubtful answers, no clear code, a flat profile), the code
// in words, the profile and its interests, which careers, the streams, which intelligences stand out and get ideas, the
// Big Five readings and high facets, and the helpline. Lives above backend and frontend, the one place that may import
// both (docs/decisions/0093).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReportView } from '@margdarshak/contracts/api/personalityTests';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestLanguage, TestType } from '@margdarshak/contracts/assessments/tests';
import { resultInLanguage } from '@margdarshak/backend/modules/assessments/index';
import { languagesTaken, releasedView, reportAnswers, scoredInput, type ReportAnswers } from '@margdarshak/backend/testing/reportArbitraries';
import type { ReportInput } from '@margdarshak/backend/modules/reports/reportDocument';
import type { ResultAudience } from '@margdarshak/frontend/src/features/assessments/results/audience';
import { documentShown, gateStates, parentLines, pdfLines } from './documentShown';
import type { Shown } from './shown';
import { webBigFive, webMi, webRiasec } from './webShown';

type Readers = ReportAnswers['languages'];

/** The web result of each test in a released report, as one reader sees it (the student's report page, the counsellor's dialog), each test in `readers`' language. */
function webShown({ results }: ReportView, scored: ReportInput, audience: ResultAudience, readers: Readers): Shown {
  return {
    ...(results.riasec && scored.riasec && { riasec: webRiasec(results.riasec, scored.riasec, audience, readers.riasec) }),
    ...(results.multiple_intelligences && { mi: webMi(results.multiple_intelligences, audience, readers.mi) }),
    ...(results.bigfive && scored.bigfive && { bigfive: webBigFive(results.bigfive, scored.bigfive, audience, readers.bigfive) }),
  };
}

/**
 * The counsellor's toggle to `language`: each stored result (the scored one, with its answers) as the server answers it
 * in that language (assessments resultInLanguage.ts: re-scored, its figures checked, through resultAsRead), as a report.
 */
function toggled(answers: ReportAnswers, scored: ReportInput, language: TestLanguage): ReportInput {
  const inLanguage = <T>(testType: TestType, testData: RiasecResult | MultipleIntelligencesResult | BigFiveResult, given: Readonly<Record<string, number>>): T => {
    const answer = resultInLanguage({ testType, testData, answers: given }, language);
    // Results scored today are always worded anew: the fallback to the stored words is for older scoring versions.
    expect({ [testType]: answer.inLanguage }).toEqual({ [testType]: true });
    return answer.detailedResults as T;
  };
  return {
    ...scored,
    ...(scored.riasec && answers.riasec && { riasec: inLanguage<RiasecResult>('riasec', scored.riasec, answers.riasec) }),
    ...(scored.multipleIntelligences && answers.mi && { multipleIntelligences: inLanguage<MultipleIntelligencesResult>('multiple_intelligences', scored.multipleIntelligences, answers.mi) }),
    ...(scored.bigfive && answers.bigfive && { bigfive: inLanguage<BigFiveResult>('bigfive', scored.bigfive, answers.bigfive) }),
  };
}

const all = (language: TestLanguage): Readers => ({ riasec: language, mi: language, bigfive: language });

describe('the PDF, the web result and the parent view agree', () => {
  it('show the same state, code, profile, careers, intelligences, readings and helpline for any scored answers', { timeout: 60_000 }, () => {
    const met = new Map<string, number>();
    const meet = (what: string) => met.set(what, (met.get(what) ?? 0) + 1);
    fc.assert(
      fc.property(reportAnswers, fc.option(fc.constantFrom<TestLanguage>('en', 'hi'), { nil: undefined }), (answers, counsellorToggles) => {
        const scored = scoredInput(answers);
        const released = releasedView(scored);
        const pdf = documentShown(pdfLines(released), scored);
        // Every surface against the PDF, each named, so a failure says which one parted. Each says it in its own
        // language (the document in the report's, a web result in its test's), so what is compared is identities.
        expect({ parent: documentShown(parentLines(released), scored) }).toEqual({ parent: pdf });
        expect({ student: webShown(released, scored, 'student', answers.languages) }).toEqual({ student: pdf });
        if (counsellorToggles) {
          // The counsellor's toggle, as the server answers it: the same facts, in that language, as this PDF shows and
          // as that language's PDF shows. `scored` in that language is only what a surface might wrongly show.
          const inOther = scoredInput(answers, counsellorToggles);
          const twin = releasedView(toggled(answers, scored, counsellorToggles));
          expect({ counsellorToggled: webShown(twin, inOther, 'counsellor', all(counsellorToggles)) }).toEqual({ counsellorToggled: pdf });
          expect({ pdfOfToggled: documentShown(pdfLines(twin), inOther) }).toEqual({ pdfOfToggled: pdf });
        } else {
          expect({ counsellor: webShown(released, scored, 'counsellor', answers.languages) }).toEqual({ counsellor: pdf });
        }
        // And the state they agree on is the gate's: the agreement is not that all of them show nothing.
        expect({ riasec: pdf.riasec?.state, mi: pdf.mi?.state, bigfive: pdf.bigfive?.state }).toEqual(gateStates(scored));
        if (pdf.riasec) meet(`riasec ${pdf.riasec.state}`);
        if (pdf.mi) meet(`mi ${pdf.mi.state}`);
        if (pdf.bigfive) meet(`bigfive ${pdf.bigfive.state}${pdf.bigfive.helpline ? ' helpline' : ''}`);
        const languages = new Set(languagesTaken(answers));
        meet(languages.size > 1 ? 'mixed' : [...languages].join());
        if (languages.size > 1 && pdf.riasec?.careers.length) meet('mixed careers');
        if (counsellorToggles) meet(`toggled ${counsellorToggles}`);
      }),
      // A failure is reported as found: shrinking through renders would take minutes, and the diff names the surface.
      { numRuns: 70, endOnFailure: true },
    );
    // The generated results met every state each surface has, in both languages and mixed, and the toggle both ways.
    expect([...met.keys()]).toEqual(
      expect.arrayContaining([
        'en',
        'hi',
        'mixed',
        'mixed careers',
        'toggled en',
        'toggled hi',
        'riasec read',
        'riasec doubtful',
        'riasec noCode',
        'mi read',
        'mi doubtful',
        'mi flat',
        'bigfive read',
        'bigfive read helpline',
        'bigfive doubtful',
      ]),
    );
  });
});
