// One plain sentence per event type, as an auditor reads the log: amounts as the pages write them, times in India,
// sealed personal data never opened (a sentence says a sealed field changed, never what it says). Typed over every
// event type in the contracts, so a new type cannot be left without its sentence; an unknown or malformed event still
// gets a neutral one.
import type { z } from 'zod';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { assessmentEvents } from '@margdarshak/contracts/events/assessments';
import { bookingEvents, paymentWebhookEvents } from '@margdarshak/contracts/events/bookings';
import { chatEvents } from '@margdarshak/contracts/events/chat';
import { contactEvents } from '@margdarshak/contracts/events/contact';
import { familyEvents } from '@margdarshak/contracts/events/family';
import { counsellorEvents } from '@margdarshak/contracts/events/counsellors';
import { couponEvents } from '@margdarshak/contracts/events/coupons';
import { packageEvents } from '@margdarshak/contracts/events/packages';
import { scheduleEvents } from '@margdarshak/contracts/events/schedule';
import { sessionEvents } from '@margdarshak/contracts/events/sessions';
import { studentEvents } from '@margdarshak/contracts/events/students';
import { roomEvents } from '@margdarshak/contracts/events/rooms';
import { reviewEvents } from '@margdarshak/contracts/events/reviews';
import { parentEvents } from '@margdarshak/contracts/events/parents';
import { invoiceEvents } from '@margdarshak/contracts/events/invoices';
import { statementEvents } from '@margdarshak/contracts/events/statements';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { formatPaise } from '@margdarshak/contracts/money';
import { indiaIso } from './indiaTime';

const definitions = {
  ...accountEvents,
  ...bookingEvents,
  ...paymentWebhookEvents,
  ...scheduleEvents,
  ...couponEvents,
  ...contactEvents,
  ...assessmentEvents,
  ...sessionEvents,
  ...chatEvents,
  ...counsellorEvents,
  ...studentEvents,
  ...packageEvents,
  ...familyEvents,
  ...roomEvents,
  ...reviewEvents,
  ...parentEvents,
  ...invoiceEvents,
  ...statementEvents,
};
type Definitions = typeof definitions;
type KnownType = keyof Definitions;
type Summaries = { [Type in KnownType]: (data: z.output<Definitions[Type]['schema']>) => string };

const via = { checkout: 'at the checkout', webhook: 'through the webhook', reconciler: 'by the reconciler' } as const;
const testNames = { riasec: 'RIASEC', bigfive: 'Big Five', multiple_intelligences: 'Multiple intelligences' } as const;
const cancelReasons = {
  requested: 'on request',
  slot_lost: 'because the slot was taken while paying',
  student_busy: 'because the student booked that hour elsewhere while paying',
  coupon_used_up: 'because the coupon ran out while paying',
  paid_after_cancel: 'because it was paid after being given up',
  counsellor_removed: 'because the counsellor was removed',
  student_removed: "because the student's account was deleted",
  paid_too_late: "because the payment arrived after the session's start",
  session_started: 'because the session had started before the payment, which arrived in time, could be applied',
  counsellor_no_show: 'because the counsellor did not come to the session',
} as const;
const owedReasons = { already_paid: 'the booking was already paid', paid_after_cancel: 'the booking was already cancelled' } as const;
const minutes = (at: string) => indiaIso(at).slice(0, 16).replace('T', ' ');
const coupon = (terms: z.output<typeof couponEvents.CouponCreated.schema>['terms']) =>
  `${terms.code}, ${terms.kind === 'percent' ? `${terms.value}% off` : `${formatPaise(terms.value * 100)} off`}${terms.active ? '' : ' (inactive)'}`;
const offers = (o: { basic: boolean; advanced: boolean; comprehensive: boolean }) => (['basic', 'advanced', 'comprehensive'] as const).filter((type) => o[type]).join(', ') || 'no package';
/** Who in a booking's chat a user id is: its student, its counsellor, or (never expected) the id itself. */
const sideOf = (parties: { studentId: string; counsellorId: string }, userId: string) => (userId === parties.studentId ? 'the student' : userId === parties.counsellorId ? 'the counsellor' : userId);
const discarded = (files: readonly string[]) => (files.length ? `; ${files.length} file${files.length === 1 ? '' : 's'} no longer used` : '');

const summaries: Summaries = {
  UserRegistered: (d) => `Account ${d.userId} registered as ${d.role}`,
  PasswordResetRequested: (d) => `Password reset asked for; the link is valid until ${minutes(d.expiresAt)} IST`,
  PasswordChanged: (d) => (d.resetTokenHash ? 'Password changed through a reset link' : 'Password changed'),
  UserErased: (d) => `Account ${d.userId} erased: its personal data can no longer be opened`,
  RegistrationAbandoned: (d) => `Registration of ${d.userId} abandoned before the account was made`,
  EmailClaimed: (d) => `E-mail address claimed for account ${d.userId}`,
  EmailReleased: (d) => `E-mail address released by account ${d.userId}`,
  AccountLanguageChosen: (d) => `Account ${d.userId} chose to read the product in ${d.language === 'hi' ? 'Hindi' : 'English'}`,

  BookingRequested: (d) =>
    `Booking requested: ${d.packageName} (${d.packageType}) on ${d.date} at ${d.slot} for ${formatPaise(d.amountPaise)}` +
    (d.couponCode ? ` (coupon ${d.couponCode}: ${formatPaise(d.discountPaise)} off ${formatPaise(d.pricePaise)})` : '') +
    (d.orderedByParentId ? `, ordered by parent ${d.orderedByParentId} for their child` : '') +
    `; held until ${minutes(d.holdUntil)} IST`,
  PaymentOrderCreated: (d) => `Order ${d.orderId} of ${formatPaise(d.amountPaise)} created with the ${d.gateway} gateway`,
  PaymentVerified: (d) => `Payment ${d.paymentId} of ${formatPaise(d.amountPaise)} verified ${via[d.via]}`,
  BookingConfirmed: (d) => (d.paymentId ? `Booking confirmed on payment ${d.paymentId}` : `Booking confirmed with nothing to pay (coupon ${d.couponCode ?? 'unknown'})`),
  PaymentFailed: (d) => `Payment for order ${d.orderId} failed: ${d.reason}`,
  BookingExpired: () => 'Booking expired: its hold lapsed unpaid',
  BookingCancelled: (d) =>
    `Booking cancelled by ${d.by} ${cancelReasons[d.reason]}` +
    (d.refundDue ? `; a full refund is due${d.paymentId ? ` on payment ${d.paymentId}` : ''}` : '; no refund due') +
    (d.note ? `. Note: ${d.note}` : ''),
  PaymentRefundDue: (d) => `Payment ${d.paymentId} of ${formatPaise(d.amountPaise)} owed back in full: ${owedReasons[d.reason]}`,
  RefundIssued: (d) => `Refund ${d.refundId} of ${formatPaise(d.amountPaise)} issued for payment ${d.paymentId}`,
  BookingRescheduled: (d) => `Booking moved from ${d.fromDate} ${d.fromSlot} to ${d.date} ${d.slot}`,
  BookingCompleted: () => 'Session completed',
  NoShowReported: (d) => `The ${d.by} reported that the ${d.absent} did not come to the session (their note is sealed)`,
  NoShowResolved: (d) => `Missed session resolved: the ${d.absent} did not come; ${d.refundDue ? 'the payment is refunded in full' : 'no refund'}. Reason: ${d.reason}`,
  SessionReminderSent: (d) => `Reminder mailed to the ${d.to}, ${d.kind === '24h' ? '24 hours' : '1 hour'} before the session at ${minutes(d.startsAt)} IST`,
  PaymentWebhookReceived: (d) =>
    `Webhook ${d.event} received` +
    (d.orderId ? ` for order ${d.orderId}` : '') +
    (d.paymentId ? `, payment ${d.paymentId}` : '') +
    (d.amountPaise !== undefined ? ` of ${formatPaise(d.amountPaise)}` : ''),

  AvailabilitySet: (d) => `Weekly hours set${d.daysOff.length ? `, with ${d.daysOff.length} day${d.daysOff.length === 1 ? '' : 's'} off` : ''}`,
  SlotHeld: (d) => `Counsellor's slot ${d.date} ${d.slot} held for booking ${d.bookingId} until ${minutes(d.holdUntil)} IST`,
  SlotBooked: (d) => `Counsellor's slot ${d.date} ${d.slot} booked for booking ${d.bookingId}`,
  SlotReleased: (d) => `Counsellor's slot ${d.date} ${d.slot} released by booking ${d.bookingId} (${d.reason.replaceAll('_', ' ')})`,
  StudentTimeHeld: (d) => `Student's hour ${d.date} ${d.slot} held for booking ${d.bookingId} until ${minutes(d.holdUntil)} IST`,
  StudentTimeBooked: (d) => `Student's hour ${d.date} ${d.slot} booked for booking ${d.bookingId}`,
  StudentTimeReleased: (d) => `Student's hour ${d.date} ${d.slot} released by booking ${d.bookingId} (${d.reason.replaceAll('_', ' ')})`,

  CouponCreated: (d) => `Coupon created: ${coupon(d.terms)}`,
  CouponUpdated: (d) => `Coupon changed: ${coupon(d.terms)}`,
  CouponRedeemed: (d) => `Coupon ${d.code} redeemed for booking ${d.bookingId}: ${formatPaise(d.discountPaise)} off`,
  CouponUseReturned: (d) => `Coupon ${d.code}: the use by booking ${d.bookingId} given back, as that booking ended without being confirmed`,

  ContactMessageReceived: () => 'Contact message received (sender and text sealed)',
  ContactMessageHandled: (d) => (d.handled ? 'Contact message marked handled' : 'Contact message marked not handled'),

  TestStarted: (d) => `${testNames[d.testType]} test started for booking ${d.bookingId}`,
  TestProgressSaved: (d) =>
    `${testNames[d.testType]} test progress saved: ${d.answered} answered${d.pageSeconds?.length ? `, time on ${d.pageSeconds.length} ${d.pageSeconds.length === 1 ? 'page' : 'pages'} recorded` : ''}`,
  TestCompleted: (d) => `${testNames[d.testType]} test completed (scoring version ${d.scoringVersion})`,
  TestViewedByCounsellor: (d) => `${testNames[d.testType]} test result opened by the counsellor`,
  ResultReleased: (d) => `${testNames[d.testType]} test result released to the student${d.counsellorNotes ? ' with notes' : ''}`,
  ComprehensiveReportReleased: (d) => `Comprehensive report released${d.version > 1 ? ` (update ${d.version})` : ''}${d.counsellorNotes ? ' with notes' : ''}`,

  SessionNotesWritten: () => "Counsellor's private session notes written",
  SessionSummaryShared: () => 'Session summary shared with the student',
  SessionDocumentShared: (d) => `Document ${d.documentId} (${d.file.contentType}, ${d.file.size} bytes) shared with the student`,
  SessionDocumentWithdrawn: (d) => `Document ${d.documentId} withdrawn`,

  ChatMessageSent: (d) => `Chat message ${d.messageId} sent by the ${d.fromRole} (text sealed)`,
  ChatMessageRead: (d) => `Chat read by ${sideOf(d, d.userId)} up to message ${d.upTo}`,
  ChatMessageReported: (d) => `Chat message ${d.messageId} reported by ${sideOf(d, d.byUserId)}${d.reason ? ' (reason sealed)' : ''}`,

  CounsellorRegistered: (d) => `Counsellor record ${d.counsellorId} opened`,
  CounsellorProfileSubmitted: (d) => `Counsellor profile submitted for review, offering ${offers(d.offers)}${discarded(d.discardedFiles)}`,
  CounsellorDetailsUpdated: (d) => `Counsellor details updated, offering ${offers(d.offers)}${d.profilePhoto ? ', with a new photo' : ''}${discarded(d.discardedFiles)}`,
  CounsellorChangeRequested: (d) => `Counsellor asked to change ${Object.keys(d.change).join(', ') || 'nothing'}${discarded(d.discardedFiles)}`,
  CounsellorChangeApproved: (d) => `Counsellor's change approved${discarded(d.discardedFiles)}`,
  CounsellorChangeRejected: (d) => `Counsellor's change rejected (reason sealed)${discarded(d.discardedFiles)}`,
  CounsellorApproved: () => 'Counsellor approved',
  CounsellorRejected: (d) => `Counsellor rejected${d.reason ? ' (reason sealed)' : ''}`,
  CounsellorPaused: () => 'Counsellor paused',
  CounsellorResumed: () => 'Counsellor resumed',
  CounsellorDeleted: () => 'Counsellor deleted',

  StudentProfileUpdated: (d) => `Student profile updated (its fields sealed${[d.classLevel, d.board, d.medium].some((field) => field != null) ? ', class, board or medium among them' : ''})`,
  StudentPhotoChanged: (d) => `Student photo changed (${d.photo.contentType}, ${d.photo.size} bytes)`,

  PackageCreated: (d) => `Package ${d.name} (${d.type}) created at ${formatPaise(d.pricePaise)}`,
  PackageUpdated: (d) => `Package ${d.name} (${d.type}) changed, now ${formatPaise(d.pricePaise)}`,
  PackageDeleted: (d) => `Package ${d.packageId} (${d.type}) deleted`,

  DateOfBirthRecorded: (d) => `Student ${d.studentId} gave a date of birth: ${d.minor ? 'under 18, so a parent must consent' : '18 or over, no parent needed'}`,
  ParentalConsentRequested: (d) => `Parental consent asked for student ${d.studentId} (notice ${d.noticeVersion}); the link is valid until ${minutes(d.expiresAt)} IST`,
  ParentalConsentGiven: (d) => `Parent ${d.parentId} consented for student ${d.studentId} at ${minutes(d.givenAt)} IST, having read notice ${d.noticeVersion}`,
  ParentalConsentRefused: (d) => `The parent refused consent for student ${d.studentId} at ${minutes(d.refusedAt)} IST (notice ${d.noticeVersion}): the account closes`,
  ParentalConsentWithdrawn: (d) => `Parent ${d.parentId} withdrew consent for student ${d.studentId} at ${minutes(d.withdrawnAt)} IST: new bookings stop`,
  ConsentLinkClaimed: (d) => `Parent ${d.parentId} took the consent link for student ${d.studentId} at ${minutes(d.claimedAt)} IST, to give consent with it`,
  ParentChangeRequested: (d) => `Student ${d.studentId} asked that another parent (address sealed) consent in place of the one who did, at ${minutes(d.requestedAt)} IST`,
  ParentChangeConfirmed: (d) => `The change of parent for student ${d.studentId} was confirmed by the ${d.byRole} ${d.byUserId} at ${minutes(d.confirmedAt)} IST${d.reason ? ' (reason sealed)' : ''}`,
  ConsentMailHeldBack: (d) => `The consent e-mail for student ${d.studentId} was held back at ${minutes(d.heldAt)} IST: the parent's address (sealed) had had its day's consent e-mails`,
  ParentAskedToBook: (d) =>
    `Before consent, student ${d.studentId} asked their parent for a session with counsellor ${d.counsellorId} on ${d.date} at ${d.slot} (${formatPaise(d.pricePaise)}), with a new consent link: nothing is held`,
  ParentChangeRefused: (d) => `The other parent declined to consent for student ${d.studentId} at ${minutes(d.refusedAt)} IST: the parent who consented stays`,
  SessionRoomLinkSet: (d) => (d.url ? "Counsellor's own meeting link set for the session (address sealed)" : "Counsellor's meeting link removed: the session meets in its default room"),
  SessionJoined: (d) => `The session's ${d.role} ${d.userId} entered the video room at ${minutes(d.at)} IST`,

  ReviewSubmitted: (d) => `Session reviewed by the student: ${d.rating} of 5 stars${d.comment ? ' with a comment (sealed)' : ''}`,
  ReviewHidden: (d) => `Review of ${d.rating} stars hidden by an admin (reason sealed)`,
  ReviewEdited: (d) => `Review changed by the student: ${d.previousRating} to ${d.rating} of 5 stars${d.comment ? ', with a comment (sealed)' : ', with no comment'}`,

  ParentRemindersChosen: (d) => `Parent ${d.parentId} turned the session reminders about their child ${d.reminders ? 'on' : 'off'}`,

  TaxInvoiceIssued: (d) => `Tax invoice ${d.number} issued for payment ${d.paymentId}: ${formatPaise(d.totalPaise)}, of which ${formatPaise(d.totalPaise - d.taxablePaise)} GST`,
  ReceiptIssued: (d) => `Receipt ${d.number} issued for payment ${d.paymentId}: ${formatPaise(d.totalPaise)}, no GST (the platform had no GSTIN)`,
  CreditNoteIssued: (d) => `Credit note ${d.number} issued for refund ${d.refundId} against ${d.refersTo}: ${formatPaise(d.totalPaise)}`,

  CommissionCharged: (d) =>
    `Commission of ${formatPaise(d.commissionPaise)} (${d.rateBasisPoints / 100}% of ${formatPaise(d.paidPaise)}) charged on payment ${d.paymentId} for counsellor ${d.counsellorId}`,
  CommissionReturned: (d) =>
    `Commission of ${formatPaise(d.commissionPaise)} reversed for counsellor ${d.counsellorId}: refund ${d.refundId} of ${formatPaise(d.refundPaise)} of payment ${d.paymentId}`,
  PayoutRecorded: (d) => `Payout of ${formatPaise(d.amountPaise)} to counsellor ${d.counsellorId} for ${d.month}, paid on ${d.paidOn}, bank reference ${d.reference}`,
  PayoutReferenceClaimed: (d) => `Bank reference ${d.reference} claimed for payout ${d.payoutId} to counsellor ${d.counsellorId}`,
  PayoutReferenceReleased: (d) => `Bank reference let go by payout ${d.payoutId}, which was never recorded`,
  PayoutAbandoned: (d) => `Payout ${d.payoutId} to counsellor ${d.counsellorId} not recorded (refused, or never finished); it cannot be recorded now`,
};

const isKnown = (type: string): type is KnownType => Object.hasOwn(definitions, type);

/** Every event type that has its sentence here. */
export const summarizedTypes = Object.keys(definitions) as KnownType[];

export function summarize(event: Pick<RecordedEvent, 'type' | 'data' | 'streamName'>): string {
  if (!isKnown(event.type)) return `${event.type} recorded on ${event.streamName}`;
  const parsed = definitions[event.type].schema.safeParse(event.data);
  if (!parsed.success) return `${event.type} recorded on ${event.streamName} (its data does not match this version's schema)`;
  // The record pairs each type with its own data's type; TypeScript cannot follow that through the lookup.
  const sentence = summaries[event.type] as (data: unknown) => string;
  return sentence(parsed.data);
}
