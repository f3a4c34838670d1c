// The few plain lines around a mailed money document (decision 0135): to the student, and to the consenting parent in
// a parent's words (their child by first name). The figures are the document's; the PDF says the rest.
import type { IssuedDocument } from '@margdarshak/contracts/events/invoices';
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
