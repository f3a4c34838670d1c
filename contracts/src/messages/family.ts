// The family's messages in Hindi (issue 33): the consent card's sentences a student reads (GET /api/me/consent and the
// answers that carry it), the ask-your-parent answer, and the refusals of the consent and parent pages. Written like
// hindi.ts, whose table and patterns take these in; the times in them are said as families say them (hindiClock).
import { askedParentMessage, NO_CONSENT_AWAITED, NOT_THE_ASKED_SESSION, type ConsentStatus } from '../api/family';
import { CONSENT_ADDRESSES_EVER, CONSENT_BEING_GIVEN, CONSENT_MAILS_PER_ADDRESS_PER_DAY, CONSENT_MAILS_PER_DAY, TOO_MANY_PARENT_ADDRESSES } from '../family/consentLimits';
import { hindiClock } from '../hindiClock';

export const PARENT_REFUSED = 'Your parent refused consent.';
export const ONLY_THE_CONSENTING_PARENT = 'Only the parent who gave consent can book sessions for their child.';
export const NO_PARENT_EMAIL = "Please enter your parent's or guardian's e-mail.";
export const CONSENT_WITHDRAWN_ANSWER = 'Consent withdrawn: no new sessions can be booked. You can also have your child’s account and data deleted.';
export const PARENT_CHANGE_CONFIRMED = 'Thank you. We have sent the request to the other parent or guardian. Until they consent, nothing else changes.';

export const familyMessagesHi: Readonly<Record<string, string>> = {
  [PARENT_REFUSED]: 'आपके माता-पिता ने सहमति देने से मना कर दिया।',
  [NO_CONSENT_AWAITED]: 'आपके लिए माता-पिता की किसी सहमति का इंतज़ार नहीं है, इसलिए पूछने को कुछ नहीं है। कृपया पेज फिर से लोड कीजिए।',
  [NO_PARENT_EMAIL]: 'कृपया अपने माता-पिता या गार्जियन का ई-मेल लिखिए।',
  [TOO_MANY_PARENT_ADDRESSES]: `आपके माता-पिता के ${CONSENT_ADDRESSES_EVER} अलग-अलग ई-मेल पते पहले ही दिए जा चुके हैं, और इससे ज़्यादा नहीं लिए जाते। कृपया इन्हीं में से किसी एक पर अनुरोध फिर से भेजिए, या संपर्क पेज से हमें लिखिए; हम मदद करेंगे।`,
  [CONSENT_BEING_GIVEN]: 'आपके माता-पिता की ओर से अभी सहमति दी जा रही है। कृपया कुछ मिनट बाद फिर से देखिए।',
  [NOT_THE_ASKED_SESSION]: 'यह पेज खुलने के बाद आपके बच्चे ने किसी दूसरे सेशन के लिए पूछा है। कृपया पेज फिर से लोड कीजिए।',
  [ONLY_THE_CONSENTING_PARENT]: 'बच्चे के लिए सेशन सिर्फ़ उसी खाते से बुक किया जा सकता है, जिससे सहमति दी गई थी।',
  [CONSENT_WITHDRAWN_ANSWER]: 'सहमति वापस ले ली गई है: अब कोई नया सेशन बुक नहीं हो सकता। चाहें तो आपके बच्चे का खाता और डेटा भी हटवाया जा सकता है।',
  [PARENT_CHANGE_CONFIRMED]: 'धन्यवाद। अनुरोध माता-पिता या गार्जियन के नए ई-मेल पते पर भेज दिया गया है। जब तक वहाँ से सहमति नहीं मिलती, बाक़ी कुछ नहीं बदलेगा।',
  'You can only read the messages of your child’s sessions': 'सिर्फ़ अपने बच्चे के सेशनों के संदेश पढ़े जा सकते हैं',
  'You can only see or close your own account or your child’s': 'सिर्फ़ अपना या अपने बच्चे का खाता देखा या बंद किया जा सकता है',
  'You can only see your own children': 'सिर्फ़ अपने बच्चों की जानकारी देखी जा सकती है',
  'Child not found': 'बच्चे का खाता नहीं मिला',
  'Booking not found': 'यह बुकिंग नहीं मिली',
  'There is no change of parent waiting to be confirmed.': 'माता-पिता बदलने का कोई अनुरोध मंज़ूरी के लिए बाक़ी नहीं है।',
};

const monthsHi: Record<string, string> = {
  Jan: 'जनवरी',
  Feb: 'फ़रवरी',
  Mar: 'मार्च',
  Apr: 'अप्रैल',
  May: 'मई',
  Jun: 'जून',
  Jul: 'जुलाई',
  Aug: 'अगस्त',
  Sep: 'सितंबर',
  Sept: 'सितंबर',
  Oct: 'अक्टूबर',
  Nov: 'नवंबर',
  Dec: 'दिसंबर',
};

/** '24 Nov, 4:30 pm' (the consent limits' India day and time) as '24 नवंबर, शाम 4:30 बजे'; anything else as it is. */
export function dayAndTimeInHindi(english: string): string {
  const parts = /^(\d{1,2}) ([A-Z][a-z]{2,3}), (\d{1,2}):(\d{2}) (am|pm)$/i.exec(english);
  const month = parts && monthsHi[parts[2] ?? ''];
  if (!parts || !month) return english;
  const hour12 = Number(parts[3]) % 12;
  return `${parts[1]} ${month}, ${hindiClock(hour12 + (parts[5]?.toLowerCase() === 'pm' ? 12 : 0), Number(parts[4]))}`;
}

/** 'p***@example.in पर', or, with no address to show, 'आपके माता-पिता को'. */
const sentTo = (masked: string) => (masked === 'your parent' ? 'आपके माता-पिता को' : `${masked} पर`);
const at = (masked: string) => (masked === 'This address' ? 'इस पते' : masked);
/** A message builder's English as a pattern, its one value read back. */
const patternOf = (build: (value: string) => string) =>
  new RegExp(
    `^${build('\u0000')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\u0000', '(.+)')}$`,
  );

/** The family's messages with a figure, an address or a time in them, read back from their English. */
export const familyPatternsHi: [RegExp, (...parts: string[]) => string][] = [
  [/^We are waiting for your parent's consent: we sent the request to (.+)\.$/, (to = '') => `आपके माता-पिता की सहमति का इंतज़ार है: अनुरोध ${sentTo(to)} भेजा गया है।`],
  [/^We have not been able to e-mail your parent at (\S+) yet\.$/, (to = '') => `आपके माता-पिता को ${to} पर अभी तक ई-मेल नहीं भेजा जा सका है।`],
  [
    patternOf(askedParentMessage),
    (to = '') =>
      `${to} पर आपके माता-पिता को इस सेशन और सहमति के लिंक के साथ ई-मेल भेज दिया गया है। आपके लिए कुछ रोका नहीं गया है: सहमति मिलने के बाद, अगर यह समय तब भी ख़ाली हो, तो इसे आपकी या उनकी ओर से बुक किया जा सकता है।`,
  ],
  [
    new RegExp(`^We have sent ${CONSENT_MAILS_PER_DAY} consent e-mails for you in the last 24 hours, which is the most we send in a day\\. You can send another from (.+)\\.$`),
    (next = '') => `पिछले 24 घंटों में आपकी ओर से सहमति के ${CONSENT_MAILS_PER_DAY} ई-मेल भेजे जा चुके हैं; एक दिन में इससे ज़्यादा नहीं भेजे जाते। अगला ई-मेल ${dayAndTimeInHindi(next)} से भेजा जा सकता है।`,
  ],
  [
    new RegExp(
      `^This address has already had ${CONSENT_MAILS_PER_ADDRESS_PER_DAY} consent e-mails from us in the last 24 hours, which is the most we send to one address in a day\\. You can send the request from (.+)\\.$`,
    ),
    (next = '') =>
      `इस पते पर पिछले 24 घंटों में हमारी ओर से सहमति के ${CONSENT_MAILS_PER_ADDRESS_PER_DAY} ई-मेल जा चुके हैं; एक पते पर एक दिन में इससे ज़्यादा नहीं भेजे जाते। अनुरोध ${dayAndTimeInHindi(next)} से भेजा जा सकता है।`,
  ],
  [
    new RegExp(
      `^(.+) has had ${CONSENT_MAILS_PER_ADDRESS_PER_DAY} consent e-mails from us in the last 24 hours, the most we send to one address in a day\\. You can send the request there from (.+)\\.$`,
    ),
    (to = '', next = '') =>
      `${at(to)} पर पिछले 24 घंटों में हमारी ओर से सहमति के ${CONSENT_MAILS_PER_ADDRESS_PER_DAY} ई-मेल जा चुके हैं; एक पते पर एक दिन में इससे ज़्यादा नहीं भेजे जाते। वहाँ अनुरोध ${dayAndTimeInHindi(next)} से भेजा जा सकता है।`,
  ],
];

/** The consent status with its sentences in Hindi (`say` is hindiOf); everything else as it is. */
export function consentStatusIn(status: ConsentStatus, say: (english: string) => string | undefined): ConsentStatus {
  const inHindi = (english: string) => say(english) ?? english;
  return {
    ...status,
    message: status.message === null ? null : inHindi(status.message),
    limitMessage: status.limitMessage === null ? null : inHindi(status.limitMessage),
    addressLimit: status.addressLimit ? { ...status.addressLimit, message: inHindi(status.addressLimit.message) } : null,
  };
}
