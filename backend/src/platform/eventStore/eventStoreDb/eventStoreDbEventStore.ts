// EventStoreDB adapter of the EventStore port (production, clustered), kept behind the port so that a move to the
// Kurrent client (which renames expectedRevision to streamState) touches this file only.
// Needs EventStoreDB 22.6 or later, which reports an event's log position on stream reads too.
import { randomUUID } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type JSONType,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { comparePositions, type EventMetadata, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import { WrongExpectedRevisionError, type AppendResult, type EventRef, type EventStore, type ExpectedRevision, type FilteredReadOptions, type NewEvent, type ReadAllOptions, type SubscribeOptions } from '../eventStore';
import { matchesLogFilter } from '../logFilter';

export function createEventStoreDbEventStore({ connectionString }: { connectionString: string }): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);

  async function appendToStream(streamName: string, events: NewEvent[], { expectedRevision = 'any' }: { expectedRevision?: ExpectedRevision } = {}): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`appendToStream(${streamName}) needs at least one event`);
    let nextExpectedRevision: bigint;
    try {
      const result = await client.appendToStream(
        streamName,
        events.map((e) => jsonEvent({ id: e.id ?? randomUUID(), type: e.type, data: (e.data ?? null) as JSONType, metadata: toJson(e.metadata) })),
        { expectedRevision: expectedRevision === 'any' ? ANY : expectedRevision === 'no_stream' ? NO_STREAM : expectedRevision },
      );
      nextExpectedRevision = result.nextExpectedRevision;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamName, expectedRevision, typeof error.actualVersion === 'bigint' ? error.actualVersion : 'no_stream');
      }
      throw error;
    }
    // The append's own position is the write's (and absent for an idempotent retry), not always its last event's, which
    // is what a checkpoint reaches: read that event back (one more round trip).
    return { nextExpectedRevision, position: await positionOf(streamName, nextExpectedRevision) };
  }

  async function positionOf(streamName: string, revision: bigint): Promise<LogPosition> {
    for await (const resolved of client.readStream(streamName, { direction: BACKWARDS, fromRevision: revision, maxCount: 1 })) {
      const recorded = toRecorded(resolved);
      if (recorded) return recorded.position;
    }
    throw new Error(`EventStoreDB has no event ${revision} in ${streamName} right after appending it`);
  }

  async function readStream(streamName: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamName, { direction: FORWARDS, fromRevision: START })) {
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async function readAll({ after, maxCount }: ReadAllOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (maxCount <= 0) return events;
    // $all holds system events too, and a read from a position includes it: read on until maxCount of ours are in.
    const read = client.readAll({ direction: FORWARDS, fromPosition: after ?? START });
    try {
      for await (const resolved of read) {
        const recorded = toRecorded(resolved);
        if (!recorded || (after && comparePositions(recorded.position, after) <= 0)) continue;
        events.push(recorded);
        if (events.length >= maxCount) break;
      }
    } finally {
      await read.cancel();
    }
    return events;
  }

  // The audit's filters are applied here, over $all in order: an audit read, not a hot path. (Server-side filters would
  // narrow by stream prefix or type only; the other filters need the metadata anyway.)
  async function readAllFiltered({ after, maxCount, filter }: FilteredReadOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (maxCount <= 0) return events;
    const read = client.readAll({ direction: FORWARDS, fromPosition: after ?? START });
    try {
      for await (const resolved of read) {
        const recorded = toRecorded(resolved);
        if (!recorded || (after && comparePositions(recorded.position, after) <= 0) || !matchesLogFilter(recorded, filter)) continue;
        events.push(recorded);
        if (events.length >= maxCount) break;
      }
    } finally {
      await read.cancel();
    }
    return events;
  }

  async function readEvents(refs: readonly EventRef[]): Promise<RecordedEvent[]> {
    const found = await Promise.all(
      refs.map(async ({ streamName, revision }) => {
        try {
          for await (const resolved of client.readStream(streamName, { direction: FORWARDS, fromRevision: revision, maxCount: 1 })) {
            const recorded = toRecorded(resolved);
            if (recorded?.revision === revision) return recorded;
          }
        } catch (error) {
          if (!(error instanceof StreamNotFoundError)) throw error;
        }
        return undefined;
      }),
    );
    return found.filter((event): event is RecordedEvent => event !== undefined).sort((a, b) => comparePositions(a.position, b.position));
  }

  async function headPosition(): Promise<LogPosition | undefined> {
    const read = client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 100 });
    try {
      for await (const resolved of read) {
        const recorded = toRecorded(resolved); // system events are not ours: look further back
        if (recorded) return recorded.position;
      }
    } finally {
      await read.cancel();
    }
    return undefined;
  }

  async function* subscribeToAll({ after, batchSize = 500, signal }: SubscribeOptions = {}): AsyncGenerator<RecordedEvent[]> {
    if (signal?.aborted) return;
    const subscription = client.subscribeToAll({ fromPosition: after ?? START, filter: excludeSystemEvents() });
    const stop = () => void subscription.unsubscribe().catch(() => {});
    signal?.addEventListener('abort', stop, { once: true });
    try {
      let batch: RecordedEvent[] = [];
      for await (const resolved of subscription as AsyncIterable<AllStreamResolvedEvent>) {
        if (signal?.aborted) return;
        const recorded = toRecorded(resolved);
        if (recorded && !(after && comparePositions(recorded.position, after) <= 0)) batch.push(recorded);
        // Batch what has already arrived; yield as soon as nothing more is buffered.
        if (batch.length >= batchSize || (batch.length > 0 && subscription.readableLength === 0)) {
          yield batch;
          batch = [];
        }
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      await subscription.unsubscribe().catch(() => {});
    }
  }

  return { appendToStream, readStream, readAll, readAllFiltered, readEvents, headPosition, subscribeToAll, close: () => client.dispose() };
}

function toJson(metadata: EventMetadata): JSONType {
  return { ...metadata };
}

/** Our metadata is JSON; an event written by some other tool without it gets its creation time as `at`. */
function readMetadata(metadata: unknown, created: Date): EventMetadata {
  let value = metadata;
  if (value instanceof Uint8Array) {
    try {
      value = JSON.parse(new TextDecoder().decode(value));
    } catch {
      value = undefined;
    }
  }
  const ours = typeof value === 'object' && value !== null && typeof (value as { at?: unknown }).at === 'string';
  return ours ? (value as EventMetadata) : { at: created.toISOString() };
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || !event.isJson || event.type.startsWith('$')) return undefined;
  // Older servers give stream reads no position; their commit position then stands for both.
  const position = event.position ?? (resolved.commitPosition === undefined ? undefined : { commit: resolved.commitPosition, prepare: resolved.commitPosition });
  if (!position) return undefined;
  return {
    id: event.id,
    streamName: event.streamId,
    revision: event.revision,
    position,
    type: event.type,
    data: event.data,
    metadata: readMetadata(event.metadata, event.created),
  };
}
