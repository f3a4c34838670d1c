// What the report's document shows, read from its lines: the PDF's (reportDocument, which renderPdf.ts draws) and the
// parent's view's (parentView.ts, the same document as JSON), each from the released report as the server holds it.
import type { ReportView } from '@margdarshak/contracts/api/personalityTests';
import { withheldReason, type Withheld } from '@margdarshak/contracts/assessments/gate';
import { codeInWords } from '@margdarshak/contracts/assessments/codeWords';
import { TELE_MANAS_NUMBER } from '@margdarshak/contracts/assessments/helpline';
import { intelligences, type TestLanguage, type TestResult } from '@margdarshak/contracts/assessments/tests';
import { textsIn } from '@margdarshak/backend/modules/assessments/bigFive/narrative';
import { miLabel } from '@margdarshak/backend/modules/reports/reading';
import { firstName } from '@margdarshak/backend/modules/reports/reportPlan';
import { linesOf, type Block } from '@margdarshak/backend/modules/reports/documentBlocks';
import { parentView } from '@margdarshak/backend/modules/reports/parentView';
import { reportDocument, type ReportInput } from '@margdarshak/backend/modules/reports/reportDocument';
import { reportInput } from '@margdarshak/backend/modules/reports/reportInput';
import { withheldWords } from '@margdarshak/backend/modules/reports/withheldWords';
import { reportLanguageOf, reportWords, type ReportWords } from '@margdarshak/backend/modules/reports/words/index';
import { hollandProfileByCode } from '@margdarshak/backend/modules/assessments/index';
import { miCareerIds, riasecCareerIds, strengthsShown, type Shown, type State } from './shown';

const reasons: readonly Withheld[] = ['doubtful', 'noCode', 'flat'];

/** A test's section: from its heading to the next test's. */
function sectionOf(lines: readonly string[], heading: string, words: ReportWords): string[] {
  const start = lines.indexOf(heading);
  if (start < 0) return [];
  const headings = [words.riasecHeading, words.bigFiveHeading, words.miHeading];
  const end = lines.findIndex((line, i) => i > start && headings.includes(line));
  return lines.slice(start, end < 0 ? undefined : end);
}

/** The first page says, under the test's title, why a reading is withheld; or it gives the reading. */
function stateOf(lines: readonly string[], title: string, explanation: (reason: Withheld) => string): State {
  return reasons.find((reason) => lines.some((line) => line.startsWith(title) && line.endsWith(` ${explanation(reason)}`))) ?? 'read';
}

const careersIn = (section: readonly string[], words: ReportWords): string[] => {
  const line = section.find((l) => l.startsWith(`${words.careersToExplore}: `));
  return line ? line.slice(words.careersToExplore.length + 2, -words.fullStop.length).split(', ') : [];
};

/** The PDF's lines, as reports.ts renders it from a released report. */
export const pdfLines = (view: ReportView): string[] => reportDocument(reportInput(view)).blocks.flatMap(linesOf);

/** The parent's view's lines (GET /api/reports/:id for a linked parent): its document, read as the PDF's are. */
export const parentLines = (view: ReportView): string[] => parentView(view).document.flatMap((block) => linesOf(block as Block));

/**
 * What a document's lines show, in the report's language. `scored`: the results before the gate, each in its own
 * language, for the profile, careers and narrative a surface might wrongly show.
 */
export function documentShown(lines: readonly string[], scored: ReportInput): Shown {
  const language: TestLanguage = reportLanguageOf(scored);
  const words = reportWords[language];
  const name = firstName(scored.studentName, words);
  const explained = (result: TestResult) => (reason: Withheld) => withheldWords(words, reason, result.data, name);
  const shown: Shown = {};
  if (scored.riasec) {
    const { riasec } = scored;
    const section = sectionOf(lines, words.riasecHeading, words);
    // The profile the answers were scored to, in the report's language.
    const profile = riasec.profile && (hollandProfileByCode(riasec.profile.code, language) ?? riasec.profile);
    shown.riasec = {
      state: stateOf(lines, words.interestCode, explained({ type: 'riasec', data: riasec })),
      code: lines.some((line) => line.includes(codeInWords(riasec.hollandCode, language))),
      profile: profile !== undefined && lines.includes(words.profileHeading(profile.title)),
      strengths: strengthsShown(profile?.strengths ?? [], (s) => lines.includes(s)),
      careers: riasecCareerIds(careersIn(section, words), riasec.hollandCode, language),
      streams: section.some((line) => line.startsWith(`${words.profileParts.streams}: `)),
    };
  }
  if (scored.multipleIntelligences) {
    const section = sectionOf(lines, words.miHeading, words);
    const standsOut = section.find((line) => line.startsWith(`${words.standsOut}: `)) ?? '';
    const ideas = section.slice(section.indexOf(words.ideasHeading) + 1);
    shown.mi = {
      state: stateOf(lines, words.testNames.mi, explained({ type: 'multiple_intelligences', data: scored.multipleIntelligences })),
      standsOut: intelligences.filter((d) => standsOut.includes(miLabel(d, language))),
      careers: miCareerIds(careersIn(section, words), language),
      ideas: section.includes(words.ideasHeading) ? intelligences.filter((d) => ideas.some((line) => line.startsWith(`${miLabel(d, language)}: `))) : [],
    };
  }
  if (scored.bigfive) {
    const names = textsIn[language].domains;
    const [strongWords = ''] = words.strongFacets('\u0000').split('\u0000');
    const strong = lines.filter((line) => line.startsWith(strongWords));
    shown.bigfive = {
      state: stateOf(lines, words.personality, explained({ type: 'bigfive', data: scored.bigfive })),
      readings: scored.bigfive.narrative.filter((d) => lines.includes(`${names[d.domain].title}: ${words.bandWords[d.scoreText]}`)).map((d) => d.domain),
      highFacets: scored.bigfive.narrative.flatMap((d) =>
        d.facets.flatMap((_, i) => (strong.some((line) => line.includes(names[d.domain].facets[i]?.title ?? '\u0000')) ? [`${d.domain}${i + 1}`] : [])),
      ),
      helpline: lines.some((line) => line.includes(TELE_MANAS_NUMBER)),
    };
  }
  return shown;
}

/** What the gate says each result gets: its reading, or why not. */
export const gateStates = (input: ReportInput): { riasec?: State; mi?: State; bigfive?: State } => ({
  ...(input.riasec && { riasec: withheldReason({ type: 'riasec', data: input.riasec }) ?? 'read' }),
  ...(input.multipleIntelligences && { mi: withheldReason({ type: 'multiple_intelligences', data: input.multipleIntelligences }) ?? 'read' }),
  ...(input.bigfive && { bigfive: withheldReason({ type: 'bigfive', data: input.bigfive }) ?? 'read' }),
});
