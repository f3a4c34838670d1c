// EventStoreDB adapter of the EventStore port (production, clustered), kept behind the port so that a move to the
// Kurrent client (which renames expectedRevision to streamState) touches this file only.
// Needs EventStoreDB 22.6 or later, which reports an event's log position on stream reads too.
import { randomUUID } from 'node:crypto';
import {
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
import { asStored, contentHash, genesisHash, linkHash, splitHash, withoutHash } from '../hashChain';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventRef,
  type EventStore,
  type ExpectedRevision,
  type FilteredReadOptions,
  type NewEvent,
  type ReadAllOptions,
  type SubscribeOptions,
} from '../eventStore';
import { matchesLogFilter } from '../logFilter';

/** A lost race for the stream's next revision is tried again this many times (appends with 'any' only). */
const maxAttempts = 20;
/** How far back an append with 'any' looks for its own ids (a retry after a crash lands well within it). */
const idempotencyWindow = 100;

export function createEventStoreDbEventStore({ connectionString }: { connectionString: string }): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);

  // The chain is computed here, before the append: the revision and the previous hash come from the event the append
  // is expected to follow, and EventStoreDB's expected revision makes the append fail if another writer got there first
  // (for 'any', the append is then tried again after the new last event).
  async function appendToStream(streamName: string, events: NewEvent[], { expectedRevision = 'any' }: { expectedRevision?: ExpectedRevision } = {}): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`appendToStream(${streamName}) needs at least one event`);
    const prepared = events.map((e) => {
      const data = asStored(e.data);
      const metadata = asStored(withoutHash(e.metadata)) as EventMetadata;
      return { id: e.id ?? randomUUID(), type: e.type, data, metadata, content: contentHash(e.type, data, metadata) };
    });
    const callerIds = events.every((e) => e.id !== undefined);
    for (let attempt = 1; ; attempt++) {
      if (expectedRevision === 'any' && callerIds) {
        const done = await alreadyAppended(
          streamName,
          prepared.map((p) => p.id),
        );
        if (done) return done;
      }
      const base = expectedRevision === 'no_stream' ? undefined : expectedRevision === 'any' ? await lastEvent(streamName) : await eventAt(streamName, expectedRevision);
      let previous = base?.hash ?? genesisHash;
      let revision = base ? base.revision : expectedRevision === 'any' || expectedRevision === 'no_stream' ? -1n : expectedRevision;
      const chained = prepared.map((p) => {
        revision += 1n;
        previous = linkHash(previous, streamName, revision, p.content);
        return jsonEvent({ id: p.id, type: p.type, data: p.data as JSONType, metadata: toJson({ ...p.metadata, hash: previous }) });
      });
      const expected = base ? base.revision : expectedRevision === 'any' || expectedRevision === 'no_stream' ? NO_STREAM : expectedRevision;
      try {
        const result = await client.appendToStream(streamName, chained, { expectedRevision: expected });
        // The append's own position is the write's (and absent for an idempotent retry), not always its last event's,
        // which is what a checkpoint reaches: read that event back (one more round trip).
        return { nextExpectedRevision: result.nextExpectedRevision, position: await positionOf(streamName, result.nextExpectedRevision) };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (expectedRevision === 'any' && attempt < maxAttempts) continue;
        throw new WrongExpectedRevisionError(streamName, expectedRevision, typeof error.actualVersion === 'bigint' ? error.actualVersion : 'no_stream');
      }
    }
  }

  async function lastEvent(streamName: string): Promise<RecordedEvent | undefined> {
    return (await readSome(streamName, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }))[0];
  }

  async function eventAt(streamName: string, revision: bigint): Promise<RecordedEvent | undefined> {
    return (await readSome(streamName, { direction: FORWARDS, fromRevision: revision, maxCount: 1 }))[0];
  }

  async function readSome(streamName: string, options: { direction: typeof FORWARDS | typeof BACKWARDS; fromRevision: bigint | typeof END; maxCount: number }): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamName, options)) {
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /**
   * An append with 'any' whose ids are all among the stream's last events is a retry that succeeded: answer it as the
   * PostgreSQL store does. (EventStoreDB's own check would not see it: the retry names a later expected revision.)
   */
  async function alreadyAppended(streamName: string, ids: string[]): Promise<AppendResult | undefined> {
    const wanted = new Set(ids);
    const found = (await readSome(streamName, { direction: BACKWARDS, fromRevision: END, maxCount: idempotencyWindow })).filter((e) => wanted.has(e.id));
    const [last] = found;
    if (last === undefined) return undefined;
    if (found.length < wanted.size) throw new Error(`Stream ${streamName}: some of these event ids are stored already and others are not; an append is all or nothing, so it is refused`);
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  async function positionOf(streamName: string, revision: bigint): Promise<LogPosition> {
    for await (const resolved of client.readStream(streamName, { direction: BACKWARDS, fromRevision: revision, maxCount: 1 })) {
      const recorded = toRecorded(resolved);
      if (recorded) return recorded.position;
    }
    throw new Error(`EventStoreDB has no event ${revision} in ${streamName} right after appending it`);
  }

  async function readStream(streamName: string, { fromRevision }: { fromRevision?: bigint } = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamName, { direction: FORWARDS, fromRevision: fromRevision ?? START })) {
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
  async function readAllFiltered({ after, before, maxCount, filter, direction = 'forwards' }: FilteredReadOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (maxCount <= 0) return events;
    const backwards = direction === 'backwards';
    const read = backwards ? client.readAll({ direction: BACKWARDS, fromPosition: before ?? END }) : client.readAll({ direction: FORWARDS, fromPosition: after ?? START });
    try {
      for await (const resolved of read) {
        const recorded = toRecorded(resolved);
        if (!recorded) continue;
        const pastAfter = !after || comparePositions(recorded.position, after) > 0;
        const beforeBefore = !before || comparePositions(recorded.position, before) < 0;
        // The far end of the range ends the read; the near end (where it started) may repeat its own position.
        if (backwards ? !pastAfter : !beforeBefore) break;
        if (!pastAfter || !beforeBefore || !matchesLogFilter(recorded, filter)) continue;
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

function toJson(metadata: EventMetadata & { hash?: string }): JSONType {
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
  if (!event?.isJson || event.type.startsWith('$')) return undefined;
  // Older servers give stream reads no position; their commit position then stands for both.
  const position = event.position ?? (resolved.commitPosition === undefined ? undefined : { commit: resolved.commitPosition, prepare: resolved.commitPosition });
  if (!position) return undefined;
  const { metadata, hash } = splitHash(readMetadata(event.metadata, event.created));
  return {
    id: event.id,
    streamName: event.streamId,
    revision: event.revision,
    position,
    type: event.type,
    data: event.data,
    metadata,
    ...(hash === undefined ? {} : { hash }),
  };
}
