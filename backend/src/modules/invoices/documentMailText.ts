// The few plain lines around a mailed money document (decision 0135): to the student, and to the consenting parent in
// a parent's words (their child by first name). The figures are the document's; the PDF says the rest.
import type { IssuedDocument } from '@margdarshak/contracts/events/invoices';
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import { formatPaiseToThePaisa } from '@margdarshak/contracts/money';

export interface DocumentMailText {
  subject: string;
  text: string;
}

const names: Record<IssuedDocument['kind'], string> = { invoice: 'tax invoice', receipt: 'receipt', credit_note: 'credit note' };

const mail = (document: IssuedDocument, lines: string[]): DocumentMailText => ({
  subject: `Your ${names[document.kind]} ${document.number} from Margdarshak`,
  text: ['Hello,', ...lines, 'Margdarshak'].join('\n\n'),
});

function body(document: IssuedDocument, whose: string): string {
  const amount = formatPaiseToThePaisa(document.totalPaise);
  if (document.kind === 'credit_note')
    return `We have refunded ${amount} for ${whose} counselling session. The credit note ${document.number}, attached as a PDF, records the refund against invoice ${document.refersTo}. Please keep it with that invoice.`;
  return `We have received the payment of ${amount} for ${whose} counselling session. The ${names[document.kind]} ${document.number} is attached as a PDF. Please keep it for your records.`;
}

export const studentDocumentText = (document: IssuedDocument): DocumentMailText => mail(document, [body(document, 'your'), 'You can also download it any time from your sessions on your dashboard.']);

export const parentDocumentText = (document: IssuedDocument, child: string | undefined): DocumentMailText =>
  mail(document, [body(document, child ? `${child}’s` : 'your child’s'), 'You can also download it any time from the receipt on your parent dashboard.']);

// The same mails in Hindi (issue 33), for a student or parent whose account reads Margdarshak in Hindi. The document's
// kind, number and figures are the PDF's; the PDF itself is as issued.
const namesHi: Record<IssuedDocument['kind'], string> = { invoice: 'टैक्स इनवॉइस', receipt: 'रसीद', credit_note: 'क्रेडिट नोट' };

const mailHi = (document: IssuedDocument, lines: string[]): DocumentMailText => ({
  subject: `Margdarshak से ${namesHi[document.kind]} ${document.number}`,
  text: ['नमस्ते,', ...lines, 'Margdarshak'].join('\n\n'),
});

/** `whose`: 'आपके' or 'Asha के' / 'आपके बच्चे के'. */
function bodyHi(document: IssuedDocument, whose: string): string {
  const amount = formatPaiseToThePaisa(document.totalPaise);
  if (document.kind === 'credit_note')
    return `${whose} काउंसलिंग सेशन के ${amount} का रिफ़ंड कर दिया गया है। पीडीएफ़ के रूप में साथ भेजा गया क्रेडिट नोट ${document.number}, इनवॉइस ${document.refersTo} पर हुए इस रिफ़ंड का रिकॉर्ड है। कृपया इसे उसी इनवॉइस के साथ रखिए।`;
  return `${whose} काउंसलिंग सेशन के लिए ${amount} का भुगतान मिल गया है। ${namesHi[document.kind]} ${document.number} पीडीएफ़ के रूप में साथ में है। कृपया इसे अपने रिकॉर्ड के लिए रखिए।`;
}

export const studentDocumentTextHi = (document: IssuedDocument): DocumentMailText => mailHi(document, [bodyHi(document, 'आपके'), 'इसे कभी भी अपने डैशबोर्ड पर अपने सेशनों में जाकर डाउनलोड किया जा सकता है।']);

export const parentDocumentTextHi = (document: IssuedDocument, child: string | undefined): DocumentMailText =>
  mailHi(document, [bodyHi(document, `${child ?? 'आपके बच्चे'} के`), 'इसे कभी भी माता-पिता वाले अपने डैशबोर्ड पर रसीद से डाउनलोड किया जा सकता है।']);

/** The student's or the parent's words in the language their account reads. */
export const documentTextIn = (language: AccountLanguage | null | undefined) =>
  language === 'hi' ? { student: studentDocumentTextHi, parent: parentDocumentTextHi } : { student: studentDocumentText, parent: parentDocumentText };
