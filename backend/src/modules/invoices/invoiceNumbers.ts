// Claiming the next number of a kind's year (ARCHITECTURE "Money documents"): the year's stream holds its documents in
// number order, so the document appended at the stream's next revision, with that revision expected, is the next
// number; a writer that loses the race reads the stream again and takes the one after. A document already issued for
// the same source (a payment, a refund) is answered instead of a new one, so a job run again after a crash issues
// nothing twice; its event id is derived from the source as well, so even a racing copy cannot append it twice.
import { invoiceEvents, invoiceNumbersStream, type InvoiceEvent, type IssuedDocument } from '@margdarshak/contracts/events/invoices';
import { type DocumentKind, documentNumber } from '@margdarshak/contracts/invoices/documentNumber';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { type Actor, metadataOf } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { WrongExpectedRevisionError } from '../../platform/eventStore/eventStore';
import { nameBasedId } from '../../platform/nameBasedId';

/** What a document is issued for: its payment (an invoice, a receipt) or its refund (a credit note). */
export const sourceOf = (document: IssuedDocument): string => (document.kind === 'credit_note' ? `refund:${document.refundId}` : `payment:${document.paymentId}`);

export const documentOf = (event: RecordedEvent): IssuedDocument | undefined => {
  const definition = Object.hasOwn(invoiceEvents, event.type) ? invoiceEvents[event.type as keyof typeof invoiceEvents] : undefined;
  return definition?.schema.parse(event.data);
};

/** The documents of one kind's year, in number order. */
export async function yearsDocuments(deps: Pick<AppDeps, 'eventStore'>, kind: DocumentKind, year: string): Promise<{ documents: IssuedDocument[]; last?: bigint }> {
  const recorded = await deps.eventStore.readStream(invoiceNumbersStream(kind, year));
  return { documents: recorded.flatMap((event) => documentOf(event) ?? []), last: recorded.at(-1)?.revision };
}

/** Losing the race this many times in a row is not normal: the job fails and the worker tries it again later. */
const attemptsPerRun = 200;

/** Issues the document `draft` makes for `source` under the next number of `kind` in `year`, unless it was issued. */
export async function issueNumbered(
  deps: AppDeps,
  actor: Actor,
  place: { kind: DocumentKind; year: string; source: string },
  draft: (number: string, sequence: number) => InvoiceEvent,
): Promise<void> {
  const streamName = invoiceNumbersStream(place.kind, place.year);
  for (let attempt = 1; attempt <= attemptsPerRun; attempt++) {
    const { documents, last } = await yearsDocuments(deps, place.kind, place.year);
    if (documents.some((document) => sourceOf(document) === place.source)) return;
    const sequence = documents.length + 1;
    const event = draft(documentNumber(place.kind, place.year, sequence), sequence);
    try {
      const { position } = await deps.eventStore.appendToStream(
        streamName,
        [{ id: nameBasedId(`${streamName}\n${place.source}`), type: event.type, data: event.data, metadata: metadataOf(actor, deps.clock.now()) }],
        { expectedRevision: last ?? 'no_stream' },
      );
      await deps.readModels.waitFor(position, { eventTypes: [event.type] });
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  throw new Error(`${streamName}: the next number was taken ${attemptsPerRun} times in a row; trying again later`);
}
