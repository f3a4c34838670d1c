import type { HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';

/**
 * A profile's words in Hindi (issue 28): the same code, the same institutions (names stay as they are written), the
 * text written here in Hindi. Streams and weights come from the English profile.
 */
export type HindiProfileText = Pick<HollandProfile, 'title' | 'tagline' | 'summary' | 'strengths' | 'challenges' | 'career_clusters' | 'action_plan'>;

export type HindiProfiles = Readonly<Record<string, HindiProfileText>>;
