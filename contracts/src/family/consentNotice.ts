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
