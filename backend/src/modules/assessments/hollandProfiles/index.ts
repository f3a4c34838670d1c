// The 48 parent-facing Holland profiles (dashboards §3), eight for each leading letter.
import type { HollandProfile } from '@margdarshak/contracts/assessments/hollandProfile';
import { artisticProfiles } from './artistic';
import { conventionalProfiles } from './conventional';
import { enterprisingProfiles } from './enterprising';
import { investigativeProfiles } from './investigative';
import { realisticProfiles } from './realistic';
import { socialProfiles } from './social';

export const hollandProfiles: readonly HollandProfile[] = [...realisticProfiles, ...investigativeProfiles, ...artisticProfiles, ...socialProfiles, ...enterprisingProfiles, ...conventionalProfiles];

export const hollandProfileByCode = (code: string): HollandProfile | undefined => hollandProfiles.find((p) => p.code === code.toUpperCase());
