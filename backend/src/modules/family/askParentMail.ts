// The mail a parent gets when their child, waiting for consent, asks them for a session (issue 30): the session as the
// server priced it, the consent link, and that nothing is held. Like every consent mail, the subject names the child
// only by a plain first name (childSubjectName) and the body names them by the name they gave.
import { CONSENT_LINK_DAYS } from '@margdarshak/contracts/family/consentNotice';
import { formatPaise } from '@margdarshak/contracts/money';
import type { MailMessage } from '../../platform/mail/mailer';
import { childSubjectName } from './consentMail';

export interface AskedSessionMail {
  childName: string | undefined;
  counsellorName: string;
  packageName: string;
  /** YYYY-MM-DD and the slot as offered ('10:00 AM'), both India time. */
  date: string;
  slot: string;
  pricePaise: number;
  link: string;
}

/** 'Tuesday, 1 December 2026': a business date as India reads it. */
export const longDate = (date: string) => new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${date}T00:00:00Z`));

export function askParentMail(to: string, session: AskedSessionMail): MailMessage {
  const first = childSubjectName(session.childName);
  const child = session.childName ? `Your child, who gave us the name “${session.childName}”,` : 'Your child';
  const they = first ?? 'your child';
  return {
    to,
    subject: `${first ?? 'Your child'} asks you about a counselling session on Margdarshak`,
    text: [
      'Hello,',
      `${child} would like a career-counselling session on Margdarshak, and asks for your consent: they are under 18, so they can book only once a parent or guardian has given it. This is the session they chose:`,
      [
        `Counsellor: ${session.counsellorName}`,
        `Package: ${session.packageName}`,
        `Date: ${longDate(session.date)}`,
        `Time: ${session.slot} (India time), 60 minutes, online`,
        `Price: ${formatPaise(session.pricePaise)}`,
      ].join('\n'),
      'Nothing is booked or held yet, so the time may still be taken by someone else.',
      `To read what we collect and why, and to give or refuse your consent, open this link:\n${session.link}`,
      `Once you consent, you can pay for this session from your parent dashboard if the time is still free, or ${they} can book it.`,
      `The link works once and for ${CONSENT_LINK_DAYS} days. If you do not know this student, ignore this e-mail: nothing happens without your consent.`,
      'Margdarshak',
    ].join('\n\n'),
  };
}
