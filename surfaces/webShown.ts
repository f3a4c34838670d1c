// What the web result shows (TestResultView, the one view the student's pages and the counsellor's dialog use), read
// from its server-rendered markup. `served` is the result as the server sends it; `scored` the same result before the
// gate, whose profile, careers and narrative are what a surface might wrongly show; `reader` the language both are in.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { codeInWords } from '@margdarshak/contracts/assessments/codeWords';
import { TELE_MANAS_NUMBER } from '@margdarshak/contracts/assessments/helpline';
import { intelligences, type BigFiveResult, type MultipleIntelligencesResult, type RiasecResult, type TestLanguage, type TestResult } from '@margdarshak/contracts/assessments/tests';
import type { ResultAudience } from '@margdarshak/frontend/src/features/assessments/results/audience';
import { TestResultView } from '@margdarshak/frontend/src/features/assessments/results/TestResultView';
import { resultWords } from '@margdarshak/frontend/src/features/assessments/results/words/resultWords';
import { miCareerIds, riasecCareerIds, strengthsShown, type BigFiveShown, type MiShown, type RiasecShown, type State } from './shown';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decoded = (html: string) => html.replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole);

interface Page {
  html: string;
  /** The text as a reader meets it: a line per paragraph, list item, heading, chip or chart label. */
  lines: string[];
  /** The chips' labels (careers, and a one-word confidence on results scored before places existed). */
  chips: string[];
}

function rendered(result: TestResult, audience: ResultAudience, reader: TestLanguage): Page {
  const html = renderToStaticMarkup(createElement(TestResultView, { result, audience, language: reader }));
  const text = html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<\/(p|li|h[1-6]|div|ul|section|text)>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '');
  const lines = decoded(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const chips = [...html.matchAll(/class="MuiChip-label[^"]*">([^<]*)</g)].map((m) => decoded(m[1] ?? ''));
  return { html, lines, chips };
}

/** The doubtful-answers state (DoubtfulAnswers.tsx), else what the test's own view shows instead of a reading, else a reading. */
const stateOf = (page: Page, withheld: Exclude<State, 'read' | 'doubtful'> | null): State => (page.html.includes('data-testid="doubtful-answers"') ? 'doubtful' : (withheld ?? 'read'));

export function webRiasec(served: RiasecResult, scored: RiasecResult, audience: ResultAudience, reader: TestLanguage): RiasecShown {
  const page = rendered({ type: 'riasec', data: served }, audience, reader);
  const words = resultWords[reader];
  const confidenceWords: readonly string[] = Object.values(words.confidence);
  return {
    state: stateOf(page, page.lines.includes(words[audience].noneTitle) ? 'noCode' : null),
    code: page.lines.some((line) => line.includes(codeInWords(scored.hollandCode, reader))),
    profile: scored.profile !== undefined && page.lines.includes(scored.profile.title),
    strengths: strengthsShown(scored.profile?.strengths ?? [], (s) => page.lines.includes(s)),
    careers: riasecCareerIds(
      page.chips.filter((chip) => !confidenceWords.includes(chip)),
      scored.hollandCode,
      reader,
    ),
    streams: page.lines.includes(words.profile.streams),
  };
}

export function webMi(served: MultipleIntelligencesResult, audience: ResultAudience, reader: TestLanguage): MiShown {
  const page = rendered({ type: 'multiple_intelligences', data: served }, audience, reader);
  const words = resultWords[reader].mi;
  const standsOut = page.lines.find((line) => line.startsWith(words.standsOut)) ?? '';
  const flat = standsOut.includes(words.nothing);
  return {
    state: stateOf(page, flat ? 'flat' : null),
    standsOut: intelligences.filter((d) => standsOut.includes(words.labels[d])),
    careers: miCareerIds(page.chips, reader),
    ideas: intelligences.filter((d) => page.lines.includes(words.ideas(words.labels[d]))),
  };
}

export function webBigFive(served: BigFiveResult, scored: BigFiveResult, audience: ResultAudience, reader: TestLanguage): BigFiveShown {
  const page = rendered({ type: 'bigfive', data: served }, audience, reader);
  const { bands } = resultWords[reader].bigFive;
  return {
    state: stateOf(page, null),
    readings: scored.narrative.filter((d) => page.lines.some((line) => line.startsWith(`${d.title}: ${bands[d.scoreText]} (`))).map((d) => d.domain),
    highFacets: scored.narrative.flatMap((d) => d.facets.flatMap((f, i) => (page.lines.some((line) => line.startsWith(`${f.title} (${bands.high}, `)) ? [`${d.domain}${i + 1}`] : []))),
    helpline: page.lines.some((line) => line.includes(TELE_MANAS_NUMBER)),
  };
}
