// The PDF report as content: a cover (student, package, session date), each test's scores with charts, the Holland
// profile, the Big Five narrative, MI strategies, streams and action plan, the counsellor's notes. renderPdf.ts draws
// it; this module only says what is on it, in a few kinds of block.
import { letterMeanings, riasecLetters, typeNames, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { riasecDomains, testTitles, type BigFiveResult, type MultipleIntelligencesResult, type RiasecResult } from '@margdarshak/contracts/assessments/tests';
import { formatRupees } from '@margdarshak/contracts/money';

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

/** A stretch of text in one style; a paragraph or a list item is one or more of them. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export type Block =
  | { kind: 'text'; runs: Run[]; size?: number; color?: string; align?: 'left' | 'center'; spaceBefore?: number; spaceAfter?: number; letterSpacing?: number }
  /** A section's title; `newPage` starts it on a page of its own. */
  | { kind: 'heading'; text: string; newPage: boolean }
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; items: Run[][]; numbered?: boolean; size?: number }
  | { kind: 'bars'; rows: { label: string; value: number; max: number }[] }
  | { kind: 'radar'; axes: { label: string; value: number }[]; max: number };

export interface ReportDocument {
  info: { title: string; author: string; subject: string };
  blocks: Block[];
}

const indianDate = (instant: string) => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'short', hour12: true }).format(new Date(instant));

type TextStyle = Omit<Extract<Block, { kind: 'text' }>, 'kind' | 'runs'>;
const text = (value: string, style: TextStyle = {}): Block => ({ kind: 'text', runs: [{ text: value }], ...style });
const heading = (value: string, newPage = true): Block => ({ kind: 'heading', text: value, newPage });
const subheading = (value: string): Block => ({ kind: 'subheading', text: value });
const bullets = (items: readonly string[]): Block => ({ kind: 'list', items: items.map((item) => [{ text: item }]) });
const muted = '#555555';

function cover(input: ReportInput, titles: string[]): Block[] {
  return [
    { kind: 'text', runs: [{ text: 'Margdarshak', bold: true }], size: 14, color: '#1f5fae', spaceBefore: 120, spaceAfter: 8 },
    { kind: 'text', runs: [{ text: titles.length > 1 ? 'Comprehensive Career Assessment Report' : `${titles[0] ?? ''} Report`, bold: true }], size: 26 },
    text(`Prepared for ${input.studentName}`, { size: 16, spaceBefore: 24, spaceAfter: 4 }),
    text(`Package: ${input.packageName}${input.packagePrice !== undefined ? ` (${formatRupees(input.packagePrice)})` : ''}`, { size: 12 }),
    text(`Session: ${indianDate(input.sessionDate)} (India time)`, { size: 12 }),
    ...(input.counsellorName ? [text(`Counsellor: ${input.counsellorName}`, { size: 12 })] : []),
    text(`Tests: ${titles.join(', ')}`, { size: 12, spaceAfter: 40 }),
    text('This report is confidential. It describes interests and preferences at one point in time, to be read with your counsellor; it is not a verdict on ability or a prediction of success.', { size: 9, color: muted }),
  ];
}

function riasecSection(result: RiasecResult): Block[] {
  const { profile } = result;
  return [
    heading('Holland Code (RIASEC)'),
    { kind: 'text', runs: [{ text: result.hollandCode, bold: true }], size: 36, letterSpacing: 6, spaceAfter: 6 },
    ...(result.hollandCode.split('') as RiasecLetter[]).map((letter) => text(letterMeanings[letter], { size: 10 })),
    subheading('Scores (out of 40)'),
    { kind: 'bars', rows: riasecLetters.map((letter) => ({ label: typeNames[letter], value: result[riasecDomains[letter]], max: 40 })) },
    { kind: 'radar', axes: riasecLetters.map((letter) => ({ label: letter, value: result[riasecDomains[letter]] })), max: 40 },
    subheading('What it means'),
    text(result.interpretation, { spaceAfter: 8 }),
    subheading('Careers to explore'),
    bullets(result.careerSuggestions),
    heading(`Profile ${profile.code}: ${profile.title}`),
    { kind: 'text', runs: [{ text: profile.tagline, italic: true }], spaceAfter: 6 },
    ...(result.profileMatch === 'nearest' ? [text(`The code ${result.hollandCode} has no profile of its own; this is the nearest profile to the six scores.`, { size: 9, color: muted })] : []),
    text(profile.summary, { spaceAfter: 8 }),
    subheading('Strengths'),
    bullets(profile.strengths),
    subheading('Challenges'),
    bullets(profile.challenges),
    subheading('Career clusters'),
    bullets(profile.career_clusters.map((c) => `${c.cluster}: for example ${c.examples.join(', ')}`)),
    subheading('Recommended streams'),
    bullets(profile.recommended_streams ?? []),
    subheading('Action plan'),
    { kind: 'list', items: profile.action_plan.map((step) => [{ text: step }]), numbered: true },
  ];
}

function bigFiveSection(result: BigFiveResult): Block[] {
  return [
    heading('Big Five Personality'),
    ...(result.ageNotice ? [text(result.ageNotice, { size: 9, color: '#8a4b00', spaceAfter: 6 })] : []),
    { kind: 'bars', rows: result.narrative.map((d) => ({ label: d.title, value: d.score, max: 10 })) },
    ...result.narrative.flatMap((d): Block[] => [
      subheading(`${d.title}: ${d.scoreText}`),
      text(d.text, { spaceAfter: 4 }),
      { kind: 'list', items: d.facets.map((f) => [{ text: `${f.title} (${f.scoreText}): `, bold: true }, { text: f.text }]), size: 9 },
    ]),
  ];
}

function miSection(result: MultipleIntelligencesResult): Block[] {
  return [
    heading('Multiple Intelligences'),
    text(result.disclaimer, { size: 9, color: muted, spaceAfter: 6 }),
    { kind: 'bars', rows: result.intelligenceScores.map((s) => ({ label: s.label, value: s.score, max: 5 })) },
    { kind: 'text', runs: [{ text: 'Dominant: ', bold: true }, { text: result.dominantIntelligences.join(', ') }], spaceAfter: 6 },
    subheading('Careers to explore'),
    bullets(result.careerSuggestions),
    ...result.learningStrategies.flatMap((s): Block[] => [subheading(`How to study: ${s.label}`), bullets(s.strategies)]),
  ];
}

export function reportDocument(input: ReportInput): ReportDocument {
  const titles = [input.riasec && testTitles.riasec, input.bigfive && testTitles.bigfive, input.multipleIntelligences && testTitles.multiple_intelligences].filter((t): t is string => Boolean(t));
  return {
    info: { title: `Margdarshak report: ${input.studentName}`, author: 'Margdarshak', subject: titles.join(', ') },
    blocks: [
      ...cover(input, titles),
      ...(input.riasec ? riasecSection(input.riasec) : []),
      ...(input.bigfive ? bigFiveSection(input.bigfive) : []),
      ...(input.multipleIntelligences ? miSection(input.multipleIntelligences) : []),
      heading("Counsellor's notes"),
      text(input.counsellorNotes?.trim() || 'No notes were added.', { spaceAfter: 8 }),
    ],
  };
}
