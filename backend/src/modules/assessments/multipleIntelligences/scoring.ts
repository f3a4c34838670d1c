// Each intelligence scores the mean of its five answers (1 to 5). What stands out (issue 18): an intelligence is
// dominant when it is within DOMINANT_BAND of the best and at least STAND_OUT_MARGIN above the mean of all eight. When
// none is, the profile is flat: nothing is called dominant and the summary says so plainly. Top: the three highest,
// equal scores keeping the listed order. Ideas to try (`learningStrategies`) for the top two, none for a flat profile.
import { intelligences, type MultipleIntelligencesResult, type TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { miContentFor } from './content';
import { miItems } from './items';
import { answerQualityFor } from '../quality/designs';
import { doubtfulSummary } from '../quality/doubtfulText';
import type { Timing } from '../quality/verdict';
import { miSummary } from './summary';

/** Dominant intelligences are those within half a point of the best one. */
export const DOMINANT_BAND = 0.5;
/**
 * And half a point above the mean of all eight: on five items, that is at least two or three answers a full step
 * higher than the student's usual answer. The same answer to everything (or any spread of the eight below half a
 * point) can never reach it, so such a profile is always flat.
 */
export const STAND_OUT_MARGIN = 0.5;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** `timing`: the seconds each page took, when recorded. What may leave the server is `gated` (contracts gate.ts). */
export function scoreMultipleIntelligences(answers: Readonly<Record<string, number>>, language: TestLanguage = 'en', timing?: Timing): MultipleIntelligencesResult {
  // Names, careers and ideas in the language the statements were read in (issue 28, item 6); scores never depend on it.
  const content = miContentFor(language);
  const scores = intelligences.map((domain) => {
    const own = miItems.filter((item) => item.domain === domain);
    const mean = own.reduce((sum, item) => sum + (answers[item.id] ?? 1), 0) / own.length;
    return { domain, label: content.labels[domain], score: round2(mean) };
  });
  const ranked = [...scores].sort((a, b) => b.score - a.score || intelligences.indexOf(a.domain) - intelligences.indexOf(b.domain));
  const best = ranked[0]?.score ?? 0;
  const average = scores.reduce((sum, s) => sum + s.score, 0) / scores.length;
  const top = ranked.slice(0, 3);
  // A small tolerance, so that rounding to two places never decides.
  const dominant = ranked.filter((s) => s.score >= best - DOMINANT_BAND - 1e-9 && s.score >= average + STAND_OUT_MARGIN - 1e-9);
  const flat = dominant.length === 0;
  const quality = answerQualityFor('multiple_intelligences', answers, timing, flat);
  return {
    intelligenceScores: scores,
    dominantIntelligences: dominant.map((s) => s.label),
    topIntelligences: top.map((s) => s.label),
    careerSuggestions: [...new Set(top.slice(0, 2).flatMap((s) => content.careers[s.domain]))],
    learningStrategies: flat ? [] : top.slice(0, 2).map((s) => ({ domain: s.domain, label: s.label, strategies: content.ideas[s.domain] })),
    totalQuestions: miItems.length,
    disclaimer: content.disclaimer,
    profileShape: flat ? 'flat' : 'distinct',
    answerQuality: quality,
    summary:
      quality.verdict === 'doubtful'
        ? doubtfulSummary('multiple_intelligences', language, quality.cause)
        : miSummary(
            language,
            dominant.map((s) => s.domain),
          ),
    language,
  };
}
