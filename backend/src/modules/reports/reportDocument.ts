// The PDF report as content (issue 18): a first page a parent can stop at (who, when, the interest code and how sure it
// is, personality in two lines, strengths, streams, what to do next), the plan that ties the tests together, then each
// test in detail and the counsellor's notes. renderPdf.ts draws it; this module only says what is on it.
import { letterMeanings, riasecLetters, typeNames, type HollandProfile, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { riasecDomains, type BigFiveResult, type MultipleIntelligencesResult, type RiasecResult } from '@margdarshak/contracts/assessments/tests';
import { bandWords, confidenceOf, readableProfile, confidenceWords, firstName, inSentence, listed, personalityLines, planSteps, shortLabel, standingOut } from './reportPlan';

export interface ReportInput {
  studentName: string;
  packageName: string;
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
  /** A section's title: it starts a new page when less than `room` points (by default a fifth of a page) are left. */
  | { kind: 'heading'; text: string; room?: number }
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; items: Run[][]; numbered?: boolean; size?: number }
  /** Text in a tinted box: what must not be overlooked (how sure a result is, what a score is not). */
  | { kind: 'callout'; runs: Run[]; tone: 'info' | 'caution' }
  | { kind: 'bars'; rows: { label: string; value: number; max: number }[] }
  /** The RIASEC hexagon: each corner labelled with its letter, its name and the score. */
  | { kind: 'radar'; title: string; axes: { letter: string; name: string; value: number }[]; max: number }
  | { kind: 'pageBreak' };

export interface ReportDocument {
  info: { title: string; author: string; subject: string };
  blocks: Block[];
}

export const FACT_SIZE = 10.5;
const muted = '#4a4a4a';

const indianDate = (instant: string) => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'short', hour12: true }).format(new Date(instant));

type TextStyle = Omit<Extract<Block, { kind: 'text' }>, 'kind' | 'runs'>;
const text = (value: string, style: TextStyle = {}): Block => ({ kind: 'text', runs: [{ text: value }], ...style });
const heading = (value: string): Block => ({ kind: 'heading', text: value });
const subheading = (value: string): Block => ({ kind: 'subheading', text: value });
const bullets = (items: readonly string[], size?: number): Block => ({ kind: 'list', items: items.map((item) => [{ text: item }]), ...(size && { size }) });
const numbered = (items: readonly string[]): Block => ({ kind: 'list', items: items.map((item) => [{ text: item }]), numbered: true });
const labelled = (label: string, value: string): Block => ({ kind: 'text', runs: [{ text: `${label}: `, bold: true }, { text: value }], spaceAfter: 6 });
/** A short list written as one paragraph: careers read well in a line, and a column of them wastes half a page. */
const inLine = (label: string, items: readonly string[]): Block => labelled(label, `${items.join(', ')}.`);

const testNames = (input: ReportInput) =>
  [input.riasec && 'Holland Code (interests)', input.bigfive && 'Big Five (personality)', input.multipleIntelligences && 'Multiple Intelligences'].filter((t): t is string => Boolean(t));

function reportTitle(input: ReportInput): string {
  if (testNames(input).length > 1) return 'Career assessment report';
  if (input.riasec) return 'Holland Code report';
  if (input.bigfive) return 'Big Five personality report';
  return 'Multiple Intelligences report';
}

/** Page one: who and when, then what the tests say in a few lines. Nothing about money. */
function summaryPage(input: ReportInput): Block[] {
  const { riasec, bigfive, multipleIntelligences: mi } = input;
  const session = [`Session: ${indianDate(input.sessionDate)} (India time)`, ...(input.counsellorName ? [`Counsellor: ${input.counsellorName}`] : [])];
  const blocks: Block[] = [
    { kind: 'text', runs: [{ text: 'Margdarshak', bold: true }], size: 12, color: '#1f5fae', spaceAfter: 2 },
    { kind: 'text', runs: [{ text: reportTitle(input), bold: true }], size: 22, spaceAfter: 2 },
    text(`for ${input.studentName}`, { size: 15, spaceAfter: 4 }),
    text(session.join('   ·   '), { size: FACT_SIZE, color: muted }),
    text(`Package: ${input.packageName}   ·   Tests: ${testNames(input).join(', ')}`, { size: FACT_SIZE, color: muted, spaceAfter: 10 }),
    subheading('Summary'),
  ];
  const confidence = riasec && confidenceOf(riasec);
  if (riasec && confidence) {
    blocks.push(
      { kind: 'text', runs: [{ text: 'Interest code: ', bold: true }, { text: `${riasec.hollandCode} (${confidence === 'none' ? 'no clear code' : confidence})`, bold: true }], spaceAfter: 1 },
      text(riasec.summary ?? confidenceWords[confidence], { size: FACT_SIZE, color: muted, spaceAfter: 6 }),
    );
  }
  if (bigfive) {
    const [first, second] = personalityLines(input.studentName, bigfive);
    blocks.push({ kind: 'text', runs: [{ text: 'Personality: ', bold: true }, { text: first }], spaceAfter: 1 }, text(second, { size: FACT_SIZE, color: muted, spaceAfter: 6 }));
  }
  const profile = riasec && readableProfile(riasec);
  const strengths = [...(profile ? profile.strengths.slice(0, 3) : []), ...(mi && standingOut(mi).length ? [`Enjoys ${listed(standingOut(mi).map(inSentence))} activities most (in their own view)`] : [])];
  if (strengths.length) blocks.push(subheading('Strengths to build on'), bullets(strengths));
  const streams = profile?.recommended_streams ?? [];
  if (riasec) blocks.push(labelled('Streams to consider', streams.length ? streams.join(', ') : 'not decided by these answers: talk it over with the counsellor'));
  blocks.push(subheading('What to do next'), numbered(planSteps(input).slice(0, 3)));
  blocks.push(
    text('This report describes interests and preferences at one point in time, in the student’s own answers. It is not a verdict on ability or a prediction of success; read it with your counsellor. It is confidential.', {
      size: 9.5,
      color: muted,
      spaceBefore: 6,
    }),
  );
  return blocks;
}

/** The tests together, for a report of more than one. */
function planSection(input: ReportInput): Block[] {
  return [
    heading(`${firstName(input.studentName)}'s plan: the tests together`),
    text('Each step below comes from what the tests found, taken together: the interests say where to look, the activities enjoyed most say what to try, and personality says how to go about it.', { spaceAfter: 6 }),
    numbered(planSteps(input)),
  ];
}

function riasecSection(result: RiasecResult): Block[] {
  const profile = readableProfile(result);
  const confidence = confidenceOf(result);
  const differences = result.profileDifferences?.length ? ` It differs in ${listed(result.profileDifferences.map((l) => `${l} (${typeNames[l]})`))}.` : '';
  return [
    heading('Interests: Holland Code (RIASEC)'),
    { kind: 'text', runs: [{ text: result.hollandCode, bold: true }], size: 32, letterSpacing: 6, spaceAfter: 4 },
    { kind: 'callout', tone: confidence === 'clear' ? 'info' : 'caution', runs: [{ text: result.summary ?? `${confidenceWords[confidence]}.` }] },
    ...(result.hollandCode.split('') as RiasecLetter[]).map((letter) => text(letterMeanings[letter], { size: FACT_SIZE })),
    { kind: 'radar', title: 'Scores (out of 40)', axes: riasecLetters.map((letter) => ({ letter, name: typeNames[letter], value: result[riasecDomains[letter]] })), max: 40 },
    ...(profile ? profileBlocks(result, profile, differences) : []),
  ];
}

function profileBlocks(result: RiasecResult, profile: HollandProfile, differences: string): Block[] {
  return [
    subheading('What it means'),
    text(result.interpretation, { spaceAfter: 6 }),
    inLine('Careers to explore', result.careerSuggestions),
    heading(`Profile ${profile.code}: ${profile.title}`),
    { kind: 'text', runs: [{ text: profile.tagline, italic: true }], spaceAfter: 6 },
    ...(result.profileMatch === 'nearest' ? [text(`The code ${result.hollandCode} has no profile of its own; this is the nearest, with the same first letter where one exists.${differences}`, { size: FACT_SIZE, color: muted, spaceAfter: 4 })] : []),
    text(profile.summary, { spaceAfter: 6 }),
    subheading('Strengths'),
    bullets(profile.strengths),
    subheading('Challenges'),
    bullets(profile.challenges),
    subheading('Career clusters'),
    bullets(profile.career_clusters.map((c) => `${c.cluster}: for example ${c.examples.join(', ')}`)),
    ...(profile.recommended_streams?.length ? [labelled('Recommended streams', profile.recommended_streams.join(', '))] : []),
    subheading('Action plan'),
    numbered(profile.action_plan),
  ];
}

function facetLine(domain: BigFiveResult['narrative'][number]): Block {
  const higher = domain.facets.filter((f) => f.scoreText === 'high').map((f) => f.title);
  const lower = domain.facets.filter((f) => f.scoreText === 'low').map((f) => f.title);
  const parts = [higher.length && `higher: ${higher.join(', ')}`, lower.length && `lower: ${lower.join(', ')}`].filter((p): p is string => Boolean(p));
  return text(parts.length ? `Among its facets, ${parts.join('; ')}; the others in the middle.` : 'All six of its facets in the middle.', { size: FACT_SIZE, color: muted, spaceAfter: 6 });
}

function bigFiveSection(result: BigFiveResult): Block[] {
  return [
    heading('Personality: Big Five'),
    ...(result.scaleNote ? [{ kind: 'callout', tone: 'info', runs: [{ text: result.scaleNote }] } satisfies Block] : []),
    ...(result.ageNotice ? [{ kind: 'callout', tone: 'caution', runs: [{ text: result.ageNotice }] } satisfies Block] : []),
    { kind: 'bars', rows: result.narrative.map((d) => ({ label: d.title, value: d.score, max: 10 })) },
    ...result.narrative.flatMap((d): Block[] => [subheading(`${d.title}: ${bandWords[d.scoreText]}`), text(d.text, { spaceAfter: 2 }), facetLine(d)]),
  ];
}

function miSection(result: MultipleIntelligencesResult): Block[] {
  const top = standingOut(result);
  const ideas = result.learningStrategies.filter((s) => result.topIntelligences.includes(s.label));
  return [
    heading('Multiple Intelligences'),
    { kind: 'callout', tone: 'caution', runs: [{ text: result.disclaimer }] },
    { kind: 'bars', rows: result.intelligenceScores.map((s) => ({ label: shortLabel(s.label), value: s.score, max: 5 })) },
    top.length
      ? { kind: 'text', runs: [{ text: 'Stands out: ', bold: true }, { text: listed(top) }], spaceAfter: 6 }
      : text('No intelligence stands out from the others in these answers: the profile is flat, so none is called a strength.', { spaceAfter: 6 }),
    inLine('Careers to explore', result.careerSuggestions),
    ...ideas.flatMap((s): Block[] => [subheading(`Ideas to try: ${shortLabel(s.label)}`), bullets(s.strategies)]),
  ];
}

export function reportDocument(input: ReportInput): ReportDocument {
  const tests = testNames(input);
  return {
    info: { title: `Margdarshak report: ${input.studentName}`, author: 'Margdarshak', subject: tests.join(', ') },
    blocks: [
      ...summaryPage(input),
      // Several tests make a full first page; one test's summary is short, and its section follows on the same page.
      ...(tests.length > 1 ? [{ kind: 'pageBreak' } as const, ...planSection(input)] : []),
      ...(input.riasec ? riasecSection(input.riasec) : []),
      ...(input.bigfive ? bigFiveSection(input.bigfive) : []),
      ...(input.multipleIntelligences ? miSection(input.multipleIntelligences) : []),
      // A short section: it stays on the page when it fits, rather than leaving a page of two lines at the end.
      { kind: 'heading', text: "Counsellor's notes", room: 110 },
      text(input.counsellorNotes?.trim() || 'No notes were added.', { spaceAfter: 8 }),
    ],
  };
}
