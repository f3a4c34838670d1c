// The family module's mails in Hindi (issue 33): asking a parent (who may have no account) is written as the consent
// mail is, Hindi first with the Hindi page's link, then the English whole; the booking-open and parent-change mails are
// Hindi for a reader whose account reads Hindi. The English versions are unchanged.
import { describe, expect, it } from 'vitest';
import { askParentMail, type AskedSessionMail } from './askParentMail';
import { bookingOpenMail } from './bookingOpenMail';
import { parentChangeMail, parentChangeMailHi } from './consentMail';

const englishIn = (text: string, kept: string[]) =>
  kept
    .reduce((rest, word) => rest.replaceAll(word, ''), text.replace(/https?:\/\/\S+/g, ''))
    .replaceAll('Margdarshak', '')
    .match(/[A-Za-z]{2,}/g);

const session: AskedSessionMail = {
  childName: 'Asha Verma',
  counsellorName: 'Meera Iyer',
  packageName: 'Advanced',
  packageNameHi: 'एडवांस्ड',
  date: '2026-12-01',
  slot: '04:30 PM',
  pricePaise: 199_900,
  link: 'https://margdarshak.example/consent/abc',
};
const HINDI_LINK = 'https://margdarshak.example/hi/consent/abc';

describe('the ask-your-parent mail', () => {
  it('stays English for a student reading English', () => {
    const mail = askParentMail('p@example.in', session);
    expect(mail).toEqual(askParentMail('p@example.in', session, 'en', HINDI_LINK));
    expect(mail.subject).toBe('Asha asks you about a counselling session on Margdarshak');
    expect(mail.text).not.toMatch(/[\u0900-\u097F]/);
  });

  it("is Hindi first, with the Hindi page's link, then the English whole, for a student reading Hindi", () => {
    const english = askParentMail('p@example.in', session);
    const mail = askParentMail('p@example.in', session, 'hi', HINDI_LINK);
    expect(mail.subject).toBe('Asha ने Margdarshak पर एक काउंसलिंग सेशन के लिए आपसे पूछा है');
    const [hindi = '', rest] = mail.text.split('\n\nIn English:\n\n');
    expect(rest).toBe(english.text);
    expect(hindi).toContain(HINDI_LINK);
    expect(hindi).not.toContain(session.link);
    for (const said of ['काउंसलर: Meera Iyer', 'पैकेज: एडवांस्ड', 'तारीख़: मंगलवार, 1 दिसंबर 2026', 'समय: शाम 4:30 बजे (भारतीय समय)', 'फ़ीस: ₹1,999', '“Asha Verma”', '7 दिन']) expect(hindi).toContain(said);
    expect(englishIn(hindi, ['Asha Verma', 'Meera Iyer'])).toBeNull();
  });

  it('names no one in the Hindi subject when the name is not one plain word', () => {
    expect(askParentMail('p@example.in', { ...session, childName: undefined }, 'hi', HINDI_LINK).subject).toBe('Margdarshak पर एक काउंसलिंग सेशन के लिए आपके बच्चे ने आपसे पूछा है');
  });
});

describe('the booking-open mail in Hindi', () => {
  const asked = { counsellorName: 'Meera Iyer', date: '2026-12-01', slot: '10:00 AM', link: 'https://margdarshak.example/booking-summary/c1/p1?date=2026-12-01&timeSlot=10%3A00+AM' };

  it('stays English for English', () => {
    expect(bookingOpenMail('s@example.in', 'Asha Verma', 'https://margdarshak.example', asked).subject).toBe('You can book now: your parent has given their consent');
  });

  it('names the asked session in Hindi, with the Hindi booking summary', () => {
    const mail = bookingOpenMail('s@example.in', 'Asha Verma', 'https://margdarshak.example', asked, 'hi');
    expect(mail.subject).toBe('अब सेशन बुक किया जा सकता है: आपके माता-पिता ने सहमति दे दी है');
    expect(mail.text.startsWith('नमस्ते Asha,')).toBe(true);
    expect(mail.text).toContain('Meera Iyer के साथ मंगलवार, 1 दिसंबर 2026, सुबह 10:00 बजे (भारतीय समय)');
    expect(mail.text).toContain('https://margdarshak.example/hi/booking-summary/c1/p1?date=2026-12-01&timeSlot=10%3A00+AM');
    expect(englishIn(mail.text, ['Asha', 'Meera Iyer'])).toBeNull();
  });

  it('without an asked session, points to the Hindi packages page', () => {
    const mail = bookingOpenMail('s@example.in', undefined, 'https://margdarshak.example', undefined, 'hi');
    expect(mail.text.startsWith('नमस्ते,')).toBe(true);
    expect(mail.text).toContain('https://margdarshak.example/hi/packages');
  });
});

describe('the parent-change mail in Hindi', () => {
  const DASHBOARD = 'https://margdarshak.example/parent/dashboard';
  it('shows the new address in full and the same dashboard link, in Hindi', () => {
    const mail = parentChangeMailHi('p@example.in', 'Asha', 'other.guardian@example.in', DASHBOARD);
    expect(mail.subject).toBe('Margdarshak पर आपके बच्चे ने एक बदलाव का अनुरोध किया है');
    expect(mail.text).toContain('other.guardian@example.in');
    expect(mail.text).toContain('“Asha”');
    expect(mail.text).toContain(DASHBOARD);
    expect(parentChangeMail('p@example.in', 'Asha', 'other.guardian@example.in', DASHBOARD).text).toContain(DASHBOARD);
    expect(englishIn(mail.text.replace('other.guardian@example.in', ''), ['Asha'])).toBeNull();
    expect(parentChangeMailHi('p@example.in', undefined, 'o@example.in', DASHBOARD).text).not.toContain('“');
  });
});
