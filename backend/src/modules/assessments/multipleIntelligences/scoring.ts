// Each intelligence scores the mean of its five answers (1 to 5). Dominant: every intelligence within 0.5 of the best
// (at least one); top: the three highest, equal scores keeping the listed order.
import { intelligences, type MultipleIntelligencesResult } from '@margdarshak/contracts/assessments/tests';
import { MI_DISCLAIMER, intelligenceCareers, intelligenceLabels, learningStrategies } from './content';
import { miItems } from './items';

const round2 = (n: number) => Math.round(n * 100) / 100;

export function scoreMultipleIntelligences(answers: Readonly<Record<string, number>>): MultipleIntelligencesResult {
  const scores = intelligences.map((domain) => {
    const own = miItems.filter((item) => item.domain === domain);
    const mean = own.reduce((sum, item) => sum + (answers[item.id] ?? 1), 0) / own.length;
    return { domain, label: intelligenceLabels[domain], score: round2(mean) };
  });
  const ranked = [...scores].sort((a, b) => b.score - a.score || intelligences.indexOf(a.domain) - intelligences.indexOf(b.domain));
  const best = ranked[0]?.score ?? 0;
  const top = ranked.slice(0, 3);
  const dominant = ranked.filter((s) => s.score >= best - 0.5);
  return {
    intelligenceScores: scores,
    dominantIntelligences: dominant.map((s) => s.label),
    topIntelligences: top.map((s) => s.label),
    careerSuggestions: [...new Set(top.slice(0, 2).flatMap((s) => intelligenceCareers[s.domain]))],
    learningStrategies: top.slice(0, 2).map((s) => ({ domain: s.domain, label: s.label, strategies: learningStrategies[s.domain] })),
    totalQuestions: miItems.length,
    disclaimer: MI_DISCLAIMER,
  };
}
