// RIASEC scoring: answers 1 to 5 score 0 to 4, summed per type (0 to 40). The Holland code is the three highest types;
// equal scores keep the hexagon's order R, I, A, S, E, C (documented in docs/decisions.md), so a code is deterministic.
import { riasecLetters, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { riasecDomains, type RiasecResult } from '@margdarshak/contracts/assessments/tests';
import { nearestProfile } from '../hollandProfiles/nearestProfile';
import { careersByType, typeNames, typePhrases } from './careers';
import { riasecItems } from './items';

export type RiasecScores = Record<RiasecLetter, number>;

export function riasecScores(answers: Readonly<Record<string, number>>): RiasecScores {
  const scores: RiasecScores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const item of riasecItems) scores[item.type] += (answers[item.id] ?? 1) - 1;
  return scores;
}

export function hollandCode(scores: RiasecScores): string {
  return [...riasecLetters]
    .sort((a, b) => scores[b] - scores[a] || riasecLetters.indexOf(a) - riasecLetters.indexOf(b))
    .slice(0, 3)
    .join('');
}

export function interpretation(scores: RiasecScores, code: string): string {
  const [first, second, third] = code.split('') as RiasecLetter[];
  const values = Object.values(scores);
  const spread = Math.max(...values) - Math.min(...values);
  const shape =
    spread <= 8
      ? 'Your interests are spread evenly across the six types: you are open to many directions, and real experiences (projects, internships, conversations with people at work) will help you narrow them.'
      : spread >= 24
        ? 'Your interests are sharply defined: the top types stand well above the rest, which makes choosing a direction easier.'
        : 'Your interests have a clear lead with some range beyond it.';
  if (!first || !second || !third) return shape;
  return `Your strongest interest is ${typeNames[first]} (${scores[first]}/40): you are drawn to ${typePhrases[first]}. Next come ${typeNames[second]} (${scores[second]}/40) and ${typeNames[third]} (${scores[third]}/40). ${shape} Interests are not abilities: use this as a map for exploring, not a verdict.`;
}

export function careerSuggestions(code: string): string[] {
  const letters = code.split('') as RiasecLetter[];
  const picks = letters.flatMap((letter, rank) => careersByType[letter].slice(0, rank === 0 ? 4 : rank === 1 ? 3 : 2));
  return [...new Set(picks)];
}

export function scoreRiasec(answers: Readonly<Record<string, number>>): RiasecResult {
  const scores = riasecScores(answers);
  const code = hollandCode(scores);
  const { profile, match } = nearestProfile(code, scores);
  const domains = Object.fromEntries(riasecLetters.map((letter) => [riasecDomains[letter], scores[letter]])) as Pick<RiasecResult, 'realistic' | 'investigative' | 'artistic' | 'social' | 'enterprising' | 'conventional'>;
  return { hollandCode: code, ...domains, careerSuggestions: careerSuggestions(code), interpretation: interpretation(scores, code), totalQuestions: riasecItems.length, profile, profileMatch: match };
}
