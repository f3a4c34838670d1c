// Issue 28, "the PDF, web result and parent view agree for every generated result": for answers of every kind, scored
// by the real scoring functions in English or Hindi, the web result the student reads, the one the counsellor reads (in
// the result's language and in the other), the PDF and the parent's view (the PDF of the results as the server sends
// them) show the same things: the state (a reading, doubtful answers, no clear code, a flat profile), the code in words,
// the profile and its interests, which careers, the streams, which intelligences stand out and get ideas, the Big Five
// readings and high facets, and the helpline. Lives above backend and frontend, the one place that may import both
// (docs/decisions.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { reportLanguageOf } from '@margdarshak/backend/modules/reports/words/index';
import { asServed, reportInputs } from '@margdarshak/backend/modules/reports/reportInputArbitraries';
import type { ReportInput } from '@margdarshak/backend/modules/reports/reportDocument';
import type { ResultAudience } from '@margdarshak/frontend/src/features/assessments/results/audience';
import { gateStates, pdfShown } from './pdfShown';
import type { Shown } from './shown';
import { webBigFive, webMi, webRiasec } from './webShown';

const other = (language: TestLanguage): TestLanguage => (language === 'en' ? 'hi' : 'en');

/** The web result of each test, as one reader sees it. */
function webShown(served: ReportInput, scored: ReportInput, audience: ResultAudience, reader: TestLanguage): Shown {
  return {
    ...(served.riasec && scored.riasec && { riasec: webRiasec(served.riasec, scored.riasec, audience, reader) }),
    ...(served.multipleIntelligences && { mi: webMi(served.multipleIntelligences, audience, reader) }),
    ...(served.bigfive && scored.bigfive && { bigfive: webBigFive(served.bigfive, scored.bigfive, audience, reader) }),
  };
}

describe('the PDF, the web result and the parent view agree', () => {
  it('show the same state, code, profile, careers, intelligences, readings and helpline for any scored answers', { timeout: 60_000 }, () => {
    const met = new Map<string, number>();
    const meet = (what: string) => met.set(what, (met.get(what) ?? 0) + 1);
    fc.assert(
      fc.property(reportInputs, fc.boolean(), (scored, counsellorSwitches) => {
        const served = asServed(scored);
        const language = reportLanguageOf(scored);
        const pdf = pdfShown(scored, scored);
        // Every surface against the PDF, each named, so a failure says which one parted. The counsellor's view toggles
        // English and Hindi: it may read the result in the other language.
        const counsellorReads = counsellorSwitches ? other(language) : language;
        expect({ parent: pdfShown(served, scored) }).toEqual({ parent: pdf });
        expect({ student: webShown(served, scored, 'student', language) }).toEqual({ student: pdf });
        expect({ [`counsellor in ${counsellorReads}`]: webShown(served, scored, 'counsellor', counsellorReads) }).toEqual({ [`counsellor in ${counsellorReads}`]: pdf });
        // And the state they agree on is the gate's: the agreement is not that all of them show nothing.
        expect({ riasec: pdf.riasec?.state, mi: pdf.mi?.state, bigfive: pdf.bigfive?.state }).toEqual(gateStates(scored));
        if (pdf.riasec) meet(`riasec ${pdf.riasec.state}`);
        if (pdf.mi) meet(`mi ${pdf.mi.state}`);
        if (pdf.bigfive) meet(`bigfive ${pdf.bigfive.state}${pdf.bigfive.helpline ? ' helpline' : ''}`);
        meet(language);
      }),
      // A failure is reported as found: shrinking through renders would take minutes, and the diff names the surface.
      { numRuns: 50, endOnFailure: true },
    );
    // The generated results met every state each surface has, in both languages.
    expect([...met.keys()]).toEqual(expect.arrayContaining(['en', 'hi', 'riasec read', 'riasec doubtful', 'riasec noCode', 'mi read', 'mi doubtful', 'mi flat', 'bigfive read', 'bigfive read helpline', 'bigfive doubtful']));
  });
});
