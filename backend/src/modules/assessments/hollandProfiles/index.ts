// The 48 Holland profiles (dashboards §3), eight for each leading letter, in a neutral voice every reader shares (issue 28).
import type { HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { artisticProfiles } from './artistic';
import { conventionalProfiles } from './conventional';
import { enterprisingProfiles } from './enterprising';
import { hindiProfileText } from './hi';
import { investigativeProfiles } from './investigative';
import { realisticProfiles } from './realistic';
import { socialProfiles } from './social';

export { distributionFor } from './distribution';

export const hollandProfiles: readonly HollandProfile[] = [...realisticProfiles, ...investigativeProfiles, ...artisticProfiles, ...socialProfiles, ...enterprisingProfiles, ...conventionalProfiles];

const byCode = new Map(hollandProfiles.map((profile) => [profile.code, profile]));

/**
 * The profile for a three-letter code, in any letter case, in the language asked for (Hindi words where they are
 * written, else English); undefined when the code has none.
 */
export function hollandProfileByCode(code: string, language: TestLanguage = 'en'): HollandProfile | undefined {
  const profile = byCode.get(code.trim().toUpperCase());
  const hindi = profile && language === 'hi' ? hindiProfileText(profile.code) : undefined;
  return profile && hindi ? { ...profile, ...hindi } : profile;
}
