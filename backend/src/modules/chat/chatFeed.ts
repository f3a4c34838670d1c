// Live chat for the open streams of one process: ONE follower tails the log (the store's subscription, woken by appends
// here and by LISTEN/NOTIFY from other API copies) and hands each new message, opened once, to the open streams of its
// booking. It runs only while a stream is open, starting from the chat read model's checkpoint: a position every reader
// has reached, so no append earlier than it can still appear.
//
// A stream that resumes (Last-Event-ID) first reads its chat's events after that position from the store, holding the
// live messages that arrive meanwhile, then sends the held ones it has not sent: nothing is lost (the read sees every
// event at or below where the follower was when the stream joined, the follower everything after) and nothing is sent
// twice (each stream sends only positions after the last one it sent, in log order).
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { chatEvents } from '@margdarshak/contracts/events/chat';
import { comparePositions, formatPosition, startOfLog, type LogPosition, type RecordedEvent } from '@margdarshak/contracts/log';
import { readCheckpoints } from '@margdarshak/projections/checkpoints';
import { chatProjection } from '@margdarshak/projections/chat/chatProjection';
import type { PersonalDataVault } from '@margdarshak/projections/personalData';
import type { EventStore } from '../../platform/eventStore/eventStore';
import type { ChatFeed, FeedDelivery, FeedListener, FeedSink } from '../../platform/ports/chatFeed';
import { chatStream, chatStreamPrefix } from './chat';

export type { ChatFeed, FeedDelivery, FeedListener, FeedSink };

export interface ChatFeedDeps {
  eventStore: EventStore;
  db: Knex;
  vault: PersonalDataVault;
  logger: Pick<Logger, 'warn'>;
}

interface Listener {
  bookingId: string;
  sink: FeedSink;
  /** Live messages held while the stream reads what it missed. */
  held: FeedDelivery[] | undefined;
  lastSent: LogPosition | undefined;
  closed: boolean;
}

const catchUpPage = 200;

export function createChatFeed({ eventStore, db, vault, logger }: ChatFeedDeps, options: { heartbeatMs?: number; retryMs?: number } = {}): ChatFeed {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const retryMs = options.retryMs ?? 1_000;
  const byBooking = new Map<string, Set<Listener>>();
  let open = 0;
  let follower: { stop: AbortController; started: Promise<void>; done: Promise<void> } | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const isMessage = (event: RecordedEvent) => event.type === 'ChatMessageSent' && event.streamName.startsWith(chatStreamPrefix);

  /** The message as streams send it; undefined for data that does not match the schema (never sent, never retried). */
  async function toDelivery(event: RecordedEvent): Promise<FeedDelivery | undefined> {
    const parsed = chatEvents.ChatMessageSent.schema.safeParse(event.data);
    if (!parsed.success) return undefined;
    const d = parsed.data;
    const text = (await vault.open(d.fromUserId, d.text)) ?? null;
    const position = formatPosition(event.position);
    return { position: event.position, message: { id: d.messageId, bookingId: d.bookingId, fromUserId: d.fromUserId, fromRole: d.fromRole, text, sentAt: d.at, position } };
  }

  function offer(listener: Listener, delivery: FeedDelivery) {
    if (listener.closed) return;
    if (listener.held) {
      listener.held.push(delivery);
      return;
    }
    if (listener.lastSent && comparePositions(delivery.position, listener.lastSent) <= 0) return;
    listener.lastSent = delivery.position;
    listener.sink.send(delivery);
  }

  // Followers never overlap: one started after the last stream left waits for the one before to have stopped, so no
  // stream is offered two followers' messages out of order.
  let previousDone: Promise<void> = Promise.resolve();

  function startFollower() {
    const stop = new AbortController();
    let markStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const prior = previousDone;
    const done = (async () => {
      await prior;
      let position: LogPosition | undefined;
      while (!stop.signal.aborted) {
        try {
          position ??= (await readCheckpoints(db, [chatProjection.name])).get(chatProjection.name) ?? startOfLog;
          markStarted();
          for await (const batch of eventStore.subscribeToAll({ after: position, signal: stop.signal })) {
            for (const event of batch) {
              if (stop.signal.aborted) break;
              const listeners = isMessage(event) ? byBooking.get(event.streamName.slice(chatStreamPrefix.length)) : undefined;
              // A failure to open the text (the database away) throws before the position moves: it is tried again.
              const delivery = listeners && (await toDelivery(event));
              if (listeners && delivery) for (const listener of listeners) offer(listener, delivery);
              position = event.position;
            }
          }
        } catch (error) {
          if (stop.signal.aborted) break;
          logger.warn({ err: error }, 'the chat feed lost the log; following it again shortly');
          await new Promise((resolve) => setTimeout(resolve, retryMs));
        }
      }
      markStarted();
    })();
    previousDone = done;
    return { stop, started, done };
  }

  async function catchUp(listener: Listener, after: LogPosition) {
    let from = after;
    for (;;) {
      const page = await eventStore.readAllFiltered({ after: from, maxCount: catchUpPage, filter: { streamPrefix: chatStream(listener.bookingId), type: 'ChatMessageSent' } });
      for (const event of page) {
        if (listener.closed) return;
        from = event.position;
        if (event.streamName !== chatStream(listener.bookingId)) continue;
        const delivery = await toDelivery(event);
        listener.lastSent = event.position;
        if (delivery) listener.sink.send(delivery);
      }
      if (page.length < catchUpPage) return;
    }
  }

  function remove(listener: Listener) {
    if (listener.closed) return;
    listener.closed = true;
    const listeners = byBooking.get(listener.bookingId);
    listeners?.delete(listener);
    if (listeners?.size === 0) byBooking.delete(listener.bookingId);
    open--;
    if (open === 0) {
      follower?.stop.abort();
      follower = undefined;
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  return {
    async join(bookingId, after, sink) {
      const listener: Listener = { bookingId, sink, held: [], lastSent: after, closed: false };
      let listeners = byBooking.get(bookingId);
      if (!listeners) {
        listeners = new Set();
        byBooking.set(bookingId, listeners);
      }
      listeners.add(listener);
      open++;
      follower ??= startFollower();
      heartbeat ??= setInterval(() => {
        for (const set of byBooking.values()) for (const l of set) if (!l.held) l.sink.ping();
      }, heartbeatMs);
      const handle = { close: () => remove(listener) };
      try {
        await follower.started;
        if (after) await catchUp(listener, after);
      } catch (error) {
        remove(listener);
        throw error;
      }
      const held = (listener.held ?? []).sort((a, b) => comparePositions(a.position, b.position));
      listener.held = undefined;
      for (const delivery of held) offer(listener, delivery);
      return handle;
    },
    size: () => open,
    async stop() {
      const running = follower;
      for (const set of [...byBooking.values()]) {
        for (const listener of [...set]) {
          remove(listener);
          listener.sink.end();
        }
      }
      running?.stop.abort();
      await running?.done;
    },
  };
}
