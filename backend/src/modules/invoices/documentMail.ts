// The mail that brings a family its document: sent to whoever paid (the student, or the parent who paid), the PDF
// attached, once per document (its id is the document's number). Plain words for a student of 14 or their parent.
import type { IssuedDocument } from '@margdarshak/contracts/events/invoices';
import { formatPaiseToThePaisa } from '@margdarshak/contracts/money';
import { invoiceFileName } from '@margdarshak/contracts/api/invoices';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { readerFacingPdf } from './issuedDocument';

const subjects: Record<IssuedDocument['kind'], string> = {
  invoice: 'Your tax invoice',
  receipt: 'Your receipt',
  credit_note: 'Your credit note for a refund',
};

export function documentMailText(document: IssuedDocument): { subject: string; text: string } {
  const amount = formatPaiseToThePaisa(document.totalPaise);
  const session = document.payer.role === 'parent' ? 'your child’s counselling session' : 'your counselling session';
  const body =
    document.kind === 'credit_note'
      ? `We have refunded ${amount} for ${session}. The credit note ${document.number} attached records the refund against invoice ${document.refersTo}.`
      : `Thank you for your payment of ${amount} for ${session}. Your ${document.kind === 'invoice' ? 'tax invoice' : 'receipt'} ${document.number} is attached.`;
  return { subject: `${subjects[document.kind]} ${document.number}`, text: `Hello,\n\n${body} Keep it for your records.\n\nMargdarshak` };
}

/** Mails the document to its payer, unless their account is gone; a send after a crash carries the same id. */
export async function mailDocument(deps: AppDeps, document: IssuedDocument): Promise<void> {
  const payer = await findActiveUser(deps.db, document.payer.userId);
  if (!payer) return;
  const pdf = await readerFacingPdf(deps, document);
  await deps.mail.send({
    // The id names the outbox's file: no slashes.
    id: `document-${document.number.replaceAll('/', '-')}`,
    to: payer.email,
    ...documentMailText(document),
    attachments: [{ filename: invoiceFileName(document.number), content: pdf, contentType: 'application/pdf' }],
  });
}
