// The rules of age and consent, pure: time comes in as `now`, tokens and sealed values come in on the command.
import { NO_CONSENT_AWAITED, PARENT_EMAIL_REQUIRED, PARENT_EMAIL_SAME } from '@margdarshak/contracts/api/family';
import { dateOfBirthMessages, dateOfBirthProblem, isMinorAt } from '@margdarshak/contracts/family/age';
import { CONSENT_ADDRESSES_EVER, consentMailsLeft, nextConsentMailAt, TOO_MANY_PARENT_ADDRESSES, tooManyConsentMails } from '@margdarshak/contracts/family/consentLimits';
import { CONSENT_NOTICE_VERSION } from '@margdarshak/contracts/family/consentNotice';
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import type { ConsentEvent } from '@margdarshak/contracts/events/family';
import { ConflictError, DomainError, ForbiddenError, ValidationError } from '../../platform/http/errors';
import { CONSENT_LINK_MS, type ConsentState } from './consent';
import { assertClaimedBy, assertMayClaim, assertMayConsent, assertNoConsentUnderWay, linkGone, openLink } from './consentLinks';

export { CONSENT_LINK_MS };

/** A link about to go to a parent: the address sealed and fingerprinted, the token only as its hash. */
export interface LinkToSend {
  sealedParentEmail: string;
  parentEmailHash: string;
  tokenHash: string;
}

export type ConsentCommand =
  /** `mailHeldBack`: the parent's address has had its day's consent e-mails, so the link is neither made nor sent. */
  | {
      type: 'RecordDateOfBirth';
      studentId: string;
      dateOfBirth: string;
      sealedDateOfBirth: string;
      ownEmail: string;
      parentEmail: string | undefined;
      link: LinkToSend | undefined;
      mailHeldBack: boolean;
    }
  /**
   * The student's Send again or new address: a link, or (after a parent consented) a change asked of that parent.
   * `parentGone`: the account of the parent who consented is closed, so nobody can consent as them any more.
   */
  | { type: 'RequestConsent'; studentId: string; ownEmail: string; parentEmail: string; link: LinkToSend; parentGone: boolean }
  | { type: 'ConfirmParentChange'; studentId: string; by: { userId: string; role: 'parent' | 'admin' }; sealedReason: string | null; link: LinkToSend; seenRequestedAt: string }
  | { type: 'ClaimLink'; studentId: string; tokenHash: string; parentId: string }
  | { type: 'GiveConsent'; studentId: string; tokenHash: string; parentId: string; noticeLanguage: AccountLanguage }
  | { type: 'RefuseConsent'; studentId: string; tokenHash: string; noticeLanguage: AccountLanguage }
  | { type: 'WithdrawConsent'; studentId: string; parentId: string }
  /** Before consent: a new link to the address on record, with the session the student chose (the link's token sealed). */
  | { type: 'AskParent'; studentId: string; ownEmail: string; parentEmail: string; link: LinkToSend; sealedToken: string; session: AskedSessionInput };

/** The session a student asks their parent for, as the server priced it. */
export interface AskedSessionInput {
  counsellorId: string;
  packageId: string;
  date: string;
  slot: string;
  pricePaise: number;
}

/** What is wrong with a date of birth and parent's e-mail at `now`, field by field (empty when nothing). */
export function ageIssues(input: { dateOfBirth: string; parentEmail: string | undefined; ownEmail: string }, now: Date): { path: string; message: string }[] {
  const problem = dateOfBirthProblem(input.dateOfBirth, now);
  if (problem) return [{ path: 'dateOfBirth', message: dateOfBirthMessages[problem] }];
  if (!isMinorAt(input.dateOfBirth, now)) return [];
  return parentEmailIssues(input.parentEmail, input.ownEmail);
}

function parentEmailIssues(parentEmail: string | undefined, ownEmail: string): { path: string; message: string }[] {
  if (!parentEmail) return [{ path: 'parentEmail', message: PARENT_EMAIL_REQUIRED }];
  if (parentEmail.trim().toLowerCase() === ownEmail.trim().toLowerCase()) return [{ path: 'parentEmail', message: PARENT_EMAIL_SAME }];
  return [];
}

function requested(studentId: string, link: LinkToSend, now: Date): ConsentEvent {
  return {
    type: 'ParentalConsentRequested',
    data: {
      studentId,
      parentEmail: link.sealedParentEmail,
      parentEmailHash: link.parentEmailHash,
      tokenHash: link.tokenHash,
      expiresAt: new Date(now.getTime() + CONSENT_LINK_MS).toISOString(),
      noticeVersion: CONSENT_NOTICE_VERSION,
    },
  };
}

/** The student's limits: e-mails in any 24 hours, and how many different addresses ever. */
function assertWithinLimits(state: ConsentState, parentEmailHash: string, now: Date): void {
  if (!state.addresses.includes(parentEmailHash) && state.addresses.length >= CONSENT_ADDRESSES_EVER) throw new ConflictError('TOO_MANY_PARENT_ADDRESSES', TOO_MANY_PARENT_ADDRESSES);
  const nextMailAt = nextConsentMailAt(state.mailedAt, now);
  if (consentMailsLeft(state.mailedAt, now) === 0 && nextMailAt) throw new DomainError('TOO_MANY_CONSENT_MAILS', tooManyConsentMails(nextMailAt), 429, { nextMailAt });
}

/**
 * Send again or a new address. Once a parent consented, a new address is a change that parent must confirm first; so is
 * their own address once their account is closed (whoever consents there now is another person): an admin confirms it.
 */
function requestConsent(command: Extract<ConsentCommand, { type: 'RequestConsent' }>, state: ConsentState, now: Date): ConsentEvent[] {
  if (state.status === 'unknown') throw new ConflictError('AGE_NEEDED', 'Please tell us your date of birth first.');
  if (state.status === 'adult') throw new ConflictError('CONSENT_NOT_NEEDED', 'You are 18 or over: no parent’s consent is needed.');
  if (state.status === 'refused') throw new ConflictError('CONSENT_REFUSED', 'Your parent refused consent.');
  const issues = parentEmailIssues(command.parentEmail, command.ownEmail);
  if (issues.length > 0) throw new ValidationError(issues);
  const to = command.link.parentEmailHash;
  if (state.status === 'given' && to === state.parentEmailHash) throw new ConflictError('CONSENT_GIVEN', 'Your parent has already given their consent.');
  assertWithinLimits(state, to, now);
  assertNoConsentUnderWay(state, now);
  const consented = state.status === 'given' || state.status === 'withdrawn';
  const toSameParent = consented && to === state.parentEmailHash && !command.parentGone;
  const toConfirmedChange = consented && state.change?.confirmed === true && state.change.parentEmailHash === to;
  if (!consented || toSameParent || toConfirmedChange) return [requested(command.studentId, command.link, now)];
  return [{ type: 'ParentChangeRequested', data: { studentId: command.studentId, parentEmail: command.link.sealedParentEmail, parentEmailHash: to, requestedAt: now.toISOString() } }];
}

/** The parent who consented, or an admin with a reason, lets the request go to the address the student asked for. */
function confirmParentChange(command: Extract<ConsentCommand, { type: 'ConfirmParentChange' }>, state: ConsentState, now: Date): ConsentEvent[] {
  if ((state.status !== 'given' && state.status !== 'withdrawn') || !state.change) throw new ConflictError('NO_PARENT_CHANGE', 'There is no change of parent waiting to be confirmed.');
  if (command.by.role === 'parent' && command.by.userId !== state.parentId) throw new ForbiddenError('Only the parent who consented can confirm a change of parent');
  if (command.by.role === 'admin' && !command.sealedReason) throw new ValidationError([{ path: 'reason', message: 'Please give a reason' }]);
  // The request the confirmer saw, and the one whose address the link goes to, must both be the one waiting now.
  if (command.link.parentEmailHash !== state.change.parentEmailHash || Date.parse(command.seenRequestedAt) !== Date.parse(state.change.requestedAt)) {
    throw new ConflictError('PARENT_CHANGE_REPLACED', 'The student asked for another address meanwhile. Please look at the request again.');
  }
  if (state.change.confirmed) return [];
  assertNoConsentUnderWay(state, now);
  return [
    {
      type: 'ParentChangeConfirmed',
      data: {
        studentId: command.studentId,
        parentEmailHash: state.change.parentEmailHash,
        byUserId: command.by.userId,
        byRole: command.by.role,
        reason: command.sealedReason,
        confirmedAt: now.toISOString(),
      },
    },
    requested(command.studentId, command.link, now),
  ];
}

/** Asking the parent for a session is a Send again that carries the session: the same limits, and only while awaited. */
function askParent(command: Extract<ConsentCommand, { type: 'AskParent' }>, state: ConsentState, now: Date): ConsentEvent[] {
  if (state.status !== 'awaiting') throw new ConflictError('NO_CONSENT_AWAITED', NO_CONSENT_AWAITED);
  const issues = parentEmailIssues(command.parentEmail, command.ownEmail);
  if (issues.length > 0) throw new ValidationError(issues);
  assertWithinLimits(state, command.link.parentEmailHash, now);
  assertNoConsentUnderWay(state, now);
  const { studentId, link, sealedToken, session } = command;
  return [
    requested(studentId, link, now),
    { type: 'ParentAskedToBook', data: { studentId, ...session, parentEmail: link.sealedParentEmail, tokenHash: link.tokenHash, token: sealedToken, askedAt: now.toISOString() } },
  ];
}

export function decideConsent(command: ConsentCommand, state: ConsentState, now: Date): ConsentEvent[] {
  switch (command.type) {
    case 'RecordDateOfBirth': {
      if (state.status !== 'unknown') throw new ConflictError('AGE_KNOWN', 'Your date of birth is already recorded.');
      const issues = ageIssues(command, now);
      if (issues.length > 0) throw new ValidationError(issues);
      const minor = isMinorAt(command.dateOfBirth, now);
      const recorded: ConsentEvent = { type: 'DateOfBirthRecorded', data: { studentId: command.studentId, dateOfBirth: command.sealedDateOfBirth, minor } };
      if (!minor) return [recorded];
      if (!command.link) throw new ValidationError([{ path: 'parentEmail', message: PARENT_EMAIL_REQUIRED }]);
      if (command.mailHeldBack) {
        const { sealedParentEmail, parentEmailHash } = command.link;
        return [recorded, { type: 'ConsentMailHeldBack', data: { studentId: command.studentId, parentEmail: sealedParentEmail, parentEmailHash, heldAt: now.toISOString() } }];
      }
      return [recorded, requested(command.studentId, command.link, now)];
    }
    case 'RequestConsent':
      return requestConsent(command, state, now);
    case 'ConfirmParentChange':
      return confirmParentChange(command, state, now);
    case 'ClaimLink': {
      const { link, kind } = openLink(state, command.tokenHash, now);
      assertMayConsent(state, kind, command.parentId);
      assertMayClaim(link, command.parentId, now);
      if (link.claim?.parentId === command.parentId) return [];
      return [{ type: 'ConsentLinkClaimed', data: { studentId: command.studentId, tokenHash: link.tokenHash, parentId: command.parentId, claimedAt: now.toISOString() } }];
    }
    case 'GiveConsent': {
      const { link, kind } = openLink(state, command.tokenHash, now);
      assertMayConsent(state, kind, command.parentId);
      assertClaimedBy(link, command.parentId);
      return [
        {
          type: 'ParentalConsentGiven',
          data: {
            studentId: command.studentId,
            parentId: command.parentId,
            parentEmailHash: link.parentEmailHash,
            tokenHash: link.tokenHash,
            noticeVersion: CONSENT_NOTICE_VERSION,
            noticeLanguage: command.noticeLanguage,
            givenAt: now.toISOString(),
          },
        },
      ];
    }
    case 'RefuseConsent': {
      const { link, kind } = openLink(state, command.tokenHash, now);
      if (link.claim) throw linkGone(); // a parent is consenting with it: the give won
      if (kind === 'change')
        return [{ type: 'ParentChangeRefused', data: { studentId: command.studentId, parentEmailHash: link.parentEmailHash, tokenHash: link.tokenHash, refusedAt: now.toISOString() } }];
      return [
        {
          type: 'ParentalConsentRefused',
          data: {
            studentId: command.studentId,
            parentEmailHash: link.parentEmailHash,
            tokenHash: link.tokenHash,
            noticeVersion: CONSENT_NOTICE_VERSION,
            noticeLanguage: command.noticeLanguage,
            refusedAt: now.toISOString(),
          },
        },
      ];
    }
    case 'AskParent':
      return askParent(command, state, now);
    case 'WithdrawConsent':
      if ((state.status !== 'given' && state.status !== 'withdrawn') || state.parentId !== command.parentId) throw new ForbiddenError('Only the parent who consented can withdraw it');
      if (state.status === 'withdrawn') return [];
      return [{ type: 'ParentalConsentWithdrawn', data: { studentId: command.studentId, parentId: command.parentId, withdrawnAt: now.toISOString() } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
