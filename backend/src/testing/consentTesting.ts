// What the consent decider's specs share: the people, the links as the use cases would make them, and a history built
// command by command through the real decider (each decided on the state so far).
import type { ConsentEvent } from '@margdarshak/contracts/events/family';
import { evolveConsent, initialConsentState, type ConsentState, decideConsent, type ConsentCommand, type LinkToSend } from '../modules/family';

export const studentId = '6b7a3c1e-0a61-4b8f-9a52-0c1d5e6f7a11';
export const parentId = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
export const otherParentId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const adminId = '2b3c4d5e-6f70-4b8c-9dae-1f2a3b4c5d6e';
export const now = new Date('2026-11-23T06:00:00.000Z'); // 11:30 AM on the 23rd in India
export const OWN_EMAIL = 'asha@example.in';

/** A link to `address` with token `token`, sealed and fingerprinted as the use cases do (stand-ins here). */
export const linkTo = (address: string, token: string): LinkToSend => ({ sealedParentEmail: `pd1.${address}`, parentEmailHash: `fp:${address}`, tokenHash: token });

export const stateOf = (events: readonly ConsentEvent[]): ConsentState => events.reduce(evolveConsent, initialConsentState);

export const given = (events: readonly ConsentEvent[]) => ({ when: (command: ConsentCommand, at = now) => decideConsent(command, stateOf(events), at) });

/** The history with `command`'s events added, as the command handler would append them. */
export const after = (events: readonly ConsentEvent[], command: ConsentCommand, at = now): ConsentEvent[] => [...events, ...decideConsent(command, stateOf(events), at)];

export const record = (dateOfBirth: string, parentEmail?: string, mailHeldBack = false): ConsentCommand => ({
  type: 'RecordDateOfBirth',
  studentId,
  dateOfBirth,
  sealedDateOfBirth: 'pd1.d',
  ownEmail: OWN_EMAIL,
  parentEmail,
  link: parentEmail ? linkTo(parentEmail, 't1') : undefined,
  mailHeldBack,
});

export const request = (address: string, token: string, parentGone = false): ConsentCommand => ({
  type: 'RequestConsent',
  studentId,
  ownEmail: OWN_EMAIL,
  parentEmail: address,
  link: linkTo(address, token),
  parentGone,
});
export const claim = (token: string, by = parentId): ConsentCommand => ({ type: 'ClaimLink', studentId, tokenHash: token, parentId: by });
export const give = (token: string, by = parentId): ConsentCommand => ({ type: 'GiveConsent', studentId, tokenHash: token, parentId: by, noticeLanguage: 'en' });
export const refuse = (token: string): ConsentCommand => ({ type: 'RefuseConsent', studentId, tokenHash: token, noticeLanguage: 'en' });
export const withdraw = (by = parentId): ConsentCommand => ({ type: 'WithdrawConsent', studentId, parentId: by });
/** A confirmation of the change to `address`, as a page that showed the request made at `seen` sends it. */
export const confirmChange = (
  address: string,
  token: string,
  by: { userId: string; role: 'parent' | 'admin' } = { userId: parentId, role: 'parent' },
  sealedReason: string | null = null,
  seen = now,
): ConsentCommand => ({
  type: 'ConfirmParentChange',
  studentId,
  by,
  sealedReason,
  link: linkTo(address, token),
  seenRequestedAt: seen.toISOString(),
});

/** Consent given on `token` the way the consent page gives it: the parent takes the link, then consents. */
export const consentOn = (events: readonly ConsentEvent[], token: string, by = parentId, at = now) => after(after(events, claim(token, by), at), give(token, by), at);

export const PRIYA = 'priya@example.in';
/** A 15-year-old who named Priya at sign-up: the link t1 went to her. */
export const minorAsked = after([], record('2011-05-10', PRIYA));
/** Priya consented with her account (parentId). */
export const consented = consentOn(minorAsked, 't1');
/** And then withdrew. */
export const withdrawn = after(consented, withdraw());
