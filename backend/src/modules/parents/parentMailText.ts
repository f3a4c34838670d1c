// What the consenting parent of a minor reads about their child, in words meant for the parent. Subjects are fixed (no
// name in a subject: nothing a student typed goes at the top of someone's inbox); bodies name the child by the name they
// gave in their profile, or "your child" before they gave one. Pure: the processor gathers the facts.
import { formatPaise } from '@margdarshak/contracts/money';

export interface SessionFacts {
  child: string | undefined;
  counsellor: string | undefined;
  packageName: string;
  /** The session's date and time as India reads it. */
  when: string;
}

export interface Receipt {
  pricePaise: number;
  couponCode: string | null;
  discountPaise: number;
  amountPaise: number;
  paymentId: string | null;
  /** When the payment was applied, as India reads it. */
  paidOn: string;
}

export interface ParentMailText {
  subject: string;
  text: string;
}

export type BookingChange = 'rescheduled' | 'cancelled' | 'counsellor_removed';

const SIGNATURE = 'Margdarshak';
const childOf = (name: string | undefined) => name ?? 'your child';
const possessive = (name: string | undefined) => (name ? `${name}’s` : 'your child’s');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sessionWith = (facts: SessionFacts) => `${facts.packageName} session${facts.counsellor ? ` with ${facts.counsellor}` : ''}`;
const page = (dashboard: string) => `Your parent dashboard (sign in first):\n${dashboard}`;
const mail = (subject: string, lines: string[]): ParentMailText => ({ subject, text: ['Hello,', ...lines, SIGNATURE].join('\n\n') });

export function consentRecordedText(child: string | undefined, dashboard: string): ParentMailText {
  return mail('Your consent on Margdarshak is recorded', [
    `Thank you. We have recorded your consent for ${childOf(child)} to use Margdarshak, a career-counselling service.`,
    `You agreed that ${childOf(child)} may book sessions with our counsellors and take the career tests that go with them, and that we keep what the notice you read lists (their profile, test answers, results, reports, session notes and payments) for those purposes only, never for advertising.`,
    `We will write to you when a session is booked, moved or cancelled, before each session, and when a report is ready.`,
    `You can withdraw your consent at any time: sign in to your parent dashboard and choose "Withdraw consent". New bookings stop at once, and you can also have ${possessive(child)} account and data deleted from there.`,
    page(dashboard),
  ]);
}

/** The receipt's lines: what was paid, for which session, when, the coupon and the payment's reference. */
export function receiptLines(facts: SessionFacts, receipt: Receipt): string[] {
  const coupon = receipt.couponCode ? [`Coupon: ${receipt.couponCode} (${formatPaise(receipt.discountPaise)} off)`] : [];
  return [
    'Receipt',
    `Session: ${sessionWith(facts)}, ${facts.when} (India time)`,
    `Price: ${formatPaise(receipt.pricePaise)}`,
    ...coupon,
    `Amount paid: ${formatPaise(receipt.amountPaise)}`,
    `Paid on: ${receipt.paidOn}`,
    `Payment reference: ${receipt.paymentId ?? 'none (nothing to pay)'}`,
  ];
}

export function bookingConfirmedText(facts: SessionFacts, receipt: Receipt, dashboard: string): ParentMailText {
  const paid = receipt.amountPaise === 0 ? 'The coupon covers the whole price, so there was nothing to pay.' : 'The receipt for the payment is below.';
  return mail('Your child’s Margdarshak session is booked', [
    `${capitalised(possessive(facts.child))} ${sessionWith(facts)} is booked for ${facts.when} (India time). ${paid} The calendar invitation is attached.`,
    receiptLines(facts, receipt).join('\n'),
    'This is a receipt for your records, not a tax invoice. You can see it again, and print it, from your parent dashboard.',
    page(dashboard),
  ]);
}

const inWords = { '24h': 'in 24 hours', '1h': 'in one hour' } as const;

export function reminderText(facts: SessionFacts, kind: '24h' | '1h', dashboard: string): ParentMailText {
  return mail(`Reminder: your child’s Margdarshak session starts ${inWords[kind]}`, [
    `${capitalised(possessive(facts.child))} ${sessionWith(facts)} starts ${inWords[kind]}: ${facts.when} (India time).`,
    `${capitalised(childOf(facts.child))} joins from their own dashboard; the video room opens there 15 minutes before the start. The calendar invitation attached is the latest one.`,
    ...(kind === '24h' ? [`It may help to ask ${childOf(facts.child)} what they would like to ask the counsellor, and to find them a quiet place for the hour.`] : []),
    `You can turn these reminders off on your parent dashboard.\n${dashboard}`,
  ]);
}

export function bookingChangedText(facts: SessionFacts, change: BookingChange, refundPaise: number | null, dashboard: string): ParentMailText {
  const refund = refundPaise ? [`${formatPaise(refundPaise)} is refunded in full, to the way it was paid. It reaches that account within 5-7 business days.`] : [];
  switch (change) {
    case 'rescheduled':
      return mail('Your child’s Margdarshak session has a new time', [
        `${capitalised(possessive(facts.child))} ${sessionWith(facts)} now takes place on ${facts.when} (India time). The updated calendar invitation is attached.`,
        page(dashboard),
      ]);
    case 'cancelled':
      return mail('Your child’s Margdarshak session is cancelled', [
        `${capitalised(possessive(facts.child))} ${sessionWith(facts)} on ${facts.when} (India time) has been cancelled.`,
        ...refund,
        page(dashboard),
      ]);
    case 'counsellor_removed':
      return mail('Your child’s Margdarshak session is cancelled', [
        `We are sorry: the counsellor is no longer available on Margdarshak, so ${possessive(facts.child)} ${facts.packageName} session on ${facts.when} (India time) has been cancelled.`,
        ...refund,
        `${capitalised(childOf(facts.child))} is welcome to book another counsellor.`,
        page(dashboard),
      ]);
    default: {
      const unknown: never = change;
      return unknown;
    }
  }
}

export function reportReadyText(child: string | undefined, title: string, update: boolean, link: string): ParentMailText {
  return mail(update ? 'A report on your child has been updated on Margdarshak' : 'A report on your child is ready on Margdarshak', [
    update
      ? `${capitalised(possessive(child))} counsellor has updated their ${title}, with new notes.`
      : `${capitalised(possessive(child))} counsellor has gone through their results and shared their ${title}.`,
    `You can read it on screen, and download it as a PDF, here (sign in first):\n${link}`,
    `It is worth reading it together with ${childOf(child)}, before their next conversation with the counsellor.`,
  ]);
}

/** Who closed the child's account: the child themself, or our team (a parent who closed it is mailed by the erasure). */
export type DeletedBy = 'child' | 'team';

export function childDeletedText(child: string | undefined, by: DeletedBy): ParentMailText {
  const who = by === 'child' ? `${capitalised(childOf(child))} asked us to delete their Margdarshak account` : `Our team has deleted ${possessive(child)} Margdarshak account`;
  return mail('Your child’s Margdarshak account is deleted', [
    `${who}, and it is deleted.`,
    'Their profile, test answers, results, reports and session notes can no longer be read by anyone, us included. Sessions that were still to come are cancelled, and whoever paid for one is refunded in full, to the way they paid.',
    'We keep only what the law asks us to keep about payments (amounts, dates and payment references, with no name), so that our accounts stay correct.',
    'Your own parent account stays open. If this is not what you expected, reply to this e-mail and we will look into it.',
  ]);
}
