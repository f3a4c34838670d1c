// Each test as the quality indices read it (verdict.ts): presentation order, scales and keying, check pairs, limits.
// The limits were set with simulation.ts (npm run bench runs it at scale; docs/assessments-quality.md has the shares).
import type { TestType } from '@margdarshak/contracts/assessments/tests';
import { intelligences } from '@margdarshak/contracts/assessments/tests';
import { riasecLetters } from '@margdarshak/contracts/assessments/hollandProfile';
import { acquiescence, correctedAnswers } from '../bigFive/balance';
import { bigFiveItems } from '../bigFive/items';
import { miItems } from '../multipleIntelligences/items';
import { checkPairs, riasecItems, scoredItems } from '../riasec/items';
import { bigFiveAntonyms } from './antonyms';
import { answerQualityOf, type QualityDesign, type Timing } from './verdict';

/**
 * RIASEC, 63 items. Long string: 12 in a row (random: under 0.1%). One answer for 90% of the items (a student who
 * likes one type and dislikes all the others gives one answer to 83%, and is not careless). Acquiescence (mean less
 * 3, less the answers' spread) from 0.5: liking nearly everything alike (a keen student answering 4.3 on average with
 * a spread of 0.8 reaches it too: the review's caveat, kept until pilot data). Two of the three restated pairs
 * answered like versus dislike.
 * Person fit below 0.16: what a tenth of random sets reach, a genuine student very seldom (simulation).
 * Rhythm: 75% of answers repeating at some period from 2 to 8 (random: 20%).
 */
export const riasecDesign: QualityDesign = {
  order: riasecItems.map((item) => item.id),
  scales: riasecLetters.map((letter) => scoredItems.filter((item) => item.type === letter).map((item) => ({ id: item.id, keyed: 1 as const }))),
  pairs: checkPairs.map(([a, b]) => ({ a, b, relation: 'same' as const })),
  limits: { longString: 12 / 63, modalShare: 0.9, acquiescence: 0.5, inconsistent: 2, personFit: 0.16, rhythm: 0.75 },
};

/**
 * Multiple Intelligences, 40 items, no check pairs (see docs/decisions/0077). Limits as for RIASEC, set for 8 scales of
 * 5, except the long string: 15 in a row, since a student who likes one intelligence and answers the same to the other
 * seven gives runs of up to 14 (its statements come once a round, in a shifting place); and person fit below 0.32,
 * since eight scales of five answers each let chance alone reach about 0.18 (the tightest of the three tests: 7% of
 * random sets shown a reading, 8 to 9% of genuine students flagged). Kept after the psychometric review: 0.31 shows
 * 8.5% of random sets at 6,000 simulated sets but 10.2% in CI's 500, and 0.30 shows 9.8%, so the trade-off leaves no
 * room to loosen it. Scales correlated about 0.4 flag about 22% (docs/assessments-quality.md, a named limit).
 */
export const miDesign: QualityDesign = {
  order: miItems.map((item) => item.id),
  scales: intelligences.map((domain) => miItems.filter((item) => item.domain === domain).map((item) => ({ id: item.id, keyed: 1 as const }))),
  pairs: [],
  limits: { longString: 15 / 40, modalShare: 0.9, acquiescence: 0.5, inconsistent: Number.POSITIVE_INFINITY, personFit: 0.32, rhythm: 0.75 },
};

const fiveDomains = ['N', 'E', 'O', 'A', 'C'] as const;

/**
 * Big Five, 120 items keyed both ways. Person fit over the five domains, below 0.08 (chance: about 0.03). Eight of the
 * 18 antonym pairs (antonyms.ts) answered the same way round, read on the corrected answers (random: six on average).
 * Acquiescence over the facets keyed both ways (bigFive/balance.ts) from 1.2: agreeing with both sides by more than a
 * step (from 0.9 before the psychometric review: a quarter of acquiescent but genuine students, lean +0.7, were
 * rejected before the correction could help them; now about 5%, and random sets stay flagged). One answer for 70% of
 * the items, or 15 in a row.
 */
/**
 * The antonym pairs are read on the answers as scored (corrected for acquiescence, balance.ts), rounded back to whole
 * answers so that a corrected middle is still 'Not sure': an acquiescent but genuine student who agrees a little with
 * both sides is not held inconsistent for the lean the scoring already takes out (psychometric review).
 */
const roundedCorrected = (answers: Readonly<Record<string, number>>) => Object.fromEntries(Object.entries(correctedAnswers(answers)).map(([id, value]) => [id, Math.round(value)]));

export const bigFiveDesign: QualityDesign = {
  order: bigFiveItems('en').map((item) => item.id),
  scales: fiveDomains.map((domain) =>
    bigFiveItems('en')
      .filter((item) => item.domain === domain)
      .map((item) => ({ id: item.id, keyed: item.keyed === 'plus' ? (1 as const) : (-1 as const) })),
  ),
  pairs: bigFiveAntonyms.map(([a, b]) => ({ a, b, relation: 'opposite' as const })),
  pairAnswers: roundedCorrected,
  acquiescence,
  limits: { longString: 15 / 120, modalShare: 0.7, acquiescence: 1.2, inconsistent: 8, personFit: 0.08, rhythm: 0.75 },
};

export const qualityDesigns: Record<TestType, QualityDesign> = { riasec: riasecDesign, multiple_intelligences: miDesign, bigfive: bigFiveDesign };

/** The answer quality of one answer set of `testType`, with the page timing when the test recorded it. */
export const answerQualityFor = (testType: TestType, answers: Readonly<Record<string, number>>, timing?: Timing, flat = false) => answerQualityOf(qualityDesigns[testType], answers, timing, flat);
