// The words around a mailed money document in Hindi (issue 33): the same kind, number, amount and invoice referred to
// as the English, for a student or parent whose account reads Hindi; the English is unchanged for everyone else.
import { describe, expect, it } from 'vitest';
import type { IssuedDocument } from '@margdarshak/contracts/events/invoices';
import { documentTextIn, parentDocumentText, studentDocumentText } from './documentMailText';

const invoice = { kind: 'invoice', number: 'MD/2026-27/00042', totalPaise: 199_950, refersTo: undefined } as unknown as IssuedDocument;
const creditNote = { kind: 'credit_note', number: 'MD-CN/2026-27/00007', totalPaise: 199_950, refersTo: 'MD/2026-27/00042' } as unknown as IssuedDocument;

const englishIn = (text: string, kept: string[]) =>
  kept
    .reduce((rest, word) => rest.replaceAll(word, ''), text)
    .replaceAll('Margdarshak', '')
    .replaceAll('PDF', '')
    .match(/[A-Za-z]{2,}/g);

describe('a money document mail', () => {
  it('is English for a reader who has not chosen Hindi', () => {
    expect(documentTextIn('en').student(invoice)).toEqual(studentDocumentText(invoice));
    expect(documentTextIn(null).parent(invoice, 'Asha')).toEqual(parentDocumentText(invoice, 'Asha'));
    expect(studentDocumentText(invoice).subject).toBe('Your tax invoice MD/2026-27/00042 from Margdarshak');
  });

  it.each([
    ['invoice', invoice, 'टैक्स इनवॉइस'],
    ['credit note', creditNote, 'क्रेडिट नोट'],
  ])('%s: says the same document, number and amount in Hindi, to the student and the parent', (_, document, name) => {
    const student = documentTextIn('hi').student(document);
    const parent = documentTextIn('hi').parent(document, 'Asha');
    expect(student.subject).toBe(`Margdarshak से ${name} ${document.number}`);
    const refersTo = document.kind === 'credit_note' ? document.refersTo : '';
    for (const mail of [student, parent]) {
      expect(mail.text).toContain('₹1,999.50');
      expect(mail.text).toContain(document.number);
      expect(mail.text).toContain(refersTo);
      expect(englishIn(mail.text, [document.number, refersTo, 'Asha'])).toBeNull();
    }
    expect(parent.text).toContain('Asha के काउंसलिंग सेशन');
    expect(documentTextIn('hi').parent(document, undefined).text).toContain('आपके बच्चे के काउंसलिंग सेशन');
  });
});
