// What the answers support (issue 28): the one rule every surface follows (web result, counsellor view, report page,
// PDF, parent view, mails). A result is read in full only when its answers look genuine and, for RIASEC, a code stands
// out, and for Multiple Intelligences, some intelligence stands out. Otherwise it carries its scores and a kind
// explanation, and no profile, careers, streams, institutions, plan steps or (Big Five) narrative.
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestResult, Verdict } from './tests';

/** Why a reading is withheld: doubtful answers, no clear RIASEC code, or a flat MI profile. */
export type Withheld = 'doubtful' | 'noCode' | 'flat';

type Quality = { answerQuality?: { verdict?: Verdict } | undefined };

/** The answers' verdict; a result stored before verdicts existed reads as 'ok' here (the server fills it in on read). */
export const verdictOf = (data: Quality): Verdict => data.answerQuality?.verdict ?? 'ok';

export function withheldReason(result: TestResult): Withheld | null {
  if (verdictOf(result.data) === 'doubtful') return 'doubtful';
  if (result.type === 'riasec' && result.data.codeConfidence === 'none') return 'noCode';
  if (result.type === 'multiple_intelligences' && result.data.profileShape === 'flat') return 'flat';
  return null;
}

/** Whether a surface may show the reading (profile, careers, streams, institutions, plan steps, narrative). */
export const supportsReading = (result: TestResult): boolean => withheldReason(result) === null;

/**
 * The result as it may leave the server: a withheld reading loses its profile, careers, (MI) ideas to try and (Big Five) narrative, so a
 * surface that forgets the rule still has nothing to show. Scores stay, for the counsellor.
 */
export function gated(result: TestResult): TestResult {
  if (supportsReading(result)) return result;
  switch (result.type) {
    case 'riasec': {
      const { profile: _profile, profileMatch: _match, profileDifferences: _differences, ...rest } = result.data;
      const data: RiasecResult = { ...rest, careerSuggestions: [] };
      return { type: 'riasec', data };
    }
    case 'multiple_intelligences': {
      const data: MultipleIntelligencesResult = { ...result.data, careerSuggestions: [], dominantIntelligences: [], learningStrategies: [] };
      return { type: 'multiple_intelligences', data };
    }
    case 'bigfive': {
      const data: BigFiveResult = { ...result.data, narrative: [] };
      return { type: 'bigfive', data };
    }
    default: {
      const unknown: never = result;
      return unknown;
    }
  }
}
