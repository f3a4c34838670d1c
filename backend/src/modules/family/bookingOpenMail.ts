// The child's mail once their parent has consented (issue 30): "You can book now", with the session they asked their
// parent for, if any, to book while it is free (nothing was held for it).
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import { hindiTwin, pagePatterns } from '@margdarshak/contracts/pages';
import { firstWordOf } from '@margdarshak/contracts/names';
import type { MailMessage } from '../../platform/mail/mailer';
import { longDate, longDateHi, slotHi } from './askParentMail';

export const BOOKING_OPEN_SUBJECT = 'You can book now: your parent has given their consent';
export const BOOKING_OPEN_SUBJECT_HI = 'अब सेशन बुक किया जा सकता है: आपके माता-पिता ने सहमति दे दी है';

export interface AskedSessionLink {
  counsellorName: string;
  date: string;
  slot: string;
  /** The booking summary with that session chosen. */
  link: string;
}

/** The Hindi twin of an address on one of the public pages (the booking summary, the packages). */
const hindiAddress = (address: string) => {
  const url = new URL(address);
  return `${url.origin}${hindiTwin(url.pathname)}${url.search}`;
};

/** The same mail in Hindi (issue 33), for a student whose account reads Margdarshak in Hindi, with the Hindi pages' links. */
function bookingOpenMailHi(to: string, name: string | undefined, publicUrl: string, asked: AskedSessionLink | undefined): MailMessage {
  const first = firstWordOf(name);
  return {
    to,
    subject: BOOKING_OPEN_SUBJECT_HI,
    text: [
      first ? `नमस्ते ${first},` : 'नमस्ते,',
      'अच्छी ख़बर: आपके माता-पिता ने सहमति दे दी है, इसलिए अब Margdarshak पर सेशन बुक किए जा सकते हैं।',
      asked
        ? `आपने उनसे ${asked.counsellorName} के साथ ${longDateHi(asked.date)}, ${slotHi(asked.slot)} (भारतीय समय) के एक सेशन के बारे में पूछा था। इसके लिए कुछ रोका नहीं गया था, इसलिए जिसका भुगतान पहले पहुँचेगा, सेशन उसी का बुक होगा। इसका भुगतान आपके माता-पिता के डैशबोर्ड से किया जा सकता है, या जब तक यह समय ख़ाली है, इसे यहाँ बुक किया जा सकता है:\n${hindiAddress(asked.link)}`
        : `यहाँ पैकेज और काउंसलर चुनिए:\n${publicUrl}${hindiTwin(pagePatterns.packages)}`,
      'Margdarshak',
    ].join('\n\n'),
  };
}

export function bookingOpenMail(to: string, name: string | undefined, publicUrl: string, asked: AskedSessionLink | undefined, language: AccountLanguage = 'en'): MailMessage {
  if (language === 'hi') return bookingOpenMailHi(to, name, publicUrl, asked);
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
