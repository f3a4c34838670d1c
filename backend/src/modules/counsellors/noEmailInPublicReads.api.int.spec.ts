// Issue 27, item 4: no public or student-facing read of a counsellor gives out a sign-in address. Anonymous and
// signed-in visitors' reads carry no '@' at all; the booking's own student and the child's parent read the counsellor's
// name, never their address; the counsellor themself and admins still read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { fixedClock } from '../../platform/clock';
import { CHILD_PASSWORD, consentingFamily, PARENT_PASSWORD } from '../../testing/family';
import { createPackage, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { liveSessionScene, type LiveSessionScene } from '../../testing/liveSessionScene';
import { startTestApp, type TestApp } from '../../testing/testApp';

const HOUR = 3_600_000;
const start = new Date('2026-11-23T06:00:00Z');
const clock = fixedClock(start);
let app: TestApp;
let scene: LiveSessionScene;
let booking: { id: string; startsAt: number };
let family: Awaited<ReturnType<typeof consentingFamily>>;
let childBookingId: string;
/** The room as the booking's student reads it while it is open. */
let roomBody: string;

beforeAll(async () => {
  app = await startTestApp({ clock });
  scene = await liveSessionScene(app, clock, start);
  booking = await scene.book(3);
  family = await consentingFamily(app, 'Isha Rao');
  const pkg = await createPackage(scene.admin, 'advanced', 1499);
  childBookingId = (await paidBooking(family.child, { counsellorId: scene.counsellor.userId, packageId: pkg.id, price: pkg.price, date: addDays(istDate(start), 4) })).id;
  await scene.timeIs(booking.startsAt + 5 * 60_000);
  roomBody = await bodyOf(scene.student, `/api/bookings/${booking.id}/room`);
  await scene.timeIs(booking.startsAt + 2 * HOUR);
  // The clock's jump ended the family's sessions, as it would have: they sign in again.
  await family.child.post('/api/login', { email: family.child.email, password: CHILD_PASSWORD }).expectStatus(200);
  await family.parent.post('/api/login', { email: family.parent.email, password: PARENT_PASSWORD }).expectStatus(200);
  await scene.student.post(`/api/bookings/${booking.id}/review`, { rating: 5, comment: 'Calm, clear advice on the science stream.' }).expectStatus(201);
});
afterAll(async () => app?.stop());

const id = () => scene.counsellor.userId;
/** Every read of a counsellor that a visitor can make. */
const publicReads = () => [
  '/api/counsellors',
  '/api/counsellors?packageType=advanced',
  '/api/counsellors?search=Meera',
  '/api/counsellors?location=&minRating=1&limit=100',
  `/api/counsellors/${id()}`,
  `/api/counsellor/${id()}/profile`,
  `/api/counsellors/${id()}/reviews`,
  `/api/counsellors/${id()}/available-slots?date=${addDays(istDate(start), 10)}`,
  '/api/packages',
];

async function bodyOf(client: HttpClient, path: string): Promise<string> {
  const response = await client.get(path).expectStatus(200);
  return response.text();
}

describe('public reads of counsellors', () => {
  it('carry no e-mail address anywhere in the body, signed out or signed in as anyone but the counsellor or an admin', async () => {
    const addresses = [scene.counsellor.email, scene.otherCounsellor.email, scene.student.email, family.child.email];
    const readers: [string, HttpClient][] = [
      ['a visitor', app.client()],
      ['a student', scene.otherStudent],
      ['the booking’s student', scene.student],
      ['another counsellor', scene.otherCounsellor],
      ['a parent', family.parent],
    ];
    for (const [who, client] of readers) {
      for (const path of publicReads()) {
        const body = await bodyOf(client, path);
        expect(body, `${who}: ${path}`).not.toMatch(/@/);
        for (const address of addresses) expect(body.toLowerCase(), `${who}: ${path}`).not.toContain(address.toLowerCase());
      }
    }
    // The reads did find the counsellor and the review, so an empty answer does not pass.
    expect(await bodyOf(app.client(), `/api/counsellors/${id()}/reviews`)).toContain('science stream');
    expect(await bodyOf(app.client(), '/api/counsellors?limit=100')).toContain(id());
  });

  it('of the booking’s own parties name the counsellor without their address; the counsellor and admins still read it', async () => {
    const address = scene.counsellor.email.toLowerCase();
    const partyReads: [HttpClient, string][] = [
      [scene.student, `/api/students/${scene.student.userId}/bookings`],
      [scene.student, `/api/bookings/${booking.id}/messages`],
      [family.child, `/api/students/${family.child.userId}/bookings`],
      [family.parent, `/api/parent/children/${family.child.userId}/bookings`],
      [family.parent, `/api/parent/children/${family.child.userId}/bookings/${childBookingId}/messages`],
    ];
    for (const [client, path] of partyReads) expect((await bodyOf(client, path)).toLowerCase(), path).not.toContain(address);
    expect(roomBody.toLowerCase()).not.toContain(address);
    expect(await bodyOf(scene.student, `/api/students/${scene.student.userId}/bookings`)).toContain('Meera Iyer');

    for (const client of [scene.counsellor, scene.admin]) {
      expect(await client.get(`/api/counsellor/${id()}/profile`).expectStatus(200).json()).toMatchObject({ email: scene.counsellor.email });
    }
  });
});
