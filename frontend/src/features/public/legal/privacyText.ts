// The privacy policy, written for Margdarshak and India's Digital Personal Data Protection Act, 2023.
import { CONSENT_LINK_DAYS, consentNotice } from '@margdarshak/contracts/family/consentNotice';
import type { Block } from '../ProsePage';

export const PRIVACY_UPDATED = '2026-11-29';

export const privacyBlocks: Block[] = [
  {
    p: 'Margdarshak Career Guidance Pvt. Ltd. (“Margdarshak”, “we”) runs this website. Under the Digital Personal Data Protection Act, 2023 (“DPDP Act”) we are the data fiduciary for the personal data you give us. This policy says what we collect, why, how long we keep it, and how you use your rights.',
  },
  { h: 'What we collect' },
  {
    list: [
      'Account: your e-mail address and a password (stored only as a salted hash we cannot reverse).',
      'Bookings: the counsellor, package, date and time you choose, the amount paid and the payment reference. Card, UPI and bank details go directly to our payment provider, Razorpay, and never reach us.',
      'Tests: your answers and results for the tests in your package, and your counsellor’s notes and report.',
      'Counsellors: name, age, mobile number, address, qualifications and the documents they upload for verification.',
      'Messages you send through the contact form.',
      'Technical records kept for security, such as the time of a sign-in. We keep a keyed fingerprint of your network address for a few minutes to stop abuse of the contact form, never the address itself.',
    ],
  },
  { h: 'Why we use it' },
  {
    list: [
      'To provide the service you asked for: sessions, tests, reports and payments.',
      'To let your counsellor prepare for and follow up on your session.',
      'To send you booking confirmations, reminders, changes and password resets.',
      'To keep the service secure and to meet legal duties, such as keeping tax records of payments.',
    ],
  },
  {
    p: 'We do not sell personal data, show advertising, or build profiles for marketing. There are no third-party trackers, analytics scripts or advertising cookies on Margdarshak, and our pages load nothing from other sites (no fonts or scripts from a CDN); the one exception is the payment step, which loads our payment provider Razorpay’s checkout. The only cookie we set is the session cookie that keeps you signed in.',
  },
  { h: 'Students under 18 and their parents' },
  {
    p: 'Most of our students are children under the DPDP Act. At sign-up we ask a student’s date of birth. A student under 18 may book sessions and take the tests that go with them only with the verifiable consent of a parent or lawful guardian: we e-mail the parent a link, and until they consent the student can browse, take the free interest test and fill in their profile, nothing more. We do not track children’s behaviour or target them with advertising. A parent or guardian may exercise every right in this policy on the child’s behalf.',
  },
  { h: 'The consents we ask for' },
  {
    list: [
      `A parent’s or guardian’s consent for a student under 18: asked through a link that works once and for ${CONSENT_LINK_DAYS} days. The parent confirms they are the parent or guardian and consents, or refuses.`,
      'When a parent consents we record the decision, its time and the version of the notice they read; their e-mail appears in that record only as a keyed fingerprint. The parent gets a parent account with a view of their child’s sessions, released results and reports, the counsellor’s shared notes and the payments, and may pay for a session the child chose.',
      'When a parent refuses, the child’s account is closed and its personal data erased at once.',
      'A parent can withdraw consent at any time from the parent dashboard: new bookings and booking tests stop at once, and the parent can ask for the child’s data to be deleted. The session room of a session already booked stays closed too. Withdrawal does not undo what was done before it.',
    ],
  },
  { p: `What a parent reads before consenting (notice version ${consentNotice.version}):` },
  { list: [...consentNotice.collected, ...consentNotice.purposes] },
  { h: 'Who sees your data' },
  {
    list: [
      'Your counsellor sees your booking, your test results and what you share in the session.',
      'Our administrators see what they need to run the service and resolve problems.',
      'Razorpay processes payments; our e-mail provider delivers messages. They act on our instructions.',
      'We disclose data to authorities only when Indian law requires it.',
    ],
  },
  { h: 'How long we keep it' },
  {
    list: [
      'Account, profile, bookings, test answers, results, reports and counsellors’ notes: while your account is open; erased when the account is deleted.',
      'Payment and tax records: eight years, as Indian tax law requires; after an account is deleted they no longer carry a name.',
      'Consent records: as long as the records they cover, with the parent’s e-mail only as a keyed fingerprint.',
      `Consent links: ${CONSENT_LINK_DAYS} days, and used once. Password-reset links: one hour, used once.`,
      'Contact-form messages: up to one year.',
      'Counsellors’ verification documents: while they offer sessions, and one year after they leave.',
    ],
  },
  {
    p: 'When you ask us to erase your data, we destroy the encryption key that protects your personal details in our records, which makes them unreadable everywhere at once, and we delete your uploaded files. Records the law requires us to keep, such as payment entries, are kept without your name.',
  },
  { h: 'Your rights' },
  {
    list: [
      'Access: ask for a summary of the personal data we hold about you and how we use it, and for a copy of your test results and reports.',
      'Correction and completion: ask us to correct or complete inaccurate data.',
      'Erasure: ask us to erase your data when it is no longer needed for the purpose you gave it for.',
      'Withdraw consent at any time; this does not affect what was done before.',
      'Nominate a person to exercise your rights if you die or become unable to.',
      'Grievance redressal: complain to our Grievance Officer, and if you are not satisfied, to the Data Protection Board of India.',
    ],
  },
  { h: 'Your data, downloaded' },
  {
    p: 'From your profile page you can download everything Margdarshak holds about you as one file: your profile, bookings, tests, results, links to your reports, messages and consents. You enter your password again first, so nobody who finds your device signed in can take it. A parent can download the data of a child they consented for.',
  },
  { h: 'Deleting your account' },
  {
    p: 'From your profile page you can delete your account, after entering your password again. Your sessions still to come are cancelled and refunded, your personal data is erased as described above, and we send a confirmation e-mail. A parent can delete the account of a child they consented for. To ask for a correction, or for anything this page does not let you do yourself, write to privacy@margdarshak.in from the e-mail address on your account; we may ask you to confirm who you are, and we reply within 30 days.',
  },
  { h: 'Security' },
  {
    p: 'Data travels over encrypted connections. Personal details in our records are encrypted with a key per person. Passwords are hashed with Argon2id. Access by our staff is limited to what their role needs.',
  },
  { h: 'Grievance Officer' },
  {
    p: 'Ms Kavita Menon, Grievance Officer, Margdarshak Career Guidance Pvt. Ltd., 3rd floor, Sai Chambers, FC Road, Shivajinagar, Pune, Maharashtra 411005. E-mail: grievance@margdarshak.in. We acknowledge every grievance within 48 hours and resolve it within 30 days.',
  },
  { h: 'Changes' },
  { p: 'If we change this policy we will say so on this page and, for important changes, by e-mail before they take effect.' },
];
