// A session's video room over HTTP, with the test's clock moved (never waited for): open to the booking's student and
// counsellor from 15 minutes before the start to 60 minutes after, closed to everyone else; entries recorded once a
// minute per person; the counsellor's own https link wins over the default room.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomClosed, SessionRoom } from '@margdarshak/contracts/api/rooms';
import { fixedClock } from '../../platform/clock';
import { liveSessionScene, type LiveSessionScene } from '../../testing/liveSessionScene';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { summarize } from '../audit';
import { roomStream } from './room';

const MINUTE = 60_000;
const start = new Date('2026-11-23T06:00:00Z');
const clock = fixedClock(start);
let app: TestApp;
let scene: LiveSessionScene;
let booking: { id: string; startsAt: number };

beforeAll(async () => {
  app = await startTestApp({ clock, env: { VIDEO_BASE_URL: 'https://video.example.in/' } });
  scene = await liveSessionScene(app, clock, start);
  booking = await scene.book(3);
});
afterAll(async () => app?.stop());

const roomOf = (id: string) => `/api/bookings/${id}/room`;
const roomEvents = async (id: string) => app.deps.eventStore.readStream(roomStream(id));
const joins = async (id: string) => (await roomEvents(id)).filter((e) => e.type === 'SessionJoined');

describe('who may enter a session’s room, and when', () => {
  it('asks a visitor to sign in, and answers 404 for a booking that does not exist', async () => {
    await app.client().get(roomOf(booking.id)).expectStatus(401);
    await app
      .client()
      .post(`${roomOf(booking.id)}/join`)
      .expectStatus(401);
    expect(await scene.student.get(roomOf('5d0c6a47-3c39-4e4c-9a55-6c1f3f0e7b21')).expectStatus(404).json()).toEqual({ error: 'Booking not found' });
  });

  it('is closed until 15 minutes before the start, and says when it opens and closes', async () => {
    await scene.timeIs(booking.startsAt - 16 * MINUTE);
    const window = { opensAt: new Date(booking.startsAt - 15 * MINUTE).toISOString(), closesAt: new Date(booking.startsAt + 60 * MINUTE).toISOString() };
    for (const person of [scene.student, scene.counsellor]) {
      expect(await person.get(roomOf(booking.id)).expectStatus(403).json<RoomClosed>()).toEqual({ error: expect.stringMatching(/opens 15 minutes before/), ...window });
      await person.post(`${roomOf(booking.id)}/join`).expectStatus(403);
    }
    expect(await joins(booking.id)).toHaveLength(0);
  });

  it('opens 15 minutes before the start: the same unguessable room on the configured server for student and counsellor', async () => {
    await scene.timeIs(booking.startsAt - 15 * MINUTE);
    const forStudent = await scene.student.get(roomOf(booking.id)).expectStatus(200).json<SessionRoom>();
    const forCounsellor = await scene.counsellor.get(roomOf(booking.id)).expectStatus(200).json<SessionRoom>();
    expect(forStudent).toEqual(forCounsellor);
    expect(forStudent.provider).toBe('jitsi');
    expect(forStudent.url).toMatch(/^https:\/\/video\.example\.in\/Margdarshak-[A-Za-z0-9]{32}$/);
    expect(forStudent.url).not.toContain(booking.id);
    expect(forStudent.url).not.toContain(booking.id.replaceAll('-', ''));
  });

  it('gives each booking a room of its own, the same on every ask', async () => {
    const [one, again, other] = [app.deps.video.roomUrl(booking.id), app.deps.video.roomUrl(booking.id), app.deps.video.roomUrl('0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b')];
    expect(one).toBe(again);
    expect(other).not.toBe(one);
  });

  it('stays closed to everyone else while open: other students and counsellors, admins and auditors', async () => {
    await scene.timeIs(booking.startsAt);
    for (const [who, client] of scene.others()) {
      const answer = await client.get(roomOf(booking.id));
      expect(answer.status, who).toBe(403);
      expect((await client.post(`${roomOf(booking.id)}/join`)).status, who).toBe(403);
    }
    expect(await joins(booking.id)).toHaveLength(0);
  });

  it('closes 60 minutes after the start, when the session completes', async () => {
    await scene.timeIs(booking.startsAt + 60 * MINUTE);
    await scene.student.get(roomOf(booking.id)).expectStatus(200);
    await scene.timeIs(booking.startsAt + 60 * MINUTE + 1000);
    expect((await scene.student.get(`/api/students/${scene.student.userId}/bookings`).json<{ id: string; status: string }[]>()).find((b) => b.id === booking.id)?.status).toBe('completed');
    for (const person of [scene.student, scene.counsellor])
      expect(await person.get(roomOf(booking.id)).expectStatus(403).json()).toMatchObject({ closesAt: new Date(booking.startsAt + 60 * MINUTE).toISOString() });
  });
});

describe('entering the room', () => {
  it('records who entered and when, once a minute per person, for the audit', async () => {
    const session = await scene.book(6);
    await scene.timeIs(session.startsAt - 5 * MINUTE);
    const room = await scene.student
      .post(`${roomOf(session.id)}/join`)
      .expectStatus(200)
      .json<SessionRoom>();
    expect(room).toEqual(await scene.student.get(roomOf(session.id)).json<SessionRoom>());
    await scene.student.post(`${roomOf(session.id)}/join`).expectStatus(200); // a reload
    await scene.counsellor.post(`${roomOf(session.id)}/join`).expectStatus(200);
    clock.advance(MINUTE);
    await scene.student.post(`${roomOf(session.id)}/join`).expectStatus(200);
    const recorded = await joins(session.id);
    expect(recorded.map((e) => e.data)).toEqual([
      { bookingId: session.id, userId: scene.student.userId, role: 'student', at: new Date(session.startsAt - 5 * MINUTE).toISOString() },
      { bookingId: session.id, userId: scene.counsellor.userId, role: 'counsellor', at: new Date(session.startsAt - 5 * MINUTE).toISOString() },
      { bookingId: session.id, userId: scene.student.userId, role: 'student', at: new Date(session.startsAt - 4 * MINUTE).toISOString() },
    ]);
    expect(recorded[0]?.metadata).toMatchObject({ userId: scene.student.userId, role: 'student' });
    expect(summarize(recorded[1] ?? { type: '', data: {}, streamName: '' })).toMatch(/counsellor .* entered the video room at \d{4}-\d\d-\d\d \d\d:\d\d IST/);
  });
});

describe('the counsellor’s own meeting link', () => {
  it('wins over the default room for both, is kept sealed in the log, and can be removed again', async () => {
    const session = await scene.book(9);
    await scene.timeIs(session.startsAt - 60 * MINUTE);
    const link = 'https://zoom.example.com/j/81234567890?pwd=abc';
    expect(
      await scene.counsellor
        .put(`${roomOf(session.id)}/link`, { url: link })
        .expectStatus(200)
        .json(),
    ).toEqual({ url: link, provider: 'counsellor_link' });
    expect(
      await scene.counsellor
        .get(`${roomOf(session.id)}/link`)
        .expectStatus(200)
        .json(),
    ).toEqual({ url: link });
    const [set] = await roomEvents(session.id);
    expect(JSON.stringify(set?.data)).not.toContain('zoom.example.com');

    await scene.timeIs(session.startsAt - 10 * MINUTE);
    for (const person of [scene.student, scene.counsellor]) expect(await person.get(roomOf(session.id)).expectStatus(200).json()).toEqual({ url: link, provider: 'counsellor_link' });
    expect(
      await scene.counsellor
        .put(`${roomOf(session.id)}/link`, { url: null })
        .expectStatus(200)
        .json<SessionRoom>(),
    ).toEqual({ url: app.deps.video.roomUrl(session.id), provider: 'jitsi' });
    expect(await scene.student.get(roomOf(session.id)).json<SessionRoom>()).toMatchObject({ provider: 'jitsi' });
  });

  it('takes https addresses only', async () => {
    const session = await scene.book(12);
    for (const url of ['http://meet.example.com/room', 'javascript:alert(1)', 'ftp://example.com/x', 'not a link', `https://example.com/${'a'.repeat(500)}`, 42]) {
      await scene.counsellor.put(`${roomOf(session.id)}/link`, { url }).expectStatus(400);
    }
    expect(await roomEvents(session.id)).toHaveLength(0);
  });

  it('is set by the session’s counsellor only', async () => {
    const session = await scene.book(15);
    const link = { url: 'https://meet.example.org/abc' };
    await app
      .client()
      .put(`${roomOf(session.id)}/link`, link)
      .expectStatus(401);
    for (const [who, client] of [['its student', scene.student], ...scene.others()] as const) {
      expect((await client.put(`${roomOf(session.id)}/link`, link)).status, who).toBe(403);
      expect((await client.get(`${roomOf(session.id)}/link`)).status, who).toBe(403);
    }
    expect(await roomEvents(session.id)).toHaveLength(0);
  });
});

describe('a session that will not happen', () => {
  it('has no room once cancelled (409 to its student and counsellor, 403 to others), nor before it is paid', async () => {
    const session = await scene.book(18);
    await scene.student.post(`/api/bookings/${session.id}/cancel`, {}).expectStatus(200);
    await scene.timeIs(session.startsAt);
    for (const person of [scene.student, scene.counsellor]) {
      expect(await person.get(roomOf(session.id)).expectStatus(409).json()).toEqual({ error: 'This session was cancelled: its room is closed' });
      await person.post(`${roomOf(session.id)}/join`).expectStatus(409);
    }
    await scene.counsellor.put(`${roomOf(session.id)}/link`, { url: 'https://meet.example.org/abc' }).expectStatus(409);
    for (const [who, client] of scene.others()) expect((await client.get(roomOf(session.id))).status, who).toBe(403);
    expect(await roomEvents(session.id)).toHaveLength(0);

    const unpaid = await scene.bookUnpaid(21);
    for (const person of [scene.student, scene.counsellor]) expect(await person.get(roomOf(unpaid.id)).expectStatus(409).json()).toEqual({ error: 'This session is not paid: it has no room' });
  });
});
