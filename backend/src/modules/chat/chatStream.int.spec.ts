// The chat's live stream (Server-Sent Events that follow the log): each message as `id: <log position>`, `event:
// message` and its JSON; heartbeats; resuming from Last-Event-ID with nothing lost or doubled, also while messages keep
// coming; streams let go on disconnect; and a message sent through one API process reaching a stream on another.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPaths as paths, type ChatMessage, type ChatMessagesPage } from '@margdarshak/contracts/api/chat';
import { main } from '../../main';
import { fixedClock } from '../../platform/clock';
import { openEventStreamClient, type EventStreamClient } from '../../testing/eventStreamClient';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';
import { chatWorld, type ChatWorld } from '../../testing/chatTesting';

// Near the real time: a second process (with the system's clock) must accept the sessions this one signs in.
const clock = fixedClock(new Date());
let app: TestApp;
let world: ChatWorld;
const opened: EventStreamClient[] = [];

beforeAll(async () => {
  app = await startTestApp({ clock, chatHeartbeatMs: 200 });
  world = await chatWorld(app);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await app?.stop();
});

const sent = async (client: HttpClient, bookingId: string, text: string) => {
  clock.advance(1_001); // at most 10 a person in 10 s: one a second never meets the throttle
  return client.post(paths.messages(bookingId), { text }).expectStatus(201).json<ChatMessage>();
};

async function open(client: HttpClient, bookingId: string, lastEventId?: { header?: string; query?: string }, baseUrl = app.url) {
  const query = lastEventId?.query ? `?lastEventId=${encodeURIComponent(lastEventId.query)}` : '';
  const headers: Record<string, string> = { Cookie: client.cookieHeader(), ...(lastEventId?.header ? { 'Last-Event-ID': lastEventId.header } : {}) };
  const stream = await openEventStreamClient(baseUrl + paths.stream(bookingId) + query, headers);
  opened.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

const texts = (stream: EventStreamClient) => stream.events.map((e) => (JSON.parse(e.data) as ChatMessage).text);

async function eventually(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!check()) throw new Error(`never: ${what}`);
}

describe('the stream', () => {
  it('sends each new message as `message` with its log position as id, and heartbeats', async () => {
    const { student, counsellor, bookingId } = await world.session();
    const stream = await open(student, bookingId);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    expect([stream.headers.get('cache-control'), stream.headers.get('x-accel-buffering'), stream.headers.get('content-encoding')]).toEqual(['no-store', 'no', null]);
    const message = await sent(counsellor, bookingId, 'Namaste! Shall we talk about your interests?');
    const [event] = await stream.waitForEvents(1);
    expect(event).toEqual({ id: message.position, event: 'message', data: JSON.stringify(message) });
    expect(await stream.waitForComment()).toBe('ping');
    stream.close();
  });

  it('resumes from Last-Event-ID with exactly the messages missed, in order', async () => {
    const { student, counsellor, bookingId } = await world.session();
    const first = await student.get(paths.messages(bookingId)).expectStatus(200).json<ChatMessagesPage>();
    const stream = await open(counsellor, bookingId, { query: first.lastEventId });
    await sent(student, bookingId, 'one');
    await sent(student, bookingId, 'two');
    await stream.waitForEvents(2);
    stream.close();
    const lastSeen = stream.lastEventId();
    for (const text of ['three', 'four', 'five']) await sent(student, bookingId, text);

    const resumed = await open(counsellor, bookingId, { header: lastSeen ?? '', query: first.lastEventId });
    await resumed.waitForEvents(3);
    await sent(student, bookingId, 'six');
    await resumed.waitForEvents(4);
    expect(texts(stream)).toEqual(['one', 'two']);
    expect(texts(resumed)).toEqual(['three', 'four', 'five', 'six']);
    // A page read first and a stream opened from it: the history, then nothing twice.
    const page = await counsellor.get(paths.messages(bookingId)).expectStatus(200).json<ChatMessagesPage>();
    const fromPage = await open(counsellor, bookingId, { query: page.lastEventId });
    await sent(counsellor, bookingId, 'seven');
    await fromPage.waitForEvents(1);
    expect(texts(fromPage)).toEqual(['seven']);
    resumed.close();
    fromPage.close();
  });

  it('loses and doubles nothing when it reconnects again and again while messages keep coming', async () => {
    const { student, counsellor, bookingId } = await world.session();
    const expected = Array.from({ length: 24 }, (_, i) => `message ${i + 1}`);
    const writing = (async () => {
      for (const [i, text] of expected.entries()) await sent(i % 2 ? student : counsellor, bookingId, text);
    })();
    const received: string[] = [];
    let lastEventId = '0/0';
    let done = false;
    void writing.then(() => (done = true));
    while (received.length < expected.length) {
      const stream = await open(student, bookingId, { header: lastEventId });
      // Take whatever comes in a moment (or at least one message), then drop the connection.
      await Promise.race([stream.waitForEvents(received.length < expected.length ? 1 : 0, 10_000), writing]).catch(() => {});
      if (!done) await new Promise((resolve) => setTimeout(resolve, 15));
      stream.close();
      received.push(...texts(stream).map(String));
      lastEventId = stream.lastEventId() ?? lastEventId;
    }
    await writing;
    expect(received).toEqual(expected);
  });

  it('lets go of a stream when its reader leaves', async () => {
    const { student, bookingId } = await world.session();
    const before = app.deps.chatFeed.size();
    const streams = [await open(student, bookingId), await open(student, bookingId)];
    expect(app.deps.chatFeed.size()).toBe(before + 2);
    for (const stream of streams) stream.close();
    await eventually(() => app.deps.chatFeed.size() === before, 'the streams closed');
  });

  it('opens on a session last used minutes ago, which the session middleware touches as the stream opens', async () => {
    const { student, counsellor, bookingId } = await world.session();
    clock.advance(2 * 60_000);
    const stream = await open(student, bookingId);
    await sent(counsellor, bookingId, 'Still there?');
    await stream.waitForEvents(1);
    expect(texts(stream)).toEqual(['Still there?']);
    stream.close();
  });

  it('answers a Last-Event-ID it never sent with 400', async () => {
    const { student, bookingId } = await world.session();
    const response = await fetch(app.url + paths.stream(bookingId), { headers: { Cookie: student.cookieHeader(), 'Last-Event-ID': 'yesterday' } });
    expect(response.status).toBe(400);
  });

  // It had answered 200 and ended at once (the position overflowed the store's integers), so the browser reconnected
  // for ever (issue 27).
  it('answers an out-of-range Last-Event-ID, header or query, with 400 naming the field; the largest position streams', async () => {
    const { student, bookingId } = await world.session();
    const refused = async (lastEventId: { header?: string; query?: string }) => {
      const query = lastEventId.query ? `?lastEventId=${encodeURIComponent(lastEventId.query)}` : '';
      const response = await fetch(app.url + paths.stream(bookingId) + query, { headers: { Cookie: student.cookieHeader(), ...(lastEventId.header ? { 'Last-Event-ID': lastEventId.header } : {}) } });
      expect(response.headers.get('content-type')).toContain('application/json');
      return { status: response.status, fields: ((await response.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path) };
    };
    expect(await refused({ header: '99999999999999999999/1' })).toEqual({ status: 400, fields: ['Last-Event-ID'] });
    expect(await refused({ header: '9223372036854775808/0' })).toEqual({ status: 400, fields: ['Last-Event-ID'] });
    expect(await refused({ header: '1/9223372036854775808' })).toEqual({ status: 400, fields: ['Last-Event-ID'] });
    expect(await refused({ query: '99999999999999999999/1' })).toEqual({ status: 400, fields: ['lastEventId'] });
    const largest = await open(student, bookingId, { header: '9223372036854775807/9223372036854775807' });
    expect(await largest.waitForComment()).toBe('ping');
    largest.close();
  });
});

describe('several API processes', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'margdarshak-chat-'));
  chmodSync(root, 0o755);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('streams a message sent through one process to a reader connected to another', async () => {
    const { student, counsellor, bookingId } = await world.session();
    const other = await main({
      mode: 'api',
      // The same admin as the first process's, which it finds made: this process's clock (the system's) is behind the
      // spec's, so a sign-up started here could be judged abandoned by the first process's processors.
      env: {
        NODE_ENV: 'test',
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATABASE_URL: app.databaseUrl,
        DATA_DIR: root,
        SEED_DEMO_DATA: 'false',
        SERVER_SECRET: app.deps.config.SERVER_SECRET ?? '',
        DEMO_ADMIN_EMAIL: TEST_ADMIN.email,
        DEMO_ADMIN_PASSWORD: TEST_ADMIN.password,
      },
    });
    try {
      const otherUrl = other.url.replace('localhost', '127.0.0.1');
      const stream = await open(student, bookingId, undefined, otherUrl);
      const message = await sent(counsellor, bookingId, 'Sent through the first process');
      const [event] = await stream.waitForEvents(1);
      expect(event?.id).toBe(message.position);
      expect(JSON.parse(event?.data ?? '{}')).toEqual(message);
      expect(other.deps.chatFeed.size()).toBe(1);
      stream.close();
    } finally {
      await other.stop();
    }
  });
});
