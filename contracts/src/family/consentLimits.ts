// How often a student may have us write to a parent about consent, and to how many addresses (issue 27). Decided on
// the student's consent stream from the times and addresses it records, never from a read model or a counter table.
import { TIME_ZONE } from '../schedule/slots';

/** Consent e-mails (links and change requests) a student may cause in any 24 hours, the sign-up's own included. */
export const CONSENT_MAILS_PER_DAY = 3;
export const CONSENT_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Different parent's addresses a student may ever give. */
export const CONSENT_ADDRESSES_EVER = 5;
/**
 * Consent e-mails one address may receive in any 24 hours, from all students together: each sign-up starts a fresh
 * student, so only a limit on the recipient stops the product from writing to a stranger again and again.
 */
export const CONSENT_MAILS_PER_ADDRESS_PER_DAY = 3;
/** How long a parent's claim on a link holds off a new link (a crash between claim and consent frees it after this). */
export const CONSENT_CLAIM_HOLD_MS = 15 * 60 * 1000;

const counted = (sentAt: readonly string[], now: Date) => sentAt.filter((at) => now.getTime() - new Date(at).getTime() < CONSENT_MAIL_WINDOW_MS);

/** How many more consent e-mails the student may cause now. */
export const consentMailsLeft = (sentAt: readonly string[], now: Date): number => Math.max(0, CONSENT_MAILS_PER_DAY - counted(sentAt, now).length);

/** When the next consent e-mail may go, while none may go now (the oldest counted one leaves the window then). */
export function nextConsentMailAt(sentAt: readonly string[], now: Date): string | undefined {
  const inWindow = counted(sentAt, now).sort();
  if (inWindow.length < CONSENT_MAILS_PER_DAY) return undefined;
  const oldest = inWindow[inWindow.length - CONSENT_MAILS_PER_DAY] ?? now.toISOString();
  return new Date(new Date(oldest).getTime() + CONSENT_MAIL_WINDOW_MS).toISOString();
}

/** '24 Nov, 4:30 pm' in India. */
const indiaDayAndTime = (instant: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(instant));

export const tooManyConsentMails = (nextAt: string) =>
  `We have sent ${CONSENT_MAILS_PER_DAY} consent e-mails for you in the last 24 hours, which is the most we send in a day. You can send another from ${indiaDayAndTime(nextAt)}.`;

export const TOO_MANY_PARENT_ADDRESSES = `You have already given ${CONSENT_ADDRESSES_EVER} different addresses for your parent, which is the most we accept. Please send the request to one of them again, or write to us from the Contact page and we will help.`;

export const CONSENT_BEING_GIVEN = 'Your parent is giving their consent right now. Please check again in a few minutes.';

/** A Send again or change refused because the address it goes to has had its day's consent e-mails. */
export const tooManyMailsToAddress = (nextAt: string) =>
  `This address has already had ${CONSENT_MAILS_PER_ADDRESS_PER_DAY} consent e-mails from us in the last 24 hours, which is the most we send to one address in a day. You can send the request from ${indiaDayAndTime(nextAt)}.`;

/** On the student's card: when Send again can go to the address on record. */
export const addressLimitMessage = (maskedAddress: string, nextAt: string) =>
  `${maskedAddress} has had ${CONSENT_MAILS_PER_ADDRESS_PER_DAY} consent e-mails from us in the last 24 hours, the most we send to one address in a day. You can send the request there from ${indiaDayAndTime(nextAt)}.`;

/** The sign-up's request, when its address had had its day's consent e-mails: the account is made, the mail waits. */
export const consentMailHeldBackMessage = (maskedAddress: string) => `We have not been able to e-mail your parent at ${maskedAddress} yet.`;
