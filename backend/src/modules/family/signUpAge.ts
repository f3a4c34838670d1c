// Family's side of the sign-up port accounts declares (accounts/signUpAge.ts): the age rule and the consent stream's
// first record.
import type { SignUpAge } from '../accounts';
import { ageIssues } from './consent.decider';
import { recordAge } from './consentRequests';

export const signUpAge: SignUpAge = { issues: ageIssues, record: recordAge };
