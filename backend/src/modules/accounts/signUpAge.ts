// A student may give their date of birth (and, under 18, a parent's e-mail) when they sign up. Checking and recording
// it is the family module's work (the consent stream); accounts stands below family in the module order, so it asks
// through this port, which app.ts fills with family's implementation (family/signUpAge.ts).
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';

export interface SignUpAge {
  /** What is wrong with the date of birth and parent's e-mail at `now`, field by field (empty when nothing). */
  issues(input: { dateOfBirth: string; parentEmail: string | undefined; ownEmail: string }, now: Date): { path: string; message: string }[];
  /** Records the date of birth on the new student's consent stream (and mails the parent when under 18). */
  record(deps: AppDeps, student: { id: string; email: string }, input: { dateOfBirth: string; parentEmail: string | undefined }, actor: Actor): Promise<void>;
}
