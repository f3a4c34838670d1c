// Streams in the order of the student's strongest interests (issue 28, item 4): an Investigative student sees the
// science streams before Humanities. One rule, here: each stream is led by the interests it mostly serves, and streams
// are ranked by the best place any of their letters holds in the student's own order.
import { riasecLetters, type RecommendedStream, type RiasecLetter } from './hollandProfile';
import { riasecDomains, type RiasecDomain } from './tests';

/** The interests each stream mostly serves, the closer first. */
export const streamLetters: Record<RecommendedStream, readonly RiasecLetter[]> = {
  'Science (PCM)': ['I', 'R', 'C'],
  'Science (PCB)': ['I', 'S', 'R'],
  Commerce: ['E', 'C'],
  Humanities: ['A', 'S', 'E'],
  Vocational: ['R', 'A'],
};

/** The six letters from strongest to weakest; equal scores keep RIASEC order. */
export const lettersByStrength = (scores: Readonly<Record<RiasecLetter, number>>): RiasecLetter[] =>
  [...riasecLetters].sort((a, b) => scores[b] - scores[a] || riasecLetters.indexOf(a) - riasecLetters.indexOf(b));

/**
 * The streams reordered: first those with the student's strongest letter, then the next; among equals, the stream whose
 * own first letter is stronger, then the order given. Nothing added or removed.
 */
export function streamsByStrength(streams: readonly RecommendedStream[], scores: Readonly<Record<RiasecLetter, number>>): RecommendedStream[] {
  const rank = lettersByStrength(scores);
  const place = (letter: RiasecLetter) => rank.indexOf(letter);
  const best = (stream: RecommendedStream) => Math.min(...streamLetters[stream].map(place));
  const lead = (stream: RecommendedStream) => place(streamLetters[stream][0] ?? 'R');
  return streams
    .map((stream, index) => ({ stream, index }))
    .sort((a, b) => best(a.stream) - best(b.stream) || lead(a.stream) - lead(b.stream) || a.index - b.index)
    .map(({ stream }) => stream);
}

/** A result's six scores by letter. */
export const scoresByLetter = (result: Readonly<Record<RiasecDomain, number>>): Record<RiasecLetter, number> =>
  Object.fromEntries(riasecLetters.map((letter) => [letter, result[riasecDomains[letter]]])) as Record<RiasecLetter, number>;
