// Keying balance (issue 28, item 4). Nine of the thirty facets are keyed one way only (N1, E5, E6, O1, A2, A4, A5, C1,
// C6), so a student who agrees with everything reads as high on those facets, and the domains built mostly from them
// lean the same way (Neuroticism has 17 plus-keyed items of 24, Agreeableness 17 minus-keyed). Two answers:
// - Those nine facets are reported at domain level only: no band and no text of their own (docs/decisions/0078).
// - Each answer is corrected for the student's own acquiescence before it is scored: the index is read from the 21
//   facets keyed both ways, where agreeing with both sides of one facet can only be response style, and subtracted
//   from every raw answer (the acquiescence-corrected scoring of the Big Five literature). A genuine student's index
//   sits near 0 and changes little; an agree-with-everything student's answers move back to the middle.
import { bigFiveItems, type BigFiveItem } from './items';

const facetKey = (item: Pick<BigFiveItem, 'domain' | 'facet'>) => `${item.domain}${item.facet}`;

const facets = (() => {
  const groups = new Map<string, BigFiveItem[]>();
  for (const item of bigFiveItems('en')) groups.set(facetKey(item), [...(groups.get(facetKey(item)) ?? []), item]);
  return [...groups.values()];
})();

const twoWay = facets.filter((items) => items.some((i) => i.keyed === 'plus') && items.some((i) => i.keyed === 'minus'));

/** The facets keyed one way only, as 'N1', 'A4' …: shown only as part of their domain. */
export const oneSidedFacets: ReadonlySet<string> = new Set(facets.filter((items) => !twoWay.includes(items)).map((items) => facetKey(items[0] ?? { domain: 'N', facet: 0 })));

export const isOneSided = (domain: string, facet: number) => oneSidedFacets.has(`${domain}${facet}`);

const mean = (values: readonly number[]) => (values.length === 0 ? 3 : values.reduce((s, v) => s + v, 0) / values.length);

/**
 * Acquiescence: over the facets keyed both ways, the mean of (mean raw answer to the facet's plus items + mean raw
 * answer to its minus items) / 2 - 3. 0 for a genuine responder in expectation; +2 for 'Very accurate' to everything.
 */
export function acquiescence(answers: Readonly<Record<string, number>>): number {
  const perFacet = twoWay.map((items) => {
    const raw = (keyed: BigFiveItem['keyed']) => mean(items.filter((i) => i.keyed === keyed).flatMap((i) => answers[i.id] ?? []));
    return (raw('plus') + raw('minus')) / 2;
  });
  return mean(perFacet) - 3;
}

/** Every answer less the student's acquiescence, kept on the 1 to 5 scale. */
export function correctedAnswers(answers: Readonly<Record<string, number>>): Record<string, number> {
  const shift = acquiescence(answers);
  return Object.fromEntries(Object.entries(answers).map(([id, value]) => [id, Math.min(5, Math.max(1, value - shift))]));
}
