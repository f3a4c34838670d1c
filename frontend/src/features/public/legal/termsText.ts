// The terms of use for Margdarshak's bookings, payments, tests and reports.
import type { Block } from '../ProsePage';

export const TERMS_UPDATED = '2026-11-23';

export const termsBlocks: Block[] = [
  {
    p: 'These terms apply when you use Margdarshak, run by Margdarshak Career Guidance Pvt. Ltd., Pune. By creating an account or booking a session you accept them. If you are under 18, your parent or guardian accepts them for you.',
  },
  { h: 'The service' },
  {
    p: 'Margdarshak connects students and parents with independent career counsellors, whose qualifications and identity we check before they can be booked. Counsellors give guidance; decisions about study and careers remain yours. Test results describe interests and preferences at one point in time and are not a measure of ability or a promise of success.',
  },
  { h: 'Accounts' },
  {
    list: [
      'Keep your password to yourself; you are responsible for what happens under your account.',
      'Give accurate information. Counsellors must upload genuine documents; false documents end an account.',
      'One person, one account. Parents may hold the account for a child under 18.',
    ],
  },
  { h: 'Bookings and payment' },
  {
    list: [
      'Sessions last 60 minutes and are booked at least two days and at most 30 days ahead, in India time.',
      'Prices are per session, in rupees, as shown on the packages page at the time of booking. A coupon applies only if it is valid when you pay.',
      'Payments are processed by Razorpay. A booking is confirmed only once the payment is verified; a slot is held for 15 minutes while you pay.',
      'If your chosen slot is taken by someone else while you pay, we refund your payment in full automatically.',
    ],
  },
  { h: 'Cancelling and rescheduling' },
  {
    list: [
      'Cancel 24 hours or more before the session: full refund to your original payment method, usually within 5-7 business days.',
      'Cancel within 24 hours of the session: no refund.',
      'Reschedule to another free slot with the same counsellor up to 24 hours before the session, at no charge.',
      'If a counsellor cancels, or a session cannot take place because of a fault on our side, you get a full refund or a new slot, as you prefer.',
    ],
  },
  { h: 'Tests and reports' },
  {
    p: 'Take the tests yourself and answer honestly; results shared with your counsellor are used only for your guidance. Reports are for your personal use. The test items and report texts are protected by copyright and their licences; do not copy them for other purposes.',
  },
  { h: 'Conduct' },
  { p: 'Be respectful in sessions and messages. We may suspend an account that harasses others, misuses the service, or tries to break its security.' },
  { h: 'Liability' },
  {
    p: 'We work hard to keep Margdarshak available and correct, but cannot promise it will never be interrupted. To the extent the law allows, our liability for any claim about a session is limited to the amount you paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
  },
  { h: 'Law and disputes' },
  { p: 'These terms are governed by the laws of India. Please write to us first at hello@margdarshak.in; most problems are solved that way. Courts in Pune have jurisdiction over any dispute.' },
];
