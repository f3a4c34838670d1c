// The student's and parent's booking mails in Hindi (issue 33): the no-show, returned-payment and reminder mails say
// the same figures, times and links as the English, in Hindi; no English word is left but names, the brand, codes and
// links; a counsellor's stays English.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noShowText, type NoShowNotice } from './noShowMail';
import { refundReasons } from './refundReasons';
import { RETURNED_PAYMENT_SUBJECT_HI, returnedPaymentText, returnedPaymentTextHi } from './returnedPaymentMail';
import { reminderText, reminderTextHi } from './reminderMail';
import type { RefundReason } from './booking';

/** The English words left once names, the brand, codes and links are taken out. */
const englishIn = (text: string, kept: string[]) =>
  kept
    .reduce((rest, word) => rest.replaceAll(word, ''), text.replace(/https?:\/\/\S+/g, ''))
    .replaceAll('Margdarshak', '')
    .match(/[A-Za-z]{2,}/g);

const session = { startsAt: '2026-12-01T04:30:00.000Z', packageName: 'Advanced', amountPaise: 179_910, couponCode: 'WELCOME10' };
/** As the sender hands it to a Hindi reader: the package by its own Hindi name (packagesQueries' withPackageNameIn). */
const sessionHi = { ...session, packageName: 'एडवांस्ड' };
const contactUrl = 'https://margdarshak.example/contact';
const party = fc.constantFrom('student' as const, 'counsellor' as const);
const notice: fc.Arbitrary<NoShowNotice> = fc.oneof(
  party.map((by) => ({ kind: 'reported' as const, by, absent: by === 'student' ? ('counsellor' as const) : ('student' as const) })),
  fc.record({ kind: fc.constant('resolved' as const), absent: party, reason: fc.constant('The room shows who joined.'), refundDue: fc.boolean() }),
);

describe('the missed-session mails to a Hindi-reading family', () => {
  const namesFor = (to: 'student' | 'parent') => ({ student: 'Aarav Sharma', counsellor: 'Meera Iyer', child: to === 'parent' ? 'Aarav' : 'your child', contactUrl });

  it('are Hindi, say the time as families say it, and keep only names, the note and links in English', () =>
    fc.assert(
      fc.property(notice, fc.constantFrom('student' as const, 'parent' as const), (n, to) => {
        const { subject, text } = noShowText(sessionHi, n, to, namesFor(to), 'hi');
        expect(subject).toMatch(/[\u0900-\u097F]/);
        expect(englishIn(subject, [])).toBeNull();
        expect(text.startsWith(to === 'parent' ? 'नमस्ते,' : 'नमस्ते Aarav Sharma,')).toBe(true);
        expect(text).toContain('सुबह 10:00 बजे');
        expect(text).toContain('एडवांस्ड सेशन');
        expect(text.endsWith('\n\nMargdarshak')).toBe(true);
        expect(englishIn(text, ['Aarav Sharma', 'Aarav', 'Meera Iyer', 'WELCOME10', 'The room shows who joined.'])).toBeNull();
        expect(`${subject} ${text}`).not.toMatch(/undefined|null|\n\n\n/);
      }),
    ));

  it('promise the same refund and coupon as the English, to the same readers', () =>
    fc.assert(
      fc.property(notice, fc.constantFrom('student' as const, 'parent' as const), (n, to) => {
        const english = noShowText(session, n, to, namesFor(to)).text;
        const hindi = noShowText(session, n, to, namesFor(to), 'hi').text;
        expect(hindi.includes('₹1,799.10 5-7 कामकाजी दिनों में')).toBe(english.includes('₹1,799.10 will reach'));
        expect(hindi.includes('कूपन WELCOME10')).toBe(english.includes('coupon WELCOME10'));
      }),
    ));

  it('point to the Hindi contact page where the English points to the contact page', () => {
    const hindi = noShowText(session, { kind: 'reported', by: 'counsellor', absent: 'student' }, 'student', namesFor('student'), 'hi').text;
    expect(hindi).toContain('https://margdarshak.example/hi/contact');
  });

  it("leave the counsellor's mail in English whatever language is asked", () => {
    const n: NoShowNotice = { kind: 'resolved', absent: 'counsellor', reason: 'x', refundDue: true };
    expect(noShowText(session, n, 'counsellor', namesFor('student'), 'hi')).toEqual(noShowText(session, n, 'counsellor', namesFor('student')));
  });
});

describe('the returned-payment mail in Hindi', () => {
  it.each(Object.keys(refundReasons) as RefundReason[])('%s: says why in Hindi, with the same amount and session', (reason) => {
    const row = { startsAt: '2026-12-01T10:00:00Z', packageName: 'Basic' };
    const text = returnedPaymentTextHi({ ...row, packageName: 'बेसिक' }, 99_900, reason);
    expect(returnedPaymentText(row, 99_900, reason)).toContain('₹999');
    expect(text).toContain('₹999');
    expect(text).toContain('मंगलवार, 1 दिसंबर 2026, दोपहर 3:30 बजे');
    expect(text).toContain('बेसिक सेशन');
    expect(text).toContain('5-7 कामकाजी दिनों');
    expect(englishIn(text, [])).toBeNull();
    expect(englishIn(RETURNED_PAYMENT_SUBJECT_HI, [])).toBeNull();
  });
});

describe("the student's reminder in Hindi", () => {
  const row = { startsAt: '2026-12-01T10:00:00Z', packageName: 'Comprehensive' };
  const link = 'https://margdarshak.example/student/session/b1';
  it.each(['24h', '1h'] as const)('%s: names the counsellor, the time and the same session page', (kind) => {
    const { subject, text } = reminderTextHi({ ...row, packageName: 'कॉम्प्रिहेंसिव' }, kind, { student: 'Asha', counsellor: 'Meera Iyer' }, link);
    expect(subject).toBe(`याद दिला दें: आपका Margdarshak सेशन ${kind === '24h' ? '24 घंटे में' : 'एक घंटे में'} शुरू होगा`);
    expect(text).toContain('नमस्ते Asha,');
    expect(text).toContain('Meera Iyer के साथ आपका कॉम्प्रिहेंसिव सेशन');
    expect(text).toContain('दोपहर 3:30 बजे');
    expect(text).toContain(link);
    expect(reminderText(row, kind, 'student', { student: 'Asha', counsellor: 'Meera Iyer' }, link).text).toContain(link);
    expect(text.includes('कैमरा')).toBe(kind === '24h');
    expect(englishIn(text, ['Asha', 'Meera Iyer'])).toBeNull();
  });
});
