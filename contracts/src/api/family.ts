// A student's age and a parent's consent (DPDP Act 2023, s.9), and a parent's view over their children: the request and
// response shapes shared by the API and the browser.
import { z } from 'zod';
import { bookingData, createOrderRequest, type CreateOrderResponse, type StudentBooking } from './bookings';
import { accountLanguages, emailSchema, passwordSchema } from './accounts';
import { dateOfBirthSchema } from '../family/age';
import type { ConsentNotice } from '../family/consentNotice';

export const PARENT_EMAIL_REQUIRED = "Please enter your parent's or guardian's e-mail: students under 18 need their consent";
export const PARENT_EMAIL_SAME = "Your parent's e-mail must be different from your own";
export const CONSENT_LINK_GONE = 'This consent link has already been used or has expired. Please ask your child to send a new one from their dashboard.';
export const AGE_NEEDED = 'Please tell us your date of birth before booking a session.';
export const CONSENT_WITHDRAWN = 'Your parent has withdrawn their consent, so new bookings are paused.';
export const IS_PARENT_REQUIRED = 'Please confirm that you are the parent or lawful guardian';
export const NO_CONSENT_AWAITED = 'We are not waiting for a parent’s consent for you, so there is nothing to ask. Please reload the page.';

/** 'p***@example.com': enough for the student to recognise the address, not enough to read it off a shoulder. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export const consentAwaitedMessage = (maskedParentEmail: string) => `We are waiting for your parent's consent: we sent the request to ${maskedParentEmail}.`;

export const optionalParentEmail = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), emailSchema.optional());

/** POST /api/me/age: a student who signed up without a date of birth gives it (and, under 18, a parent's e-mail). */
export const ageRequest = z.object({ dateOfBirth: dateOfBirthSchema, parentEmail: optionalParentEmail });
export type AgeRequest = z.input<typeof ageRequest>;

/**
 * POST /api/me/consent/ask-parent (issue 30): before consent, the student asks their parent for the session they chose.
 * The parent is mailed the session (priced by the server) with a new consent link; nothing is held. 202; 409 when no
 * consent is awaited; limited as Send again is (it is one).
 */
export const askParentRequest = bookingData.omit({ studentId: true });
export type AskParentRequest = z.input<typeof askParentRequest>;

/** What POST /api/me/consent/ask-parent answers: where the request went (masked), and the status after it. */
export interface AskParentResponse {
  message: string;
  consent: ConsentStatus;
}

export const askedParentMessage = (maskedParentEmail: string) =>
  `We have e-mailed your parent at ${maskedParentEmail} with this session and the consent link. Nothing is held for you: once they consent, you or they can book it if it is still free.`;

/**
 * GET /api/parent/children/{childId}/asked-session: the session the child asked this parent for before consent, for the
 * parent who consented; `free` while its time can still be booked (nothing was held for it). `session` null otherwise.
 */
export interface AskedSessionView {
  counsellorId: string;
  counsellorName: string;
  packageId: string;
  packageName: string;
  sessionDate: string;
  timeSlot: string;
  /** The server's price now, in paise: what the order will ask. */
  pricePaise: number;
  askedAt: string;
  free: boolean;
}
export interface AskedSessionResponse {
  session: AskedSessionView | null;
}

/**
 * POST /api/parent/children/{childId}/orders: the parent who consented places the order for the session their child
 * asked them for, to pay it (the same checkout and verify as the child's); the booking is the child's. Answers create-order's shape.
 * `payerState`: the parent's GST state, as on create-order (decision 0140), since the parent is the invoice's payer.
 */
export const parentOrderRequest = askParentRequest.extend({ payerState: createOrderRequest.shape.payerState });
export type ParentOrderRequest = z.input<typeof parentOrderRequest>;
export const NOT_THE_ASKED_SESSION = 'Your child has asked for another session since this page was loaded. Please reload the page.';

/** PUT /api/me/consent/parent-email */
export const parentEmailRequest = z.object({ parentEmail: emailSchema });
export type ParentEmailRequest = z.infer<typeof parentEmailRequest>;

/**
 * GET /api/me/consent. age_needed: no date of birth yet; not_needed: 18 or over; awaiting: a request is out (or
 * expired: see expiresAt); given; withdrawn by the parent.
 */
export const consentStatuses = ['age_needed', 'not_needed', 'awaiting', 'given', 'withdrawn', 'refused'] as const;
export type ConsentStatusName = (typeof consentStatuses)[number];
export interface ConsentStatus {
  status: ConsentStatusName;
  /** Masked; null when no parent is involved. */
  parentEmail: string | null;
  /** When the latest request's link stops working (awaiting, or withdrawn with a request out again). */
  expiresAt: string | null;
  /** Whether the student may book now. */
  mayBook: boolean;
  /** Why not, in the words create-order answers. */
  message: string | null;
  /** Consent e-mails the student may still cause in the next 24 hours (Send again, a new address). */
  mailsLeft: number;
  /** While mailsLeft is 0: when the next may go, and why not before. */
  nextMailAt: string | null;
  limitMessage: string | null;
  /**
   * Send again cannot go to the address on record before `nextMailAt`: that address has had the most consent e-mails
   * we send one address in a day (from any student). A new address may still go.
   */
  addressLimit: { nextMailAt: string; message: string } | null;
  /** After a parent consented: another parent or guardian the student asked to consent instead, masked. */
  parentChange: StudentParentChange | null;
  /**
   * While consent is given: when the consent that let the student book was given (the dashboard's "You can book now"
   * replaces the waiting card from then on, until the student closes it).
   */
  bookingOpenedAt: string | null;
}

/** A change of parent the student asked for; nothing is sent to the new address until it is confirmed. */
export interface ParentChangeView {
  /**
   * The new address: in full for the parent who consented, who must be able to tell whose it is before agreeing;
   * masked ('n***@example.in') on the student's own card.
   */
  parentEmail: string;
  requestedAt: string;
  /** Confirmed by the parent who consented (or an admin): the request has gone to the new address. */
  confirmed: boolean;
}

/** The student's view of their change of parent. */
export interface StudentParentChange extends ParentChangeView {
  /**
   * Whether the parent who consented was asked to agree: false once their account is closed, when no e-mail can reach
   * them and our team confirms the change instead, after checking with the family.
   */
  parentAsked: boolean;
}

/** GET /api/consent/{token} */
export interface ConsentRequestView {
  childFirstName: string;
  parentEmail: string;
  /** The parent signs in with their password when true, and chooses one when false. */
  parentHasAccount: boolean;
  expiresAt: string;
  notice: ConsentNotice;
  /**
   * first: the first request; again: the parent who withdrew is asked again; change: another parent or guardian is asked
   * to consent instead of the one who did (declining then changes nothing for the child).
   */
  kind: 'first' | 'again' | 'change';
}

/** What POST /api/consent/{token} answers, and its refusals of a parent. */
export const CONSENT_GIVEN = 'Thank you: your consent is recorded.';
export const CHANGE_DECLINED = 'You declined. Nothing changes for the child: the parent who consented before stays their parent on Margdarshak.';
export const CONSENT_REFUSED = 'You refused consent. Your child’s account is closed and their data erased.';
export const NOT_A_PARENT_ACCOUNT = 'This e-mail already belongs to a Margdarshak account that is not a parent’s. Please ask your child to send the request to another address.';
export const wrongParentPassword = (maskedEmail: string) => `That is not the password of the parent account for ${maskedEmail}.`;
export const tooManyConsentAttempts = (wait: string) => `Too many attempts. Please wait ${wait} and try again.`;

/** Which words of the notice the parent read (issue 33): recorded with the decision; English when not said. */
const noticeLanguage = z.enum(accountLanguages, 'Language must be en or hi').default('en');

/** POST /api/consent/{token} */
export const consentDecisionRequest = z.discriminatedUnion(
  'decision',
  [z.object({ decision: z.literal('give'), isParent: z.literal(true, IS_PARENT_REQUIRED), password: passwordSchema, noticeLanguage }), z.object({ decision: z.literal('refuse'), noticeLanguage })],
  'Decision must be give or refuse',
);
export type ConsentDecisionRequest = z.input<typeof consentDecisionRequest>;

export interface ConsentDecisionResponse {
  /** refuse: the child's account is closed; decline: a change of parent was declined and nothing else changes. */
  decision: 'give' | 'refuse' | 'decline';
  message: string;
  /** The parent, signed in, after consenting. */
  parent?: { id: string; email: string; role: 'parent' };
}

/** GET /api/parent/children */
export interface ParentChild {
  id: string;
  name: string;
  consent: 'given' | 'withdrawn';
  /** When the parent consented. */
  since: string;
  /** The child asked that another parent or guardian consent instead: this parent's confirmation is needed. */
  parentChange: ParentChangeView | null;
}

/**
 * What a confirmation agrees to: the request as the page showed it (its `requestedAt`), so that a request the student
 * replaced after the page loaded is refused, never confirmed unseen.
 */
const seenRequest = { requestedAt: z.iso.datetime({ offset: true, message: 'Please reload the page and look at the request again' }) };

/** POST /api/parent/children/{childId}/parent-change/confirm: the parent who consented agrees to the request they saw. */
export const parentConfirmChangeRequest = z.object(seenRequest);
export type ParentConfirmChangeRequest = z.infer<typeof parentConfirmChangeRequest>;

/** POST /api/admin/students/{id}/parent-change/confirm: an admin confirms a change of parent, saying why. */
export const PARENT_CHANGE_REASON_MAX = 500;
export const confirmParentChangeRequest = z.object({
  ...seenRequest,
  reason: z.string('Please give a reason').trim().min(1, 'Please give a reason').max(PARENT_CHANGE_REASON_MAX, `A reason can be at most ${PARENT_CHANGE_REASON_MAX} characters`),
});
export type ConfirmParentChangeRequest = z.infer<typeof confirmParentChangeRequest>;

/** GET /api/admin/students/{id}/consent: where a student's consent stands, for the back office (addresses in full). */
export interface AdminStudentConsent {
  status: ConsentStatusName;
  /** The parent who consented (given or withdrawn). */
  parentId: string | null;
  parentEmail: string | null;
  parentChange: { parentEmail: string; requestedAt: string; confirmed: boolean } | null;
}

/**
 * GET /api/parent/children/{childId}/bookings: the child's sessions, with the order a parent may pay while pending
 * (`order` is what the checkout opens, as create-order answered it to the child).
 */
export type ParentChildBooking = StudentBooking & { orderId: string | null; order: CreateOrderResponse | null };

/** One message the counsellor wrote in a child's booking chat, as their parent reads it. */
export interface CounsellorMessage {
  id: string;
  /** null once the counsellor's account has been erased, as the chat shows it. */
  text: string | null;
  sentAt: string;
}

/**
 * GET /api/parent/children/{childId}/bookings/{bookingId}/messages: only the counsellor's messages, newest first, a
 * page of CHAT_PAGE_SIZE; the child's own stay between them and the counsellor.
 */
export interface CounsellorMessagesPage {
  messages: CounsellorMessage[];
  /** Older messages remain: ask again with ?before= the last (oldest) message's id. */
  hasMore: boolean;
}

export interface WithdrawConsentResponse {
  message: string;
  /** The child's data can be erased too: the account deletion accepts a parent for their child. */
  erasure: { method: 'DELETE'; path: string };
}

export { familyPaths } from './familyPaths';
