// Streams follow the student's strongest interests (issue 28, item 4): one rule, for any scores and any list of streams.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recommendedStreams, riasecLetters, type RiasecLetter } from './hollandProfile';
import { lettersByStrength, streamLetters, streamsByStrength } from './streamOrder';

const scores = fc
  .tuple(...riasecLetters.map(() => fc.integer({ min: 0, max: 40 })))
  .map((values) => Object.fromEntries(riasecLetters.map((l, i) => [l, values[i] ?? 0])) as Record<RiasecLetter, number>);
const streamLists = fc.shuffledSubarray([...recommendedStreams], { minLength: 1 });

describe('streamsByStrength', () => {
  it('puts a stream serving the strongest letter before any that does not, and adds or drops nothing', () => {
    fc.assert(
      fc.property(scores, streamLists, (s, streams) => {
        const ordered = streamsByStrength(streams, s);
        expect([...ordered].sort()).toEqual([...streams].sort());
        const [strongest] = lettersByStrength(s);
        const serves = (stream: (typeof streams)[number]) => streamLetters[stream].includes(strongest ?? 'R');
        const firstOther = ordered.findIndex((stream) => !serves(stream));
        const lastServing = ordered.map(serves).lastIndexOf(true);
        if (firstOther >= 0) expect(lastServing).toBeLessThan(firstOther);
      }),
      { numRuns: 300 },
    );
  });

  it('puts the science streams first for an Investigative student, and Humanities first for an Artistic one', () => {
    const investigative = { R: 10, I: 37, A: 30, S: 30, E: 5, C: 5 };
    expect(streamsByStrength(['Humanities', 'Science (PCB)'], investigative)).toEqual(['Science (PCB)', 'Humanities']);
    expect(streamsByStrength(['Humanities', 'Science (PCM)', 'Commerce'], investigative)).toEqual(['Science (PCM)', 'Humanities', 'Commerce']);
    expect(streamsByStrength(['Science (PCM)', 'Humanities'], { R: 5, I: 20, A: 38, S: 10, E: 5, C: 5 })).toEqual(['Humanities', 'Science (PCM)']);
  });
});
