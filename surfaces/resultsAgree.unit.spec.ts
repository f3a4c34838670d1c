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
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { releasedView, reportAnswers, scoredInput } from '@margdarshak/backend/testing/reportArbitraries';
import type { ReportInput } from '@margdarshak/backend/modules/reports/reportDocument';
import type { ResultAudience } from '@margdarshak/frontend/src/features/assessments/results/audience';
import { documentShown, gateStates, parentLines, pdfLines } from './documentShown';
import type { Shown } from './shown';
import { webBigFive, webMi, webRiasec } from './webShown';

const other = (language: TestLanguage): TestLanguage => (language === 'en' ? 'hi' : 'en');

/** The web result of each test in a released report, as one reader sees it (the student's report page, the counsellor's dialog). */
function webShown({ results }: ReportView, scored: ReportInput, audience: ResultAudience, reader: TestLanguage): Shown {
  return {
    ...(results.riasec && scored.riasec && { riasec: webRiasec(results.riasec, scored.riasec, audience, reader) }),
    ...(results.multiple_intelligences && { mi: webMi(results.multiple_intelligences, audience, reader) }),
    ...(results.bigfive && scored.bigfive && { bigfive: webBigFive(results.bigfive, scored.bigfive, audience, reader) }),
  };
}

/** What is shown, without the words it is said in: the same in both languages. */
const sansWords = ({ riasec, mi, bigfive }: Shown) => ({
  ...(riasec && { riasec: { ...riasec, strengths: riasec.strengths.length, careers: riasec.careers.length } }),
  ...(mi && { mi: { ...mi, careers: mi.careers.length } }),
  ...(bigfive && { bigfive }),
});

describe('the PDF, the web result and the parent view agree', () => {
  it('show the same state, code, profile, careers, intelligences, readings and helpline for any scored answers', { timeout: 60_000 }, () => {
    const met = new Map<string, number>();
    const meet = (what: string) => met.set(what, (met.get(what) ?? 0) + 1);
    fc.assert(
      fc.property(reportAnswers, fc.boolean(), (answers, counsellorSwitches) => {
        const scored = scoredInput(answers);
        const released = releasedView(scored);
        const pdf = documentShown(pdfLines(released), scored);
        // Every surface against the PDF, each named, so a failure says which one parted.
        expect({ parent: documentShown(parentLines(released), scored) }).toEqual({ parent: pdf });
        expect({ student: webShown(released, scored, 'student', answers.language) }).toEqual({ student: pdf });
        if (counsellorSwitches) {
          // The counsellor's toggle: the same answers worded anew in the other language (resultInLanguage.ts) show what
          // that language's PDF would, and that is what this one shows.
          const twin = scoredInput(answers, other(answers.language));
          const twinPdf = documentShown(pdfLines(releasedView(twin)), twin);
          expect({ counsellorInOtherLanguage: webShown(releasedView(twin), twin, 'counsellor', other(answers.language)) }).toEqual({ counsellorInOtherLanguage: twinPdf });
          expect({ otherLanguage: sansWords(twinPdf) }).toEqual({ otherLanguage: sansWords(pdf) });
        } else {
          expect({ counsellor: webShown(released, scored, 'counsellor', answers.language) }).toEqual({ counsellor: pdf });
        }
        // And the state they agree on is the gate's: the agreement is not that all of them show nothing.
        expect({ riasec: pdf.riasec?.state, mi: pdf.mi?.state, bigfive: pdf.bigfive?.state }).toEqual(gateStates(scored));
        if (pdf.riasec) meet(`riasec ${pdf.riasec.state}`);
        if (pdf.mi) meet(`mi ${pdf.mi.state}`);
        if (pdf.bigfive) meet(`bigfive ${pdf.bigfive.state}${pdf.bigfive.helpline ? ' helpline' : ''}`);
        meet(answers.language);
      }),
      // A failure is reported as found: shrinking through renders would take minutes, and the diff names the surface.
      { numRuns: 70, endOnFailure: true },
    );
    // The generated results met every state each surface has, in both languages.
    expect([...met.keys()]).toEqual(expect.arrayContaining(['en', 'hi', 'riasec read', 'riasec doubtful', 'riasec noCode', 'mi read', 'mi doubtful', 'mi flat', 'bigfive read', 'bigfive read helpline', 'bigfive doubtful']));
  });
});
