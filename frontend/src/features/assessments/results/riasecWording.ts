// What the Holland code result says, to the student (about themself) and to the counsellor (about a student).
import type { RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import type { RiasecResult } from '@margdarshak/contracts/assessments/tests';
import type { ResultAudience } from './audience';

/** 'A', 'A and B', 'A, B and C'. */
export const listOf = (items: readonly string[], and: string) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`);

type Confidence = NonNullable<RiasecResult['codeConfidence']>;

interface Wording {
  code: string;
  careers: string;
  confidence: Record<Confidence, string>;
  tentative: string;
  nearest(code: string, profile: string, differences: readonly RiasecLetter[] | undefined): string;
  noneTitle: string;
  noneText: string;
  noneNextTitle: string;
  noneNext: string[];
  earlierVersion: string;
  straightLined: string;
  inconsistent(count: number, pairs: number): string;
}

const differ = (differences: readonly RiasecLetter[] | undefined) => (differences && differences.length > 0 ? ` It differs from the code in ${listOf(differences, 'and')}.` : '');

export const riasecWording: Record<ResultAudience, Wording> = {
  student: {
    code: 'Your Holland code',
    careers: 'Careers to explore',
    confidence: { clear: 'Clear code', tentative: 'Tentative code', none: 'No clear code' },
    tentative: 'Some scores are close or tied, so read the letters as directions to explore, not a fixed order.',
    nearest: (code, profile, differences) =>
      `Your code ${code} has no profile of its own; ${profile} is the nearest profile to your six scores that keeps your first letter.${differ(differences)}`,
    noneTitle: 'No interest stands out in your answers',
    noneText:
      'Your six scores are too close together, or your answers too much alike, to pick three letters, so no Holland code or profile is given. This is common and nothing is wrong: it usually means you have not yet had the chance to try enough of these activities.',
    noneNextTitle: 'What to do next',
    noneNext: [
      'Try a few new activities: a club, a project, a workshop, a day with someone at work.',
      'Talk them over with a counsellor or your parents: what did you enjoy, what did you not?',
      'Take the test again in a few months, answering each activity on its own.',
    ],
    earlierVersion: 'This result was scored by an earlier version of the test, which did not yet say how clear the code is or which letters tied. Read close scores with care.',
    straightLined: 'Almost every activity got the same answer, so these scores say little about your interests.',
    inconsistent: (count, pairs) => `${count} of ${pairs} activities that were asked twice, in different words, got a like one time and a dislike the other: some answers may have been hurried.`,
  },
  counsellor: {
    code: 'Holland code',
    careers: 'Career recommendations',
    confidence: { clear: 'Clear code', tentative: 'Tentative code', none: 'No clear code' },
    tentative: 'Some scores are close or tied: discuss the letters as directions to explore, not a fixed order.',
    nearest: (code, profile, differences) =>
      `The code ${code} has no profile of its own; ${profile} is the nearest profile to the student's six scores that keeps the student's first letter.${differ(differences)}`,
    noneTitle: 'No interest stands out in the student’s answers',
    noneText:
      'The six scores are too close together, or the answers too much alike, to pick three letters, so no Holland code or profile is presented as the student’s. Do not read a code into the scores below.',
    noneNextTitle: 'Suggested next steps',
    noneNext: [
      'Ask the student which activities they have actually tried, and which they enjoyed.',
      'Suggest a few new experiences across the six types (a club, a project, a day with someone at work).',
      'Offer a retest in a few months, once there is more to go on; check the answers were read one by one.',
    ],
    earlierVersion: 'Scored by an earlier version of the test (before code confidence, ties and answer checks): read close scores and the order of tied letters with care.',
    straightLined: 'Almost every activity got the same answer (straight-lined): these scores say little about the student’s interests.',
    inconsistent: (count, pairs) => `${count} of ${pairs} check pairs (the same activity asked twice) got a like one time and a dislike the other: some answers may have been hurried.`,
  },
};

/** A warning about how the test was answered, or null. */
export function answerQualityNote(result: RiasecResult, audience: ResultAudience): string | null {
  const quality = result.answerQuality;
  if (!quality) return null;
  if (quality.straightLined) return riasecWording[audience].straightLined;
  return quality.inconsistencies > 0 ? riasecWording[audience].inconsistent(quality.inconsistencies, quality.pairs) : null;
}
