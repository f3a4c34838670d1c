// The write side's one loop: read the stream, fold it into state, decide, append at the expected revision (retrying
// when a concurrent writer got there first), then wait for the read models so the next page shows the change.
import { randomUUID } from 'node:crypto';
import type { EventMetadata, LogPosition, RecordedEvent } from '@margdarshak/contracts/log';
import { ConflictError } from './http/errors';
import { WrongExpectedRevisionError, type EventStore, type ExpectedRevision } from './eventStore/eventStore';

export interface DomainEvent {
  type: string;
  data: unknown;
}

export interface Aggregate<State, Event extends DomainEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
}

export interface Actor {
  userId?: string;
  role: NonNullable<EventMetadata['role']>;
  correlationId?: string;
}

export interface CommandDeps {
  eventStore: EventStore;
  readModels: { waitFor(position: LogPosition): Promise<unknown> };
  clock: { now(): Date };
}

export interface CommandResult<Event> {
  events: Event[];
  /** Absent when the decision produced no events (nothing changed). */
  position?: LogPosition;
}

const maxAttempts = 5;

/** A stream's events folded into the aggregate's state, as a decision would see it now. */
export async function loadState<State, Event extends DomainEvent>(eventStore: EventStore, aggregate: Aggregate<State, Event>, streamName: string): Promise<State> {
  return fold(aggregate, await eventStore.readStream(streamName));
}

const fold = <State, Event extends DomainEvent>(aggregate: Aggregate<State, Event>, recorded: readonly RecordedEvent[]): State =>
  recorded.reduce((s, e) => aggregate.evolve(s, { type: e.type, data: e.data } as Event), aggregate.initialState);

export async function handleCommand<State, Event extends DomainEvent>(
  deps: CommandDeps,
  aggregate: Aggregate<State, Event>,
  streamName: string,
  decide: (state: State, now: Date) => Event[],
  actor: Actor,
  options: { expectedRevision?: ExpectedRevision; /** Skip the read-model wait for a step the caller follows with another. */ skipReadWait?: boolean } = {},
): Promise<CommandResult<Event>> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await deps.eventStore.readStream(streamName);
    const state = fold(aggregate, recorded);
    const now = deps.clock.now();
    const events = decide(state, now);
    if (events.length === 0) return { events };
    const last = recorded.at(-1);
    const expectedRevision = options.expectedRevision ?? (last ? last.revision : 'no_stream');
    const metadata: EventMetadata = {
      at: now.toISOString(),
      role: actor.role,
      ...(actor.userId ? { userId: actor.userId } : {}),
      correlationId: actor.correlationId ?? randomUUID(),
    };
    try {
      const { position } = await deps.eventStore.appendToStream(
        streamName,
        events.map((event) => ({ type: event.type, data: event.data, metadata })),
        { expectedRevision },
      );
      if (!options.skipReadWait) await deps.readModels.waitFor(position);
      return { events, position };
    } catch (error) {
      // Someone else changed the stream between our read and our append: decide again on the new state.
      if (error instanceof WrongExpectedRevisionError && options.expectedRevision === undefined && attempt < maxAttempts) continue;
      if (error instanceof WrongExpectedRevisionError) throw new ConflictError('CONCURRENT_CHANGE', 'This was changed by someone else at the same time. Please try again.');
      throw error;
    }
  }
}
