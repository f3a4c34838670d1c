// A student's age and a parent's consent, on the stream `consent-{studentId}`. The date of birth and the parent's
// e-mail are sealed with the student's key (erased with them); the parent is otherwise named by a keyed fingerprint of
// their e-mail (the same HMAC as the e-mail's claim stream) or by their account id, never in plain text.
import { z } from 'zod';
import { dateString } from '../schedule/slots';

const sealed = z.string().startsWith('pd1.');

export const familyEvents = {
  /** minor: under 18 on India's date when given. */
  DateOfBirthRecorded: { version: 1, schema: z.object({ studentId: z.uuid(), dateOfBirth: sealed, minor: z.boolean() }) },
  /** A consent link went (or went again, or to a new address) to the parent; only the latest link works. */
  ParentalConsentRequested: {
    version: 1,
    schema: z.object({ studentId: z.uuid(), parentEmail: sealed, parentEmailHash: z.string(), tokenHash: z.string(), expiresAt: z.iso.datetime(), noticeVersion: z.string() }),
  },
  /** `noticeLanguage`: which words of the notice the parent read (issue 33); absent before Hindi, when it was English. */
  ParentalConsentGiven: {
    version: 1,
    schema: z.object({
      studentId: z.uuid(),
      parentId: z.uuid(),
      parentEmailHash: z.string(),
      tokenHash: z.string(),
      noticeVersion: z.string(),
      noticeLanguage: z.enum(['en', 'hi']).optional(),
      givenAt: z.iso.datetime(),
    }),
  },
  /** The account is then closed (the refusals processor erases it). */
  ParentalConsentRefused: {
    version: 1,
    schema: z.object({
      studentId: z.uuid(),
      parentEmailHash: z.string(),
      tokenHash: z.string(),
      noticeVersion: z.string(),
      noticeLanguage: z.enum(['en', 'hi']).optional(),
      refusedAt: z.iso.datetime(),
    }),
  },
  ParentalConsentWithdrawn: { version: 1, schema: z.object({ studentId: z.uuid(), parentId: z.uuid(), withdrawnAt: z.iso.datetime() }) },
  /**
   * A parent chose to consent on the latest link and took it: a refusal can no longer use it, and only `parentId` may
   * give consent with it. Their account (made next when new) and then ParentalConsentGiven follow in the same request.
   */
  ConsentLinkClaimed: { version: 1, schema: z.object({ studentId: z.uuid(), tokenHash: z.string(), parentId: z.uuid(), claimedAt: z.iso.datetime() }) },
  /**
   * After a parent consented, the student asked that another parent or guardian (this address) consent instead. Nothing
   * is sent there until the parent who consented, or an admin, confirms.
   */
  ParentChangeRequested: { version: 1, schema: z.object({ studentId: z.uuid(), parentEmail: sealed, parentEmailHash: z.string(), requestedAt: z.iso.datetime() }) },
  /** The change was confirmed by the parent who consented, or by an admin with a reason (sealed with the student's key). */
  ParentChangeConfirmed: {
    version: 1,
    schema: z.object({ studentId: z.uuid(), parentEmailHash: z.string(), byUserId: z.uuid(), byRole: z.enum(['parent', 'admin']), reason: sealed.nullable(), confirmedAt: z.iso.datetime() }),
  },
  /**
   * At sign-up (or first sign-in), the parent's address had had its day's consent e-mails (from any student): the
   * address is kept for Send again, and no link was made or sent.
   */
  ConsentMailHeldBack: { version: 1, schema: z.object({ studentId: z.uuid(), parentEmail: sealed, parentEmailHash: z.string(), heldAt: z.iso.datetime() }) },
  /** The other parent declined on the link: the parent who consented stays, and the student's account is untouched. */
  ParentChangeRefused: { version: 1, schema: z.object({ studentId: z.uuid(), parentEmailHash: z.string(), tokenHash: z.string(), refusedAt: z.iso.datetime() }) },
  /**
   * Before consent, the student asked their parent for this session (issue 30): appended after the
   * ParentalConsentRequested that made the link it carries. The ask-parent processor mails it, so the link's token is
   * here sealed with the student's key (the other requests keep only its hash: their mail goes from the request).
   * The price is the server's, in paise. Nothing is held.
   */
  ParentAskedToBook: {
    version: 1,
    schema: z.object({
      studentId: z.uuid(),
      counsellorId: z.uuid(),
      packageId: z.uuid(),
      date: dateString,
      slot: z.string(),
      pricePaise: z.number().int().nonnegative(),
      parentEmail: sealed,
      tokenHash: z.string(),
      token: sealed,
      askedAt: z.iso.datetime(),
    }),
  },
} as const;

type EventOf<Type extends keyof typeof familyEvents> = { type: Type; data: z.infer<(typeof familyEvents)[Type]['schema']> };

export type DateOfBirthRecorded = EventOf<'DateOfBirthRecorded'>;
export type ParentalConsentRequested = EventOf<'ParentalConsentRequested'>;
export type ParentalConsentGiven = EventOf<'ParentalConsentGiven'>;
export type ParentalConsentRefused = EventOf<'ParentalConsentRefused'>;
export type ParentalConsentWithdrawn = EventOf<'ParentalConsentWithdrawn'>;
export type ConsentLinkClaimed = EventOf<'ConsentLinkClaimed'>;
export type ParentChangeRequested = EventOf<'ParentChangeRequested'>;
export type ParentChangeConfirmed = EventOf<'ParentChangeConfirmed'>;
export type ParentChangeRefused = EventOf<'ParentChangeRefused'>;
export type ConsentMailHeldBack = EventOf<'ConsentMailHeldBack'>;
export type ParentAskedToBook = EventOf<'ParentAskedToBook'>;
export type ConsentEvent =
  | DateOfBirthRecorded
  | ParentalConsentRequested
  | ParentalConsentGiven
  | ParentalConsentRefused
  | ParentalConsentWithdrawn
  | ConsentLinkClaimed
  | ParentChangeRequested
  | ParentChangeConfirmed
  | ParentChangeRefused
  | ConsentMailHeldBack
  | ParentAskedToBook;
