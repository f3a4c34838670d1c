// The write side's one loop: read the stream, fold it into state, decide, append at the expected revision (retrying
// when a concurrent writer got there first), then wait for the read models so the next page shows the change.
import { randomUUID } from 'node:crypto';
import { comparePositions, type EventMetadata, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import type { ReadModelWaiter } from '@margdarshak/projections/readModelProgress';
import { ConflictError } from './http/errors';
import { nameBasedId } from './nameBasedId';
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
  /** One per request or workflow: every event it leads to carries it, processors' included. */
  correlationId?: string;
  /** What caused these events: the request's id, or the event a processor is acting on. */
  causationId?: string;
  /**
   * A processor's job: its events get ids derived from the cause, the stream and the event, so a job that runs again
   * after a crash appends nothing twice (the store treats a known id as already done).
   */
  derivedIds?: boolean;
  /**
   * Event types appended by this actor's earlier steps that skipped their read-model wait: the next step that waits
   * waits for them too (a use case's last append covers its earlier ones).
   */
  unwaited?: Set<string>;
  /** The log position of the last event this actor appended, and their types: a request's workflow is settled from there. */
  appendedUpTo?: LogPosition;
  appendedTypes?: Set<string>;
}

export interface CommandDeps {
  eventStore: EventStore;
  readModels: ReadModelWaiter;
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

/**
 * The id an event appended because of `causationId` gets: the same cause, stream, type and data always give the same id,
 * so a processor that runs again after a crash appends nothing twice (the store treats a known id as already done).
 */
export function derivedEventId(causationId: string, streamName: string, event: DomainEvent): string {
  return nameBasedId(`${causationId}\n${streamName}\n${event.type}\n${JSON.stringify(event.data)}`);
}

export function metadataOf(actor: Actor, now: Date): EventMetadata {
  return {
    at: now.toISOString(),
    role: actor.role,
    ...(actor.userId ? { userId: actor.userId } : {}),
    correlationId: actor.correlationId ?? randomUUID(),
    ...(actor.causationId ? { causationId: actor.causationId } : {}),
  };
}

export async function handleCommand<State, Event extends DomainEvent>(
  deps: CommandDeps,
  aggregate: Aggregate<State, Event>,
  streamName: string,
  decide: (state: State, now: Date) => Event[],
  actor: Actor,
  options: { expectedRevision?: ExpectedRevision /** Leave the read-model wait to a later step of the same actor. */; skipReadWait?: boolean } = {},
): Promise<CommandResult<Event>> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await deps.eventStore.readStream(streamName);
    const state = fold(aggregate, recorded);
    const now = deps.clock.now();
    const events = decide(state, now);
    const last = recorded.at(-1);
    if (events.length === 0) {
      // Already done, perhaps by someone else a moment ago (a processor, another request): the answer that follows
      // must read it done, so wait for the read models to reach the stream's last event, whoever wrote it.
      if (last && options.skipReadWait !== true) await deps.readModels.waitFor(last.position, { eventTypes: [last.type] });
      return { events };
    }
    const expectedRevision = options.expectedRevision ?? (last ? last.revision : 'no_stream');
    const metadata = metadataOf(actor, now);
    const { causationId, derivedIds } = actor;
    try {
      const { position } = await deps.eventStore.appendToStream(
        streamName,
        events.map((event) => ({ ...(derivedIds && causationId ? { id: derivedEventId(causationId, streamName, event) } : {}), type: event.type, data: event.data, metadata })),
        { expectedRevision },
      );
      if (!actor.appendedUpTo || comparePositions(position, actor.appendedUpTo) > 0) actor.appendedUpTo = position;
      actor.appendedTypes ??= new Set();
      for (const event of events) actor.appendedTypes.add(event.type);
      await waitForReadModels(deps, actor, position, events, options.skipReadWait === true);
      return { events, position };
    } catch (error) {
      // Someone else changed the stream between our read and our append: decide again on the new state.
      if (error instanceof WrongExpectedRevisionError && options.expectedRevision === undefined && attempt < maxAttempts) continue;
      if (error instanceof WrongExpectedRevisionError) throw new ConflictError('CONCURRENT_CHANGE', 'This was changed by someone else at the same time. Please try again.');
      throw error;
    }
  }
}

async function waitForReadModels(deps: CommandDeps, actor: Actor, position: LogPosition, events: DomainEvent[], skip: boolean): Promise<void> {
  const types = events.map((event) => event.type);
  if (skip) {
    actor.unwaited ??= new Set();
    for (const type of types) actor.unwaited.add(type);
    return;
  }
  const earlier = actor.unwaited ? [...actor.unwaited] : [];
  actor.unwaited?.clear();
  await deps.readModels.waitFor(position, { eventTypes: [...types, ...earlier] });
}
