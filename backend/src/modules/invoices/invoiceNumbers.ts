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

/** What this process has read of one kind's year: its documents by source, and the stream's last revision. */
export interface YearRead {
  documents: Map<string, IssuedDocument>;
  last?: bigint;
}

/** Per event store (tests run several in one process), per year's stream. */
const yearReads = new WeakMap<object, Map<string, YearRead>>();

/**
 * The documents of one kind's year. The stream is read whole once per process, then only from the revision after the
 * last one seen: a year holds tens of thousands of documents, and each new number would otherwise read them all again.
 * Issued documents never change, so what was read stays true.
 */
export async function yearsDocuments(deps: Pick<AppDeps, 'eventStore'>, kind: DocumentKind, year: string): Promise<YearRead> {
  const streamName = invoiceNumbersStream(kind, year);
  const reads = yearReads.get(deps.eventStore) ?? new Map<string, YearRead>();
  yearReads.set(deps.eventStore, reads);
  const read: YearRead = reads.get(streamName) ?? { documents: new Map() };
  reads.set(streamName, read);
  const fresh = await deps.eventStore.readStream(streamName, read.last === undefined ? {} : { fromRevision: read.last + 1n });
  for (const event of fresh) {
    const document = documentOf(event);
    if (document) read.documents.set(sourceOf(document), document);
    if (read.last === undefined || event.revision > read.last) read.last = event.revision;
  }
  return read;
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
    if (documents.has(place.source)) return;
    const sequence = last === undefined ? 1 : Number(last) + 2; // the n-th event of the year's stream is number n
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
