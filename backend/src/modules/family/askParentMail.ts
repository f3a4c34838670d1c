// The mail a parent gets when their child, waiting for consent, asks them for a session (issue 30): the session as the
// server priced it, the consent link, and that nothing is held. Like every consent mail, the subject names the child
// only by a plain first name (childSubjectName) and the body names them by the name they gave.
import { CONSENT_LINK_DAYS } from '@margdarshak/contracts/family/consentNotice';
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import { hindiClock } from '@margdarshak/contracts/hindiClock';
import { formatPaise } from '@margdarshak/contracts/money';
import { parseSlot } from '@margdarshak/contracts/schedule/slotLabels';
import type { MailMessage } from '../../platform/mail/mailer';
import { childSubjectName } from './consentMail';

export interface AskedSessionMail {
  childName: string | undefined;
  counsellorName: string;
  packageName: string;
  /** The package's own Hindi name (`Package.hindi`), for the Hindi part; the English name when it has none. */
  packageNameHi?: string | undefined;
  /** YYYY-MM-DD and the slot as offered ('10:00 AM'), both India time. */
  date: string;
  slot: string;
  pricePaise: number;
  link: string;
}

/** 'Tuesday, 1 December 2026': a business date as India reads it. */
export const longDate = (date: string) => new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${date}T00:00:00Z`));

/** 'मंगलवार, 1 दिसंबर 2026': the same business date in Hindi, whole month name, Latin digits. */
export const longDateHi = (date: string) =>
  new Intl.DateTimeFormat('hi-IN', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', numberingSystem: 'latn' }).format(new Date(`${date}T00:00:00Z`));

/** A slot as offered ('04:30 PM') as families say it in Hindi ('शाम 4:30 बजे'); a slot that does not parse, as it is. */
export function slotHi(slot: string): string {
  const minutes = parseSlot(slot);
  return minutes === undefined ? slot : hindiClock(Math.floor(minutes / 60), minutes % 60);
}

/** The same mail in Hindi (issue 33). The child is never the subject of a verb that agrees (no gender is known). */
function hindiBody(session: AskedSessionMail, link: string): string[] {
  const child = session.childName ? `आपके बच्चे (जिन्होंने हमें अपना नाम “${session.childName}” बताया है)` : 'आपके बच्चे';
  return [
    'नमस्ते,',
    `${child} को Margdarshak पर एक करियर काउंसलिंग सेशन चाहिए, और इसके लिए आपकी सहमति माँगी गई है: बच्चे की उम्र 18 साल से कम है, इसलिए माता-पिता या गार्जियन की सहमति मिलने के बाद ही सेशन बुक हो सकता है। चुना गया सेशन यह है:`,
    [
      `काउंसलर: ${session.counsellorName}`,
      `पैकेज: ${session.packageNameHi ?? session.packageName}`,
      `तारीख़: ${longDateHi(session.date)}`,
      `समय: ${slotHi(session.slot)} (भारतीय समय), 60 मिनट, ऑनलाइन`,
      `फ़ीस: ${formatPaise(session.pricePaise)}`,
    ].join('\n'),
    'अभी कुछ भी बुक या रोका नहीं गया है, इसलिए हो सकता है कि तब तक यह समय कोई और बुक कर ले।',
    `हम कौन-सी जानकारी लेते हैं और क्यों, यह पढ़ने के लिए, और सहमति देने या मना करने के लिए, यह लिंक खोलिए:\n${link}`,
    'सहमति देने के बाद, अगर यह समय तब भी ख़ाली हो, तो इस सेशन का भुगतान माता-पिता वाले आपके डैशबोर्ड से किया जा सकता है, या बच्चे के अपने खाते से भी इसे बुक किया जा सकता है।',
    `यह लिंक एक ही बार और ${CONSENT_LINK_DAYS} दिन तक काम करता है। अगर आपको नहीं पता कि यह विद्यार्थी कौन है, तो इस ई-मेल को अनदेखा कीजिए: आपकी सहमति के बिना कुछ नहीं होगा।`,
    'Margdarshak',
  ];
}

const subjectHi = (first: string | undefined) => (first ? `${first} ने Margdarshak पर एक काउंसलिंग सेशन के लिए आपसे पूछा है` : 'Margdarshak पर एक काउंसलिंग सेशन के लिए आपके बच्चे ने आपसे पूछा है');

/**
 * The mail to the parent, who may have no account and so no language of their own: as the consent mail (decision 0163),
 * in Hindi when the student reads Margdarshak in Hindi, Hindi first with the Hindi consent page's link, then the English
 * whole with the English link; in English otherwise.
 */
export function askParentMail(to: string, session: AskedSessionMail, language: AccountLanguage = 'en', hindiLink = session.link): MailMessage {
  const english = askParentMailEn(to, session);
  if (language === 'en') return english;
  return { to, subject: subjectHi(childSubjectName(session.childName)), text: [...hindiBody(session, hindiLink), 'In English:', english.text].join('\n\n') };
}

function askParentMailEn(to: string, session: AskedSessionMail): MailMessage {
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
