// RIASEC scoring: each answer 1 to 5 scores 0 to 4, summed per type, so a type scores 0 to 40.
// Holland code = the three highest types. Tie-break: equal scores keep the hexagon's order R, I, A, S, E, C (so R
// before I before A ...), which makes the code a function of the scores alone (also in docs/decisions.md).
import { riasecLetters, typeNames, type RiasecLetter } from '@margdarshak/contracts/assessments/hollandProfile';
import { riasecDomains, type RiasecDomain, type RiasecResult } from '@margdarshak/contracts/assessments/tests';
import { careersByType, typePhrases } from './careers';
import { riasecItems } from './items';
import { matchProfile, type ProfileMatch, type RiasecScores } from './profileMatch';

export type { RiasecScores } from './profileMatch';

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

function shapeOf(scores: RiasecScores): string {
  const values = Object.values(scores);
  const spread = Math.max(...values) - Math.min(...values);
  if (spread <= 8) return 'Your interests are spread evenly across the six types: you are open to many directions, and real experiences (projects, internships, talking to people at work) will help you narrow them.';
  if (spread >= 24) return 'Your interests are sharply defined: the top types stand well above the rest, which makes choosing a direction easier.';
  return 'Your interests have a clear lead with some range beyond it.';
}

export function interpretation(scores: RiasecScores, code: string, matched: ProfileMatch): string {
  const [first, second, third] = code.split('') as RiasecLetter[];
  const sentences: string[] = [];
  if (first && second && third) {
    sentences.push(
      `Your strongest interest is ${typeNames[first]} (${scores[first]}/40): you are drawn to ${typePhrases[first]}.`,
      `Next come ${typeNames[second]} (${scores[second]}/40) and ${typeNames[third]} (${scores[third]}/40).`,
    );
  }
  sentences.push(shapeOf(scores));
  if (matched.match === 'nearest') {
    sentences.push(`Your code ${code} is a rarer combination, so the profile shown is the closest one to your six scores: ${matched.profile.code}, ${matched.profile.title}.`);
  }
  sentences.push('Interests are not abilities: use this as a map for exploring, not a verdict.');
  return sentences.join(' ');
}

/** Four ideas for the leading type, three for the second, two for the third. */
export function careerSuggestions(code: string): string[] {
  const letters = code.split('') as RiasecLetter[];
  const picks = letters.flatMap((letter, rank) => careersByType[letter].slice(0, 4 - rank));
  return [...new Set(picks)];
}

export function scoreRiasec(answers: Readonly<Record<string, number>>): RiasecResult {
  const scores = riasecScores(answers);
  const code = hollandCode(scores);
  const matched = matchProfile(code, scores);
  const domains = Object.fromEntries(riasecLetters.map((letter) => [riasecDomains[letter], scores[letter]])) as Record<RiasecDomain, number>;
  return {
    hollandCode: code,
    ...domains,
    careerSuggestions: careerSuggestions(code),
    interpretation: interpretation(scores, code, matched),
    totalQuestions: riasecItems.length,
    profile: matched.profile,
    profileMatch: matched.match,
  };
}
