// The PDF report as content (issue 18, issue 28): a first page a parent can stop at, the plan that ties the tests
// together and the counsellor's notes, then each test in detail. Written to the parent, in the language the tests were
// taken in (words/), and only what the answers support (gate.ts, through reading.ts). renderPdf.ts draws it.
import { bigFiveSection } from './bigFiveSection';
import { numbered, text, heading, type Block, type ReportDocument } from './documentBlocks';
import { miSection } from './miSection';
import { firstName, planSteps } from './reportPlan';
import type { ReportInput } from './reportInput';
import { riasecSection } from './riasecSection';
import { summaryPage, testNames } from './summaryPage';
import { reportLanguageOf, reportWords } from './words';

export type { Block, ReportDocument, Run } from './documentBlocks';

export type { ReportInput } from './reportInput';

export function reportDocument(input: ReportInput): ReportDocument {
  const language = reportLanguageOf(input);
  const words = reportWords[language];
  const name = firstName(input.studentName, words);
  const tests = testNames(input, words);
  const several = tests.length > 1;
  // The counsellor's words next to the plan they go with, or after a single test's section; a short section, it stays
  // on the page when it fits.
  const notes: Block[] = [{ kind: 'heading', text: words.notesHeading, room: 110 }, text(input.counsellorNotes?.trim() || words.noNotes, { spaceAfter: 8 })];
  const plan: Block[] = [heading(words.planHeading(name)), text(words.planIntro, { spaceAfter: 6 }), numbered(planSteps(input, language))];
  return {
    info: { title: `Margdarshak: ${input.studentName}`, author: 'Margdarshak', subject: tests.join(', ') },
    pageLabel: words.pageLabel,
    blocks: [
      // Several tests make a full first page; one test's summary is short, and its section follows on the same page.
      ...summaryPage(input, words, language),
      ...(several ? [{ kind: 'pageBreak' } as const, ...plan, ...notes] : []),
      // A single test's section follows its summary on the same page: a withheld reading is explained once, there.
      ...(input.riasec ? riasecSection(input.riasec, name, language, several) : []),
      ...(input.bigfive ? bigFiveSection(input.bigfive, name, language, several) : []),
      ...(input.multipleIntelligences ? miSection(input.multipleIntelligences, name, language, several) : []),
      ...(several ? [] : notes),
    ],
  };
}
