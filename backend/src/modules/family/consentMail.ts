// The consent mails. A subject carries at most the child's first name, and only when it is one plain word of letters
// (childSubjectName): no sentence, link or number a stranger typed can reach the top of someone's inbox (0054, 0104).
// The body names the student by the name they gave (at sign-up or in their profile), in quotes, and says plainly that
// it is the name they gave; without one it says "a student" or "your child", never the e-mail's local part.
import { familyPaths } from '@margdarshak/contracts/api/family';
import { firstWordOf } from '@margdarshak/contracts/names';
import { CONSENT_LINK_DAYS } from '@margdarshak/contracts/family/consentNotice';
import { pagePatterns } from '@margdarshak/contracts/pages';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import type { MailMessage } from '../../platform/mail/mailer';
import { studentOwnName } from '../accounts';
import type { LinkKind } from './consentLinks';

export const CONSENT_MAIL_SUBJECT = 'A student asks for your consent to use Margdarshak';

/** A first name a subject may carry: one word of letters (any script), at most 30; otherwise none. */
export function childSubjectName(name: string | undefined): string | undefined {
  const first = firstWordOf(name);
  return first && /^[\p{L}\p{M}][\p{L}\p{M}'’-]{0,29}$/u.test(first) ? first : undefined;
}

export const consentMailSubject = (name: string | undefined) => {
  const first = childSubjectName(name);
  return first ? `${first} asks for your consent to use Margdarshak` : CONSENT_MAIL_SUBJECT;
};
export const PARENT_CHANGE_MAIL_SUBJECT = 'Your child asks for a change on Margdarshak';

const quoted = (name: string) => `“${name}”`;

/** The student as a mail names them: by the name they gave, quoted as such; with no name given, plainly. */
const opening: Record<LinkKind, (name: string | undefined) => string> = {
  first: (name) => `A student signed up for Margdarshak, a career-counselling service,${name ? ` under the name ${quoted(name)},` : ''} and gave this address as their parent's or guardian's.`,
  again: (name) =>
    `${name ? `The student named ${quoted(name)} on Margdarshak asks you to give your consent again` : 'Your child asks you to give your consent on Margdarshak again'}, after you withdrew it. Nothing changes unless you do.`,
  change: (name) =>
    `${name ? `The student named ${quoted(name)} on Margdarshak` : 'A student on Margdarshak'} asks that you give consent for them, as their parent or guardian, in place of the parent who consented before. That parent (or our team, on the family's request) has agreed to the change.`,
};

export function consentLinkMail(to: string, name: string | undefined, kind: LinkKind, link: string): MailMessage {
  return {
    to,
    subject: consentMailSubject(name),
    text: [
      'Hello,',
      opening[kind](name),
      `Because they are under 18, they can book sessions only with a parent's consent. Open this link to read what we collect and why, and to give or refuse your consent:\n${link}`,
      `The link works once and for ${CONSENT_LINK_DAYS} days. If you do not know this student, ignore this e-mail: nothing happens without your consent.`,
      'Margdarshak',
    ].join('\n\n'),
  };
}

/**
 * To the parent who consented: the new address in full, so that they can tell whether it belongs to the other parent or
 * guardian, or is another address of the child's own.
 */
export function parentChangeMail(to: string, name: string | undefined, newAddress: string, dashboard: string): MailMessage {
  return {
    to,
    subject: PARENT_CHANGE_MAIL_SUBJECT,
    text: [
      'Hello,',
      `Your child${name ? `, named ${quoted(name)} on Margdarshak,` : ' on Margdarshak'} asks that another parent or guardian, at ${newAddress}, give consent for them from now on, in place of you.`,
      'Please check that this address belongs to the person your child means: nothing is sent to it unless you agree.',
      `To see the request and agree to it, sign in to your parent dashboard:\n${dashboard}`,
      'If you do not want this change, you need not do anything.',
      'Margdarshak',
    ].join('\n\n'),
  };
}

/** A consent link to a parent: the mail goes from the request that made the token, since only its hash is kept. */
export async function mailConsentLink(deps: AppDeps, studentId: string, to: string, kind: LinkKind, token: string): Promise<void> {
  await deps.mail.send(consentLinkMail(to, await studentOwnName(deps, studentId), kind, `${deps.config.publicUrl}${familyPaths.consentPage(token)}`));
}

/** The parent who consented learns that their child asked for another parent: at their account's address. */
export async function mailParentChange(deps: AppDeps, studentId: string, parentId: string, newAddress: string): Promise<void> {
  const parent = await findActiveUser(deps.db, parentId);
  if (!parent) return; // their account is gone: an admin confirms instead
  await deps.mail.send(parentChangeMail(parent.email, await studentOwnName(deps, studentId), newAddress, `${deps.config.publicUrl}${pagePatterns.parentDashboard}`));
}
