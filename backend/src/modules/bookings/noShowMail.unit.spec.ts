// The words of the missed-session mails, for every finding and reader: each reader is greeted as themself (a parent
// without a name), the money is said only where it moves, and nothing is left blank.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noShowText, type NoShowNotice, type Reader } from './noShowMail';

const session = { startsAt: '2026-12-01T04:30:00.000Z', packageName: 'Advanced', amountPaise: 179_910, couponCode: 'WELCOME10' };
const names = { student: 'Aarav Sharma', counsellor: 'Meera Iyer', child: 'Aarav', contactUrl: 'https://margdarshak.example/contact' };
const party = fc.constantFrom('student' as const, 'counsellor' as const);
const notice: fc.Arbitrary<NoShowNotice> = fc.oneof(
  party.map((by) => ({ kind: 'reported' as const, by, absent: by === 'student' ? ('counsellor' as const) : ('student' as const) })),
  fc.record({ kind: fc.constant('resolved' as const), absent: party, reason: fc.constant('The room shows who joined.'), refundDue: fc.boolean() }),
);
const reader = fc.constantFrom<Reader>('student', 'counsellor', 'parent');

describe('the missed-session mails', () => {
  it('greet their reader, name the session, sign as Margdarshak and leave nothing blank', () =>
    fc.assert(
      fc.property(notice, reader, (n, to) => {
        const { subject, text } = noShowText(session, n, to, names);
        expect(text.startsWith(to === 'parent' ? 'Hello,' : `Hello ${to === 'student' ? 'Aarav Sharma' : 'Meera Iyer'},`)).toBe(true);
        expect(text).toContain('Advanced session');
        expect(text.endsWith('\n\nMargdarshak')).toBe(true);
        expect(`${subject} ${text}`).not.toMatch(/undefined|null|\n\n\n/);
        if (to === 'parent') expect(subject).toMatch(/your child’s/i);
      }),
    ));

  it('promise the refund and the coupon to the family only when the counsellor was found absent with money to return', () =>
    fc.assert(
      fc.property(notice, reader, (n, to) => {
        const { text } = noShowText(session, n, to, names);
        const promised = n.kind === 'resolved' && n.absent === 'counsellor' && n.refundDue && to !== 'counsellor';
        expect(text.includes('₹1,799.10 will reach the original payment method')).toBe(promised);
      }),
    ));

  it('tell the parent about their child by name', () => {
    expect(noShowText(session, { kind: 'resolved', absent: 'student', reason: 'Only the counsellor joined.', refundDue: false }, 'parent', names).text).toContain(
      'found that Aarav did not join it. Because the counsellor kept that hour, the session is not refunded.',
    );
  });
});
