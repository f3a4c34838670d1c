import { artisticProfilesHi } from './artistic';
import { conventionalProfilesHi } from './conventional';
import { enterprisingProfilesHi } from './enterprising';
import { investigativeProfilesHi } from './investigative';
import { realisticProfilesHi } from './realistic';
import { socialProfilesHi } from './social';
import type { HindiProfileText } from './types';

const hindi: Readonly<Record<string, HindiProfileText>> = {
  ...realisticProfilesHi,
  ...investigativeProfilesHi,
  ...artisticProfilesHi,
  ...socialProfilesHi,
  ...enterprisingProfilesHi,
  ...conventionalProfilesHi,
};

export const hindiProfileText = (code: string): HindiProfileText | undefined => hindi[code];
