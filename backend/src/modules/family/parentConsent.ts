// The parent's side of consent: what the link shows, the decision (consenting creates or links a parent account;
// refusing closes the child's account through the refusals processor), and a withdrawal later.
import { CONSENT_LINK_GONE, maskEmail, type ConsentRequestView } from '@margdarshak/contracts/api/family';
import { consentNotice } from '@margdarshak/contracts/family/consentNotice';
import { findConsentByToken } from '@margdarshak/projections/family/familyQueries';
import { findUserByEmail } from '@margdarshak/projections/users/usersQueries';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { ConflictError, DomainError, UnauthorizedError, ValidationError } from '../../platform/http/errors';
import { hashToken, registerUser } from '../accounts/accounts';
import { COMMON_PASSWORD, isCommonPassword } from '../accounts/newPassword';
import { verifyPassword } from '../accounts/passwords';
import { studentDisplayName } from '../accounts/studentName';
import { loadConsent, runConsent } from './consents';
import { firstWordOf } from '@margdarshak/contracts/names';

const linkGone = () => new DomainError('CONSENT_LINK_GONE', CONSENT_LINK_GONE, 410);

export interface OpenLink {
  studentId: string;
  tokenHash: string;
  parentEmail: string;
  expiresAt: string;
}

/** The link's student and parent, while it is the latest link, unused and unexpired (410 otherwise). */
export async function openConsentLink(deps: AppDeps, token: string): Promise<OpenLink> {
  const tokenHash = hashToken(token);
  const row = await findConsentByToken(deps.db, tokenHash);
  if (!row) throw linkGone();
  const state = await loadConsent(deps, row.id);
  if (state.status !== 'awaiting' || !state.link || state.link.tokenHash !== tokenHash || new Date(state.link.expiresAt) <= deps.clock.now() || !state.parentEmail) throw linkGone();
  const parentEmail = await deps.vault.open(row.id, state.parentEmail);
  if (parentEmail === undefined) throw linkGone();
  return { studentId: row.id, tokenHash, parentEmail, expiresAt: state.link.expiresAt };
}

export const firstName = (name: string) => firstWordOf(name) ?? name;

export async function consentRequestView(deps: AppDeps, token: string): Promise<ConsentRequestView> {
  const link = await openConsentLink(deps, token);
  const [name, account] = await Promise.all([studentDisplayName(deps, link.studentId), findUserByEmail(deps.db, link.parentEmail)]);
  return { childFirstName: firstName(name ?? ''), parentEmail: maskEmail(link.parentEmail), parentHasAccount: account !== undefined, expiresAt: link.expiresAt, notice: consentNotice };
}

/**
 * The parent's account: the existing one when the address has one (the password must be its password), or a new one
 * with this password. Only a parent's account can be linked: a student's or counsellor's address is refused.
 */
async function parentAccount(deps: AppDeps, email: string, password: string, actor: Actor): Promise<{ id: string; email: string }> {
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    if (existing.role !== 'parent') {
      throw new ConflictError('NOT_A_PARENT_ACCOUNT', 'This e-mail already belongs to a Margdarshak account that is not a parent’s. Please ask your child to send the request to another address.');
    }
    if (!(await verifyPassword(existing.passwordHash, password))) throw new UnauthorizedError(`That is not the password of the parent account for ${maskEmail(email)}.`);
    return existing;
  }
  if (!/\S/u.test(password)) throw new ValidationError([{ path: 'password', message: 'Password cannot be only spaces' }]);
  if (isCommonPassword(password)) throw new ValidationError([{ path: 'password', message: COMMON_PASSWORD }]);
  return registerUser(deps, { email, password, role: 'parent' }, actor);
}

/** Consent given: the parent's account first (a crash after it leaves the link still usable), then the consent. */
export async function giveConsent(deps: AppDeps, link: OpenLink, password: string, actor: Actor): Promise<{ id: string; email: string }> {
  const parent = await parentAccount(deps, link.parentEmail, password, actor);
  await runConsent(deps, link.studentId, { type: 'GiveConsent', studentId: link.studentId, tokenHash: link.tokenHash, parentId: parent.id }, { ...actor, userId: parent.id, role: 'parent' });
  return parent;
}

export async function refuseConsent(deps: AppDeps, link: OpenLink, actor: Actor): Promise<void> {
  await runConsent(deps, link.studentId, { type: 'RefuseConsent', studentId: link.studentId, tokenHash: link.tokenHash }, actor);
}

export async function withdrawConsent(deps: AppDeps, parentId: string, childId: string, actor: Actor): Promise<void> {
  await runConsent(deps, childId, { type: 'WithdrawConsent', studentId: childId, parentId }, actor);
}
