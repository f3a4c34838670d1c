// The child's mail once their parent has consented (issue 30): "You can book now", with the session they asked their
// parent for, if any, to book while it is free (nothing was held for it).
import { pagePatterns } from '@margdarshak/contracts/pages';
import { firstWordOf } from '@margdarshak/contracts/names';
import type { MailMessage } from '../../platform/mail/mailer';
import { longDate } from './askParentMail';

export const BOOKING_OPEN_SUBJECT = 'You can book now: your parent has given their consent';

export interface AskedSessionLink {
  counsellorName: string;
  date: string;
  slot: string;
  /** The booking summary with that session chosen. */
  link: string;
}

export function bookingOpenMail(to: string, name: string | undefined, publicUrl: string, asked: AskedSessionLink | undefined): MailMessage {
  return {
    to,
    subject: BOOKING_OPEN_SUBJECT,
    text: [
      `Hello ${firstWordOf(name) ?? 'there'},`,
      'Good news: your parent has given their consent, so you can book sessions on Margdarshak now.',
      asked
        ? `You asked them about a session with ${asked.counsellorName} on ${longDate(asked.date)} at ${asked.slot} (India time). Nothing was held for it, so it is booked by whoever pays first. Your parent can pay for it from their dashboard, or you can book it here while it is free:\n${asked.link}`
        : `Choose a package and a counsellor here:\n${publicUrl}${pagePatterns.packages}`,
      'Margdarshak',
    ].join('\n\n'),
  };
}
