// EventStoreDB adapter of the EventStore port (production, clustered), kept behind the port so that a move to the
// Kurrent client (which renames expectedRevision to streamState) touches this file only.
import { randomUUID } from 'node:crypto';
import {
  ANY,
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
import { comparePositions, type EventMetadata, type RecordedEvent } from '@margdarshak/contracts/log';
import { WrongExpectedRevisionError, type EventStore, type ExpectedRevision, type NewEvent, type ReadAllOptions, type SubscribeOptions } from '../eventStore';

export function createEventStoreDbEventStore({ connectionString }: { connectionString: string }): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);

  return {
    async appendToStream(streamName, events, { expectedRevision = 'any' }: { expectedRevision?: ExpectedRevision } = {}) {
      try {
        const result = await client.appendToStream(
          streamName,
          events.map((event: NewEvent) =>
            jsonEvent({ id: event.id ?? randomUUID(), type: event.type, data: event.data as JSONType, metadata: event.metadata as unknown as JSONType }),
          ),
          { expectedRevision: expectedRevision === 'any' ? ANY : expectedRevision === 'no_stream' ? NO_STREAM : expectedRevision },
        );
        if (!result.position) throw new Error(`EventStoreDB gave no position for the append to ${streamName}`);
        return { nextExpectedRevision: result.nextExpectedRevision, position: result.position };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = typeof error.actualVersion === 'bigint' ? error.actualVersion : 'no_stream';
          throw new WrongExpectedRevisionError(streamName, expectedRevision, actual);
        }
        throw error;
      }
    },

    async readStream(streamName) {
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
    },

    async readAll({ after, maxCount }: ReadAllOptions) {
      const events: RecordedEvent[] = [];
      // EventStoreDB reads from a position inclusively; ours is exclusive, so one more is read and the first dropped.
      const read = client.readAll({ direction: FORWARDS, fromPosition: after ?? START, maxCount: maxCount + 1 });
      for await (const resolved of read) {
        const recorded = toRecorded(resolved);
        if (!recorded || (after && comparePositions(recorded.position, after) <= 0)) continue;
        events.push(recorded);
        if (events.length === maxCount) break;
      }
      return events;
    },

    async *subscribeToAll({ after, batchSize = 500, signal }: SubscribeOptions = {}) {
      const subscription = client.subscribeToAll({ fromPosition: after ?? START, filter: excludeSystemEvents() });
      const stop = () => void subscription.unsubscribe();
      signal?.addEventListener('abort', stop, { once: true });
      try {
        let batch: RecordedEvent[] = [];
        for await (const resolved of subscription as AsyncIterable<AllStreamResolvedEvent>) {
          const recorded = toRecorded(resolved);
          if (recorded && !(after && comparePositions(recorded.position, after) <= 0)) batch.push(recorded);
          if (batch.length >= batchSize || (batch.length > 0 && subscription.readableLength === 0)) {
            yield batch;
            batch = [];
          }
          if (signal?.aborted) break;
        }
      } finally {
        signal?.removeEventListener('abort', stop);
        await subscription.unsubscribe();
      }
    },

    close: () => client.dispose(),
  };
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || !event.isJson || event.type.startsWith('$')) return undefined;
  const position = event.position ?? resolved.commitPosition;
  if (position === undefined) return undefined;
  return {
    id: event.id,
    streamName: event.streamId,
    revision: event.revision,
    position: typeof position === 'bigint' ? { commit: position, prepare: position } : position,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
  };
}
