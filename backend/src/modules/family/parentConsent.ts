// The parent's side of consent: what the link shows, the decision (consenting creates or links a parent account;
// refusing closes the child's account through the refusals processor, or declines a change of parent), and a
// withdrawal later.
import { randomUUID } from 'node:crypto';
import { maskEmail, NOT_A_PARENT_ACCOUNT, type ConsentRequestView, wrongParentPassword } from '@margdarshak/contracts/api/family';
import { consentNoticeIn } from '@margdarshak/contracts/family/consentNotice';
import { findConsentByToken } from '@margdarshak/projections/family/familyQueries';
import { findUserByEmail } from '@margdarshak/projections/users/usersQueries';
import type { Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { ConflictError, UnauthorizedError, ValidationError } from '../../platform/http/errors';
import { type AccountLanguage, COMMON_PASSWORD } from '@margdarshak/contracts/api/accounts';
import { hashToken, registerUser, isCommonPassword, verifyPassword, studentOwnName } from '../accounts';
import { linkGone, openLink, type LinkKind } from './consentLinks';
import { loadConsent, runConsent } from './consents';
import { firstWordOf } from '@margdarshak/contracts/names';

export interface OpenLink {
  studentId: string;
  tokenHash: string;
  parentEmail: string;
  expiresAt: string;
  kind: LinkKind;
}

/** The link's student and parent, while it is the latest link, unused and unexpired (410 otherwise). */
export async function openConsentLink(deps: AppDeps, token: string): Promise<OpenLink> {
  const tokenHash = hashToken(token);
  // The read model only says whose link it is; whether it still works is the stream's to say.
  const row = await findConsentByToken(deps.db, tokenHash);
  if (!row) throw linkGone();
  const { link, kind } = openLink(await loadConsent(deps, row.id), tokenHash, deps.clock.now());
  const parentEmail = await deps.vault.open(row.id, link.parentEmail);
  if (parentEmail === undefined) throw linkGone();
  return { studentId: row.id, tokenHash, parentEmail, expiresAt: link.expiresAt, kind };
}

export const firstName = (name: string) => firstWordOf(name) ?? name;

/** The page behind a consent link, its notice in `language` (the one the page is read in). */
export async function consentRequestView(deps: AppDeps, token: string, language: AccountLanguage = 'en'): Promise<ConsentRequestView> {
  const link = await openConsentLink(deps, token);
  const [name, account] = await Promise.all([studentOwnName(deps, link.studentId), findUserByEmail(deps.db, link.parentEmail)]);
  return {
    childFirstName: firstName(name ?? ''),
    parentEmail: maskEmail(link.parentEmail),
    parentHasAccount: account !== undefined,
    expiresAt: link.expiresAt,
    notice: consentNoticeIn(language),
    kind: link.kind,
  };
}

/**
 * Who consents: the existing account when the address has one (the password must be its password), or a new account
 * still to be made with this password (checked now, made only once the link is theirs). Only a parent's account can be
 * linked: a student's or counsellor's address is refused.
 */
async function parentFor(deps: AppDeps, email: string, password: string): Promise<{ id: string; email: string; isNew: boolean }> {
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    if (existing.role !== 'parent') {
      throw new ConflictError('NOT_A_PARENT_ACCOUNT', NOT_A_PARENT_ACCOUNT);
    }
    if (!(await verifyPassword(existing.passwordHash, password))) throw new UnauthorizedError(wrongParentPassword(maskEmail(email)));
    return { id: existing.id, email: existing.email, isNew: false };
  }
  if (!/\S/u.test(password)) throw new ValidationError([{ path: 'password', message: 'Password cannot be only spaces' }]);
  if (isCommonPassword(password)) throw new ValidationError([{ path: 'password', message: COMMON_PASSWORD }]);
  return { id: randomUUID(), email: email.trim().toLowerCase(), isNew: true };
}

/**
 * Consent given, in an order a retry completes and a race cannot spoil: the parent first takes the link on the child's
 * stream (a refusal racing it can no longer win, and one that won stops us here, before any account exists); then their
 * account is made when new; then the consent. A crash after the claim or the account leaves the link usable: the retry
 * finds the account by its address and password, claims again as that account, and records the consent.
 */
export async function giveConsent(deps: AppDeps, link: OpenLink, password: string, noticeLanguage: AccountLanguage, actor: Actor): Promise<{ id: string; email: string }> {
  const parent = await parentFor(deps, link.parentEmail, password);
  const asParent: Actor = { ...actor, userId: parent.id, role: 'parent' };
  await runConsent(deps, link.studentId, { type: 'ClaimLink', studentId: link.studentId, tokenHash: link.tokenHash, parentId: parent.id }, actor);
  if (parent.isNew) await registerUser(deps, { email: parent.email, password, role: 'parent', userId: parent.id }, actor);
  await runConsent(deps, link.studentId, { type: 'GiveConsent', studentId: link.studentId, tokenHash: link.tokenHash, parentId: parent.id, noticeLanguage }, asParent);
  return { id: parent.id, email: parent.email };
}

export async function refuseConsent(deps: AppDeps, link: OpenLink, noticeLanguage: AccountLanguage, actor: Actor): Promise<void> {
  await runConsent(deps, link.studentId, { type: 'RefuseConsent', studentId: link.studentId, tokenHash: link.tokenHash, noticeLanguage }, actor);
}

export async function withdrawConsent(deps: AppDeps, parentId: string, childId: string, actor: Actor): Promise<void> {
  await runConsent(deps, childId, { type: 'WithdrawConsent', studentId: childId, parentId }, actor);
}
