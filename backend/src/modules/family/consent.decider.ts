// The rules of age and consent, pure: time comes in as `now`, tokens and sealed values come in on the command.
import { PARENT_EMAIL_REQUIRED, PARENT_EMAIL_SAME, CONSENT_LINK_GONE } from '@margdarshak/contracts/api/family';
import { dateOfBirthMessages, dateOfBirthProblem, isMinorAt } from '@margdarshak/contracts/family/age';
import { CONSENT_LINK_DAYS, CONSENT_NOTICE_VERSION } from '@margdarshak/contracts/family/consentNotice';
import type { ConsentEvent } from '@margdarshak/contracts/events/family';
import { ConflictError, DomainError, ForbiddenError, ValidationError } from '../../platform/http/errors';
import type { ConsentState } from './consent';

export const CONSENT_LINK_MS = CONSENT_LINK_DAYS * 24 * 60 * 60 * 1000;

/** A link about to go to a parent: the address sealed and fingerprinted, the token only as its hash. */
export interface LinkToSend {
  sealedParentEmail: string;
  parentEmailHash: string;
  tokenHash: string;
}

export type ConsentCommand =
  | { type: 'RecordDateOfBirth'; studentId: string; dateOfBirth: string; sealedDateOfBirth: string; ownEmail: string; parentEmail: string | undefined; link: LinkToSend | undefined }
  | { type: 'RequestConsent'; studentId: string; ownEmail: string; parentEmail: string; link: LinkToSend }
  | { type: 'GiveConsent'; studentId: string; tokenHash: string; parentId: string }
  | { type: 'RefuseConsent'; studentId: string; tokenHash: string }
  | { type: 'WithdrawConsent'; studentId: string; parentId: string };

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

const linkGone = () => new DomainError('CONSENT_LINK_GONE', CONSENT_LINK_GONE, 410);

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

/** The link the parent opened is the latest one sent, and still valid. */
function openLink(state: ConsentState, tokenHash: string, now: Date) {
  if (state.status !== 'awaiting' || !state.link || !state.parentEmailHash) throw linkGone();
  if (state.link.tokenHash !== tokenHash || new Date(state.link.expiresAt) <= now) throw linkGone();
  return { ...state.link, parentEmailHash: state.parentEmailHash };
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
      return [recorded, requested(command.studentId, command.link, now)];
    }
    case 'RequestConsent': {
      if (state.status === 'unknown') throw new ConflictError('AGE_NEEDED', 'Please tell us your date of birth first.');
      if (state.status === 'adult') throw new ConflictError('CONSENT_NOT_NEEDED', 'You are 18 or over: no parent’s consent is needed.');
      if (state.status === 'given') throw new ConflictError('CONSENT_GIVEN', 'Your parent has already given their consent.');
      if (state.status === 'refused') throw new ConflictError('CONSENT_REFUSED', 'Your parent refused consent.');
      const issues = parentEmailIssues(command.parentEmail, command.ownEmail);
      if (issues.length > 0) throw new ValidationError(issues);
      return [requested(command.studentId, command.link, now)];
    }
    case 'GiveConsent': {
      const link = openLink(state, command.tokenHash, now);
      return [
        {
          type: 'ParentalConsentGiven',
          data: { studentId: command.studentId, parentId: command.parentId, parentEmailHash: link.parentEmailHash, tokenHash: link.tokenHash, noticeVersion: CONSENT_NOTICE_VERSION, givenAt: now.toISOString() },
        },
      ];
    }
    case 'RefuseConsent': {
      const link = openLink(state, command.tokenHash, now);
      return [
        {
          type: 'ParentalConsentRefused',
          data: { studentId: command.studentId, parentEmailHash: link.parentEmailHash, tokenHash: link.tokenHash, noticeVersion: CONSENT_NOTICE_VERSION, refusedAt: now.toISOString() },
        },
      ];
    }
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
