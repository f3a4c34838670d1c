// The 48 parent-facing Holland profiles (dashboards §3), eight for each leading letter.
import type { HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';
import { artisticProfiles } from './artistic';
import { conventionalProfiles } from './conventional';
import { enterprisingProfiles } from './enterprising';
import { investigativeProfiles } from './investigative';
import { realisticProfiles } from './realistic';
import { socialProfiles } from './social';

export { distributionFor } from './distribution';

export const hollandProfiles: readonly HollandProfile[] = [
  ...realisticProfiles,
  ...investigativeProfiles,
  ...artisticProfiles,
  ...socialProfiles,
  ...enterprisingProfiles,
  ...conventionalProfiles,
];

const byCode = new Map(hollandProfiles.map((profile) => [profile.code, profile]));

/** The profile for a three-letter code, in any letter case; undefined when the code has none. */
export const hollandProfileByCode = (code: string): HollandProfile | undefined => byCode.get(code.trim().toUpperCase());
