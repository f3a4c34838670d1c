// Social profiles in Hindi, keyed by code (issue 28): written for students and parents, in the register of our items.
import type { HindiProfiles } from './types';

export const socialProfilesHi: HindiProfiles = {};
