// The PDF report: a cover (student, package, session date), each test's scores with charts, the Holland profile, the
// Big Five narrative, MI strategies, streams and action plan, the counsellor's notes, and page numbers.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { letterMeanings, riasecLetters, typeNames, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { riasecDomains, testTitles, type BigFiveResult, type MultipleIntelligencesResult, type RiasecResult } from '@margdarshak/contracts/assessments/tests';
import { formatRupees } from '@margdarshak/contracts/money';
import { barChart, radarChart } from './charts';

export interface ReportInput {
  studentName: string;
  packageName: string;
  /** Rupees. */
  packagePrice?: number;
  sessionDate: string;
  counsellorName?: string;
  counsellorNotes?: string;
  riasec?: RiasecResult;
  bigfive?: BigFiveResult;
  multipleIntelligences?: MultipleIntelligencesResult;
}

const indianDate = (instant: string) => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'short', hour12: true }).format(new Date(instant));

const heading = (text: string, pageBreak = true): Content => ({ text, style: 'h1', ...(pageBreak ? { pageBreak: 'before' as const } : {}) });
const subheading = (text: string): Content => ({ text, style: 'h2' });
// pdfmake writes its layout into the lists it is given: each list is a copy, never the caller's (or the static profiles').
const bullets = (items: readonly string[]): Content => ({ ul: [...items], margin: [0, 0, 0, 8] });

function cover(input: ReportInput, titles: string[]): Content[] {
  return [
    { text: 'Margdarshak', style: 'brand', margin: [0, 120, 0, 8] },
    { text: titles.length > 1 ? 'Comprehensive Career Assessment Report' : `${titles[0] ?? ''} Report`, style: 'title' },
    { text: `Prepared for ${input.studentName}`, fontSize: 16, margin: [0, 24, 0, 4] },
    { text: `Package: ${input.packageName}${input.packagePrice !== undefined ? ` (${formatRupees(input.packagePrice)})` : ''}`, fontSize: 12 },
    { text: `Session: ${indianDate(input.sessionDate)} (India time)`, fontSize: 12 },
    ...(input.counsellorName ? [{ text: `Counsellor: ${input.counsellorName}`, fontSize: 12 }] : []),
    { text: `Tests: ${titles.join(', ')}`, fontSize: 12, margin: [0, 0, 0, 40] },
    { text: 'This report is confidential. It describes interests and preferences at one point in time, to be read with your counsellor; it is not a verdict on ability or a prediction of success.', fontSize: 9, color: '#555555' },
  ];
}

function riasecSection(result: RiasecResult): Content[] {
  const { profile } = result;
  return [
    heading('Holland Code (RIASEC)'),
    { text: result.hollandCode, style: 'code' },
    ...(result.hollandCode.split('') as RiasecLetter[]).map((letter) => ({ text: letterMeanings[letter], fontSize: 10 })),
    subheading('Scores (out of 40)'),
    barChart(riasecLetters.map((letter) => ({ label: typeNames[letter], value: result[riasecDomains[letter]], max: 40 }))),
    radarChart(riasecLetters.map((letter) => ({ label: letter, value: result[riasecDomains[letter]] })), 40),
    subheading('What it means'),
    { text: result.interpretation, margin: [0, 0, 0, 8] },
    subheading('Careers to explore'),
    bullets(result.careerSuggestions),
    heading(`Profile ${profile.code}: ${profile.title}`),
    { text: profile.tagline, italics: true, margin: [0, 0, 0, 6] },
    ...(result.profileMatch === 'nearest' ? [{ text: `The code ${result.hollandCode} has no profile of its own; this is the nearest profile to the six scores.`, fontSize: 9, color: '#555555' }] : []),
    { text: profile.summary, margin: [0, 0, 0, 8] },
    subheading('Strengths'),
    bullets(profile.strengths),
    subheading('Challenges'),
    bullets(profile.challenges),
    subheading('Career clusters'),
    bullets(profile.career_clusters.map((c) => `${c.cluster}: for example ${c.examples.join(', ')}`)),
    subheading('Recommended streams'),
    bullets(profile.recommended_streams ?? []),
    subheading('Action plan'),
    { ol: [...profile.action_plan], margin: [0, 0, 0, 8] },
  ];
}

function bigFiveSection(result: BigFiveResult): Content[] {
  return [
    heading('Big Five Personality'),
    ...(result.ageNotice ? [{ text: result.ageNotice, fontSize: 9, color: '#8a4b00', margin: [0, 0, 0, 6] } as Content] : []),
    barChart(result.narrative.map((d) => ({ label: d.title, value: d.score, max: 10 }))),
    ...result.narrative.flatMap((d): Content[] => [
      subheading(`${d.title}: ${d.scoreText}`),
      { text: d.text, margin: [0, 0, 0, 4] },
      { ul: d.facets.map((f) => ({ text: [{ text: `${f.title} (${f.scoreText}): `, bold: true }, f.text] })), fontSize: 9, margin: [0, 0, 0, 8] },
    ]),
  ];
}

function miSection(result: MultipleIntelligencesResult): Content[] {
  return [
    heading('Multiple Intelligences'),
    { text: result.disclaimer, fontSize: 9, color: '#555555', margin: [0, 0, 0, 6] },
    barChart(result.intelligenceScores.map((s) => ({ label: s.label, value: s.score, max: 5 }))),
    { text: [{ text: 'Dominant: ', bold: true }, result.dominantIntelligences.join(', ')], margin: [0, 0, 0, 6] },
    subheading('Careers to explore'),
    bullets(result.careerSuggestions),
    ...result.learningStrategies.flatMap((s): Content[] => [subheading(`How to study: ${s.label}`), bullets(s.strategies)]),
  ];
}

/** What the PDF's standard Helvetica can show (WinAnsi): no font to embed or shape, so a report renders in a third of the time. */
const winAnsi = /^[\t\n\r\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

/** Any text Helvetica cannot show (₹, Greek, Romanian ș, a name in Devanagari) is set in the embedded Roboto instead. */
function withUnicodeFallback(node: unknown): unknown {
  if (typeof node === 'string') return winAnsi.test(node) ? node : { text: node, font: 'Roboto' };
  if (Array.isArray(node)) return node.map(withUnicodeFallback);
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'canvas') copy[key] = value;
    else if (key === 'text' && typeof value === 'string') {
      copy[key] = value;
      if (!winAnsi.test(value)) copy.font = 'Roboto';
    } else copy[key] = withUnicodeFallback(value);
  }
  return copy;
}

export function reportDocument(input: ReportInput): TDocumentDefinitions {
  const titles = [input.riasec && testTitles.riasec, input.bigfive && testTitles.bigfive, input.multipleIntelligences && testTitles.multiple_intelligences].filter((t): t is string => Boolean(t));
  return {
    info: { title: `Margdarshak report: ${input.studentName}`, author: 'Margdarshak', subject: titles.join(', ') },
    pageSize: 'A4',
    pageMargins: [48, 56, 48, 56],
    defaultStyle: { font: 'Helvetica', fontSize: 11, lineHeight: 1.25 },
    styles: {
      brand: { fontSize: 14, bold: true, color: '#1f5fae' },
      title: { fontSize: 26, bold: true },
      h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 10], color: '#1f5fae' },
      h2: { fontSize: 13, bold: true, margin: [0, 8, 0, 4] },
      code: { fontSize: 36, bold: true, characterSpacing: 6, margin: [0, 0, 0, 6] },
    },
    footer: (current, total) => ({ text: `Page ${current} of ${total}`, alignment: 'center', fontSize: 8, color: '#777777', margin: [0, 20, 0, 0] }),
    content: withUnicodeFallback([
      ...cover(input, titles),
      ...(input.riasec ? riasecSection(input.riasec) : []),
      ...(input.bigfive ? bigFiveSection(input.bigfive) : []),
      ...(input.multipleIntelligences ? miSection(input.multipleIntelligences) : []),
      heading("Counsellor's notes"),
      { text: input.counsellorNotes?.trim() || 'No notes were added.', margin: [0, 0, 0, 8] },
    ]) as Content[],
  };
}
