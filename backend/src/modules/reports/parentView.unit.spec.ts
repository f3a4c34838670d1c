// The parent's view speaks to the parent (issue 28, item 4), for any answers scored by the real scoring functions, in
// English and Hindi: none of its words address the student, its results are figures with no words (the same in both
// languages), it shows a profile, careers and a narrative exactly when the gate allows, and it says what the PDF says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParentReportView } from '@margdarshak/contracts/api/parentReport';
import { classLevels, schoolBoards, studyMediums } from '@margdarshak/contracts/api/students';
import { supportsReading } from '@margdarshak/contracts/assessments/gate';
import { linesOf, type Block } from './documentBlocks';
import { parentView } from './parentView';
import { firstName } from './reportPlan';
import { releasedView, reportAnswers, reportInputs, scoredInput } from '../../testing/reportArbitraries';
import { reportDocument, type ReportInput } from './reportDocument';
import { studentAddressIn } from '../../testing/studentAddress';
import { reportLanguageOf, reportWords } from './words';

const stages = fc.option(fc.record({ classLevel: fc.constantFrom(...classLevels), board: fc.constantFrom(...schoolBoards), medium: fc.constantFrom(...studyMediums) }), { nil: undefined });
const cases = fc.tuple(reportInputs, stages).map(([input, stage]): ReportInput => ({ ...input, counsellorName: 'Meera Iyer', ...(stage && { stage }) }));

/** Every string in a JSON value: the words a reader of the response could meet. */
const stringsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
};

/** The response's document as lines, read as the PDF's are (the contract's blocks are the PDF's without layout). */
const documentLines = (view: ParentReportView) => view.document.flatMap((block) => linesOf(block as Block));

describe('the parent’s view of a report', () => {
  it('never addresses the student, and its results carry no words', () => {
    fc.assert(
      fc.property(cases, (input) => {
        const view = parentView(releasedView(input), input.stage);
        expect(view.audience).toBe('parent');
        expect(stringsIn(view).flatMap(studentAddressIn)).toEqual([]);
        // The results are figures: no sentence, no name in either language, only codes and keys.
        for (const word of stringsIn(view.results)) expect(word, word).toMatch(/^[a-zA-Z]{1,16}$/);
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same figures whichever language the tests were taken in: all wording is the document’s', () => {
    fc.assert(
      fc.property(reportAnswers, (answers) => {
        const [en, hi] = (['en', 'hi'] as const).map((language) => parentView(releasedView(scoredInput(answers, language))));
        expect(hi?.results).toEqual(en?.results);
        expect(hi?.document).not.toEqual(en?.document);
      }),
      { numRuns: 100 },
    );
  });

  it('shows a profile, careers and a narrative exactly when the gate allows, and says what the PDF says, in its language', () => {
    const met = { riasec: 0, mi: 0, bigfive: 0, withheld: 0, hindi: 0 };
    fc.assert(
      fc.property(cases, (input) => {
        const view = parentView(releasedView(input), input.stage);
        const lines = documentLines(view);
        const language = reportLanguageOf(input);
        const words = reportWords[language];
        expect(view.language).toBe(language);
        // The PDF's words, from the student's results as they were scored: the very same lines.
        expect(lines).toEqual(reportDocument(input).blocks.flatMap(linesOf));

        const riasecReads = input.riasec !== undefined && supportsReading({ type: 'riasec', data: input.riasec });
        const miReads = input.multipleIntelligences !== undefined && supportsReading({ type: 'multiple_intelligences', data: input.multipleIntelligences });
        const bigFiveReads = input.bigfive !== undefined && supportsReading({ type: 'bigfive', data: input.bigfive });
        met.riasec += Number(riasecReads);
        met.mi += Number(miReads);
        met.bigfive += Number(bigFiveReads);
        met.withheld += Number(Boolean((input.riasec && !riasecReads) || (input.multipleIntelligences && !miReads) || (input.bigfive && !bigFiveReads)));
        met.hindi += Number(language === 'hi');

        expect(view.results.riasec?.profileCode).toBe(riasecReads ? input.riasec?.profile?.code : undefined);
        expect(lines.some((l) => l.startsWith(words.profileHeading('')))).toBe(riasecReads && Boolean(input.riasec?.profile));
        const riasecCareers = riasecReads && (input.riasec?.careerSuggestions.length ?? 0) > 0;
        expect(lines.some((l) => l.startsWith(`${words.careersToExplore}: `))).toBe(riasecCareers || miReads);

        expect(view.results.bigfive?.narrative.length ?? 0).toBe(bigFiveReads ? 5 : 0);
        expect(view.document.some((b) => b.kind === 'bars' && b.rows.length === 5)).toBe(bigFiveReads);
        const name = firstName(input.studentName, words);
        // A line about the child for each trait where the answers support a reading; none where they do not.
        const traitLines = Object.values(words.domainLines).flatMap((bands) => Object.values(bands).map((say) => say(name)));
        expect(lines.filter((l) => traitLines.includes(l)).length).toBe(bigFiveReads ? 5 : 0);
      }),
      { numRuns: 200 },
    );
    // Both sides of the gate, in both languages, were met often enough for the property to mean something.
    for (const [side, count] of Object.entries(met)) expect(count, side).toBeGreaterThan(20);
  });
});
