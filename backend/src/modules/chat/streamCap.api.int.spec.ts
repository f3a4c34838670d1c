// The cap on open chat streams (issue 27, item 8): one person holds at most CHAT_STREAMS_PER_PERSON, one booking's chat
// at most CHAT_STREAMS_PER_BOOKING (both sides together); one more is answered 429 with a plain message, and closing
// one frees its place. Refused opens (not a participant) take no place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_STREAMS_PER_BOOKING, CHAT_STREAMS_PER_PERSON, chatPaths as paths } from '@margdarshak/contracts/api/chat';
import { openEventStreamClient, type EventStreamClient } from '../../testing/eventStreamClient';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { chatWorld, type ChatWorld } from '../../testing/chatTesting';
import { present } from '../../testing/present';

let app: TestApp;
let world: ChatWorld;
const opened: EventStreamClient[] = [];

beforeAll(async () => {
  app = await startTestApp();
  world = await chatWorld(app);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await app?.stop();
});

async function open(client: HttpClient, bookingId: string) {
  const stream = await openEventStreamClient(app.url + paths.stream(bookingId), { Cookie: client.cookieHeader() });
  opened.push(stream);
  return stream;
}

const openMany = async (client: HttpClient, bookingId: string, count: number) => {
  const streams: EventStreamClient[] = [];
  for (let i = 0; i < count; i++) {
    const stream = await open(client, bookingId);
    expect(stream.status).toBe(200);
    streams.push(stream);
  }
  return streams;
};

async function refusal(client: HttpClient, bookingId: string) {
  const response = await fetch(app.url + paths.stream(bookingId), { headers: { Cookie: client.cookieHeader(), Accept: 'text/event-stream' } });
  return { status: response.status, body: (await response.json()) as { error: string } };
}

/** Waits until the server has let go of a closed stream (its count in the process's chat feed). */
async function closed(stream: EventStreamClient) {
  const before = app.deps.chatFeed.size();
  stream.close();
  for (let i = 0; i < 200 && app.deps.chatFeed.size() >= before; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(app.deps.chatFeed.size()).toBe(before - 1);
}

describe('open chat streams', () => {
  it(`gives one person at most ${CHAT_STREAMS_PER_PERSON}, over all their chats, and a closed one frees a place`, async () => {
    const first = await world.session();
    const student = first.student;
    // A second booking of the same student, with another counsellor: the cap is the person's, not the chat's.
    const second = await world.sessionOf(student);
    const streams = [...(await openMany(student, first.bookingId, CHAT_STREAMS_PER_PERSON - 1)), ...(await openMany(student, second.bookingId, 1))];

    expect(await refusal(student, second.bookingId)).toEqual({ status: 429, body: { error: 'You have too many chats open at once. Close a tab or window with a chat, then try again.' } });
    // The other side of the same chat is not held back by the student's streams.
    expect((await open(first.counsellor, first.bookingId)).status).toBe(200);

    await closed(present(streams[0], 'streams[0]'));
    expect((await open(student, second.bookingId)).status).toBe(200);
    expect((await refusal(student, first.bookingId)).status).toBe(429);
  });

  it(`gives one booking's chat at most ${CHAT_STREAMS_PER_BOOKING}, both sides together, and a closed one frees a place`, async () => {
    const { student, counsellor, bookingId } = await world.session();
    const fromStudent = await openMany(student, bookingId, CHAT_STREAMS_PER_BOOKING / 2);
    await openMany(counsellor, bookingId, CHAT_STREAMS_PER_BOOKING / 2);

    expect(await refusal(counsellor, bookingId)).toEqual({ status: 429, body: { error: 'This chat is open in too many tabs or windows. Close one of them, then try again.' } });
    expect((await refusal(student, bookingId)).status).toBe(429);

    await closed(present(fromStudent[0], 'fromStudent[0]'));
    expect((await open(counsellor, bookingId)).status).toBe(200);
    expect((await refusal(student, bookingId)).status).toBe(429);
  });

  it('counts no place for an open that was refused', async () => {
    const { student, bookingId } = await world.session();
    const outsider = await app.signUp('student');
    for (let i = 0; i < CHAT_STREAMS_PER_BOOKING + 1; i++) expect((await refusal(outsider, bookingId)).status).toBe(403);
    const badResume = await fetch(app.url + paths.stream(bookingId), { headers: { Cookie: student.cookieHeader(), 'Last-Event-ID': 'yesterday' } });
    expect(badResume.status).toBe(400);
    await openMany(student, bookingId, CHAT_STREAMS_PER_PERSON);
  });
});
