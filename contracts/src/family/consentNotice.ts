// What a parent reads before consenting for a child, and what the Privacy page repeats. Raise the version whenever a
// sentence changes: each consent records the version the parent read.
export const CONSENT_NOTICE_VERSION = '2026-11-1';

/** Days a consent link stays valid. */
export const CONSENT_LINK_DAYS = 7;

export interface ConsentNotice {
  version: string;
  collected: string[];
  purposes: string[];
  retention: string[];
  rights: string[];
}

export const consentNotice: ConsentNotice = {
  version: CONSENT_NOTICE_VERSION,
  collected: [
    "Your child's e-mail address, date of birth and password (stored only as a one-way hash).",
    'What your child chooses to put in their profile: name, school, class, city, mobile number, marks and parents’ names.',
    "Your child's answers to the career tests, and the results and reports made from them.",
    'The sessions booked, the counsellor’s notes and documents shared after a session, and the payments made.',
    'Your e-mail address, to ask for and record this consent and to give you a parent’s view.',
  ],
  purposes: [
    'To let your child book career-counselling sessions and take the tests that go with them.',
    'To let the counsellor your child books prepare for the session and share a report afterwards.',
    'To take payments and issue refunds.',
    'Nothing else: no advertising, no tracking across websites, no profile built for anyone but your child and their counsellor.',
  ],
  retention: [
    'Profile, test answers, results, reports and session notes: kept while the account is open, and erased when it is deleted (by your child, by you, or when you refuse consent).',
    'Payment records: amounts, dates and receipt numbers are kept for 8 years, as Indian accounting law requires; after an account is deleted they no longer carry a name.',
    'This consent: the decision, its time and this notice’s version are kept as long as the records it covers; your e-mail appears in that record only as a keyed fingerprint.',
    `Consent links: valid for ${CONSENT_LINK_DAYS} days and usable once.`,
  ],
  rights: [
    'You can withdraw consent at any time from your parent dashboard: new bookings stop at once.',
    "You can ask for your child's data to be deleted; deletion erases it from every list and page.",
  ],
};

/**
 * The same notice in Hindi (issue 33), line for line, for a parent reading the consent page in Hindi: the consent
 * records which of the two they read (`noticeLanguage`). Raise the version with the English: both are one notice.
 */
export const consentNoticeHi: ConsentNotice = {
  version: CONSENT_NOTICE_VERSION,
  collected: [
    'आपके बच्चे का ई-मेल पता, जन्मतिथि और पासवर्ड (पासवर्ड सिर्फ़ एक “वन-वे हैश” नाम के कोड के रूप में रखा जाता है)।',
    'आपका बच्चा अपनी मर्ज़ी से अपनी प्रोफ़ाइल में जो भरे: नाम, स्कूल, कक्षा, शहर, मोबाइल नंबर, अंक और माता-पिता के नाम।',
    'करियर टेस्ट में आपके बच्चे के जवाब, और उनसे बने नतीजे और रिपोर्ट।',
    'बुक किए गए सेशन, सेशन के बाद काउंसलर के साझा किए गए नोट्स और दस्तावेज़, और किए गए भुगतान।',
    'आपका ई-मेल पता, यह सहमति माँगने और दर्ज करने के लिए, और ताकि आप माता-पिता वाले खाते में बच्चे की जानकारी देख सकें।',
  ],
  purposes: [
    'ताकि आपका बच्चा करियर काउंसलिंग के सेशन बुक कर सके और उनसे जुड़े टेस्ट दे सके।',
    'ताकि आपका बच्चा जिस काउंसलर को बुक करे, वे सेशन की तैयारी कर सकें और बाद में रिपोर्ट साझा कर सकें।',
    'भुगतान लेने और रिफ़ंड देने के लिए।',
    'इसके सिवा किसी और काम के लिए नहीं: न विज्ञापन, न अलग-अलग वेबसाइटों पर ट्रैकिंग, और आपके बच्चे और उसके काउंसलर के सिवा किसी और के लिए कोई प्रोफ़ाइल नहीं बनती।',
  ],
  retention: [
    'प्रोफ़ाइल, टेस्ट के जवाब, नतीजे, रिपोर्ट और सेशन के नोट्स: खाता खुला रहने तक रखे जाते हैं, और खाता हटने पर मिटा दिए जाते हैं (चाहे आपका बच्चा खाता हटाए, आप हटाएँ, या आप सहमति देने से मना करें)।',
    'भुगतान का रिकॉर्ड: रक़म, तारीख़ें और रसीद नंबर 8 साल तक रखे जाते हैं, जैसा भारत के हिसाब-किताब के क़ानून में ज़रूरी है; खाता हटने के बाद उन पर किसी का नाम नहीं रहता।',
    'यह सहमति: फ़ैसला, उसका समय और इस नोटिस का वर्ज़न तब तक रखे जाते हैं, जब तक वे रिकॉर्ड रहते हैं जिन पर यह सहमति लागू होती है; उस रिकॉर्ड में आपका ई-मेल सिर्फ़ एक गुप्त चाबी से बने कोड के रूप में रहता है।',
    `सहमति के लिंक: ${CONSENT_LINK_DAYS} दिन तक काम करते हैं, और सिर्फ़ एक बार इस्तेमाल हो सकते हैं।`,
  ],
  rights: ['आपको अपने माता-पिता वाले डैशबोर्ड से कभी भी सहमति वापस लेने का हक़ है: नई बुकिंग उसी समय रुक जाती है।', 'आपको अपने बच्चे का डेटा मिटवाने के लिए कहने का हक़ है; मिटाने पर वह हर सूची और हर पेज से हट जाता है।'],
};

/** The notice in the reader's language. */
export const consentNoticeIn = (language: 'en' | 'hi'): ConsentNotice => (language === 'hi' ? consentNoticeHi : consentNotice);
