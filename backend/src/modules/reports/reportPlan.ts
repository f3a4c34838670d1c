// What a report says in a few lines, and the one plan that ties the tests together (issue 18): the interest code's
// clusters, the careers two tests agree on, the activities the student enjoys most, and how they like to work. Pure: the
// report's first page and its plan section are drawn from these sentences.
import type { BigFiveDomain, BigFiveResult, MultipleIntelligencesResult, RiasecResult } from '@margdarshak/contracts/assessments/tests';
import { firstWordOf } from '@margdarshak/contracts/names';
import { supportsReading } from '@margdarshak/contracts/assessments/gate';
import type { HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';

export interface PlanInput {
  studentName: string;
  riasec?: RiasecResult;
  bigfive?: BigFiveResult;
  multipleIntelligences?: MultipleIntelligencesResult;
}

type Band = BigFiveDomain['scoreText'];
type Domain = BigFiveDomain['domain'];

/** A first name for sentences about the student: the name's first word. */
export const firstName = (name: string): string => firstWordOf(name) ?? 'The student';

/** 'Logical-mathematical (numbers and reasoning)' -> 'Logical-mathematical'. */
export const shortLabel = (label: string): string => label.replace(/\s*\(.*\)\s*$/, '');

export const bandWords: Record<Band, string> = { low: 'low', neutral: 'in the middle', high: 'high' };

/** A title-cased phrase as it reads mid-sentence ('Data scientist' -> 'data scientist'); acronyms ('IAS officer') stay. */
export const inSentence = (phrase: string): string => (/^[A-Z][a-z]/.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase);

/** Two or more items as a sentence writes them: 'a', 'a and b', 'a, b and c'. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const traitPhrases: Record<Domain, Record<'low' | 'high', string>> = {
  O: { high: 'curious about new ideas and experiences', low: 'fond of the familiar and the practical' },
  C: { high: 'inclined to plan ahead and see tasks through', low: 'easygoing about plans and order' },
  E: { high: 'energised by people and activity', low: 'recharged by quieter time' },
  A: { high: 'cooperative and considerate', low: 'direct and ready to stand firm' },
  N: { high: 'strongly affected by worry and stress', low: 'calm and steady under stress' },
};

/** The Big Five in two lines: what stood out of the student's own answers, and how to read it. */
export function personalityLines(studentName: string, result: BigFiveResult): [string, string] {
  const marked = result.narrative.filter((d) => d.scoreText !== 'neutral').map((d) => traitPhrases[d.domain][d.scoreText === 'high' ? 'high' : 'low']);
  const name = firstName(studentName);
  const first = marked.length
    ? `${name}'s answers describe someone ${listed(marked)}.`
    : `${name}'s answers sit in the middle on all five traits: no side of personality stands out strongly.`;
  return [first, 'These readings compare the answers with each other, not with other students, and they can change with time.'];
}

export const confidenceWords: Record<NonNullable<RiasecResult['codeConfidence']>, string> = {
  clear: 'Clear: the top interests stand apart from the rest',
  tentative: 'Tentative: read it as directions to explore, not a fixed order',
  none: 'No clear code: no interest stood out in these answers',
};

/** The Holland profile when the answers support one (gate.ts), else undefined. */
export const readableProfile = (riasec: RiasecResult): HollandProfile | undefined => (supportsReading({ type: 'riasec', data: riasec }) ? riasec.profile : undefined);

/** A result scored before confidence existed reads as the code it showed then. */
export const confidenceOf = (riasec: RiasecResult): NonNullable<RiasecResult['codeConfidence']> => riasec.codeConfidence ?? 'clear';

/** The intelligences that stand out, in short labels; none for a flat profile. */
export function standingOut(mi: MultipleIntelligencesResult): string[] {
  if (mi.profileShape === 'flat' || mi.dominantIntelligences.length === 0) return [];
  return mi.topIntelligences.slice(0, 2).map(shortLabel);
}

const normal = (career: string) => career.toLowerCase().replace(/[^a-z ]/g, ' ').replace(/\s+/g, ' ').trim();

/** Careers both lists name (one contains the other's words, e.g. 'Engineer' and 'Software engineer'), as the first list writes them. */
export function sharedCareers(a: readonly string[], b: readonly string[]): string[] {
  const others = b.map(normal);
  return a.filter((career) => {
    const mine = normal(career);
    return others.some((other) => other === mine || ` ${mine} `.includes(` ${other} `) || ` ${other} `.includes(` ${mine} `));
  });
}

const workStyle: Record<'C' | 'E', Record<Band, string>> = {
  C: {
    high: 'Set one goal for the next three months (a project, a course or a competition) and track it weekly: planning comes naturally.',
    neutral: 'Choose one goal for the next three months and check on it every Sunday.',
    low: 'Keep plans small: one step a week, written where it will be seen, works better than one big plan.',
  },
  E: {
    high: 'Talk to two people who work in these fields: a visit or a call says more than a website.',
    neutral: 'Mix reading about these fields with one conversation with someone who works in them.',
    low: 'Start with reading and videos about these fields, then meet one professional for a quiet conversation.',
  },
};

const bandOf = (result: BigFiveResult, domain: Domain): Band | undefined => result.narrative.find((d) => d.domain === domain)?.scoreText;

/** The steps of the plan, in the order to take them; only the steps the tests taken support. */
export function planSteps({ studentName, riasec, bigfive, multipleIntelligences: mi }: PlanInput): string[] {
  const steps: string[] = [];
  const name = firstName(studentName);
  const confidence = riasec && confidenceOf(riasec);
  const profile = riasec && readableProfile(riasec);
  if (riasec && profile) {
    const clusters = profile.career_clusters.slice(0, 2);
    const places = clusters.flatMap((c) => c.examples.slice(0, 1));
    steps.push(
      `Explore ${clusters.length === 1 ? 'a field' : 'two fields'} that fit the interest code ${riasec.hollandCode}${confidence === 'tentative' ? ' (a tentative code, so look at its neighbours too)' : ''}: ${clusters.map((c) => c.cluster).join('; ')}. Places that teach ${clusters.length === 1 ? 'it' : 'them'} include ${listed(places)}.`,
    );
  } else if (riasec) {
    steps.push(`Interests did not point one way yet: try one activity from each of two or three different areas this term and notice which ${name} returns to.`);
  }
  if (riasec && mi && profile && supportsReading({ type: 'multiple_intelligences', data: mi })) {
    const shared = sharedCareers(riasec.careerSuggestions, mi.careerSuggestions);
    if (shared.length) steps.push(`Both the interests and the activities ${name} enjoys point to ${listed(shared.slice(0, 3).map(inSentence))}: find out what a working day there looks like.`);
  }
  if (mi) {
    const top = standingOut(mi);
    const idea = mi.learningStrategies.find((s) => s.label === mi.topIntelligences[0])?.strategies[0];
    if (top.length && idea) steps.push(`Build on what ${name} enjoys most (${listed(top.map(inSentence))} activities). One idea to try: ${inSentence(idea)}.`);
  }
  if (bigfive) {
    steps.push(workStyle.C[bandOf(bigfive, 'C') ?? 'neutral']);
    if (riasec || mi) steps.push(workStyle.E[bandOf(bigfive, 'E') ?? 'neutral']);
    if (bandOf(bigfive, 'N') === 'high') steps.push('Keep the pace gentle around exams: exploring should add interest, not pressure.');
  }
  const streams = profile?.recommended_streams ?? [];
  if (streams.length) steps.push(`Before the stream choice, discuss ${listed(streams)} with the counsellor and the school, with this report at hand.`);
  steps.push('Take stock with the counsellor in three to six months: interests at this age still move.');
  return steps;
}
