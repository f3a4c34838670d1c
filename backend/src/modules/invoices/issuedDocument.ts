// One issued document read by its number, straight from its event (the number names its stream and revision), and its
// PDF in the language its payer reads the product in.
import { invoiceNumbersStream, type IssuedDocument } from '@margdarshak/contracts/events/invoices';
import { parseDocumentNumber } from '@margdarshak/contracts/invoices/documentNumber';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import { studentNames } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';
import { documentOf } from './invoiceNumbers';
import { invoicePdf } from './invoicePdf';

export async function issuedDocument(deps: Pick<AppDeps, 'eventStore'>, number: string): Promise<IssuedDocument | undefined> {
  const place = parseDocumentNumber(number);
  if (!place) return undefined;
  const [event] = await deps.eventStore.readEvents([{ streamName: invoiceNumbersStream(place.kind, place.year), revision: BigInt(place.sequence - 1) }]);
  const document = event && documentOf(event);
  return document?.number === number ? document : undefined;
}

/** Hindi labels beside the English when the payer chose Hindi; the student's name as it is now (none once erased). */
export async function readerFacingPdf(deps: AppDeps, document: IssuedDocument): Promise<Buffer> {
  const [payer, names] = await Promise.all([findActiveUser(deps.db, document.payer.userId), studentNames(deps.db, [document.studentId])]);
  return invoicePdf(deps, document, names.get(document.studentId) ?? null, payer?.language === 'hi' ? 'hi' : 'en');
}
