import type { HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';
import { distributionFor } from './distribution';

/** A profile as written here; its weights follow from its code. */
export const define = (profile: Omit<HollandProfile, 'riasec_distribution'>): HollandProfile => ({ ...profile, riasec_distribution: distributionFor(profile.code) });
