// Who is mailed about a minor: the parent whose consent is on record, read from the consent stream (the log, not a read
// model, so a mail sent late still goes to whoever had consented), at their own account's address.
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { loadConsent } from '../family';

export interface MailedParent {
  id: string;
  email: string;
  /** The language their mails are written in: their account's choice, English until one is made. */
  language: AccountLanguage;
}

/**
 * The consenting parent of `studentId` and their address, or undefined: an adult, a minor nobody consented for yet, a
 * consent withdrawn (unless `evenWithdrawn`: the parent stays linked to the child), or a parent whose account is gone.
 */
export async function consentingParent(deps: AppDeps, studentId: string, evenWithdrawn = false): Promise<MailedParent | undefined> {
  const consent = await loadConsent(deps, studentId);
  if (consent.status !== 'given' && !(evenWithdrawn && consent.status === 'withdrawn')) return undefined;
  const parent = await findActiveUser(deps.db, consent.parentId);
  return parent ? { id: parent.id, email: parent.email, language: parent.language ?? 'en' } : undefined;
}
