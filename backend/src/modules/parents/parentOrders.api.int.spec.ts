// Issue 30, item 2: the parent who consented pays for the session their child asked them for. Over HTTP: what the
// dashboard is offered, the order (priced by the server, for the child, recording the parent), who may place it, and a
// time taken meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse, StudentBooking } from '@margdarshak/contracts/api/bookings';
import { NOT_THE_ASKED_SESSION, type AskedSessionResponse } from '@margdarshak/contracts/api/family';
import { fixedClock } from '../../platform/clock';
import { CHILD_PASSWORD, consentLinkTo, MINOR_DATE_OF_BIRTH, PARENT_PASSWORD } from '../../testing/family';
import { bookingScene, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/testApp';

type Signed = HttpClient & { userId: string; email: string };

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // 11:30 AM in India; the 25th is the first bookable day
let app: TestApp;
let counsellor: Signed;
let pkg: { id: string; price: number };
let n = 0;

beforeAll(async () => {
  ({ app, pkg, counsellor } = await bookingScene({ clock }));
});
afterAll(async () => app?.stop());

const DATE = '2026-11-25';
const address = (name: string) => `${name}.${++n}.${Date.now()}@example.in`;
const session = (timeSlot: string) => ({ counsellorId: counsellor.userId, packageId: pkg.id, sessionDate: DATE, timeSlot });

/** A minor who asked their parent for the session at `timeSlot`; the parent consents unless told not to. */
async function family(timeSlot: string, { consent = true } = {}): Promise<{ child: Signed; parent: Signed }> {
  const parentEmail = address('parent');
  const child = app.client();
  const email = address('child');
  const body = { email, password: CHILD_PASSWORD, role: 'student', name: 'Meera Joshi', dateOfBirth: MINOR_DATE_OF_BIRTH, parentEmail };
  const { id } = await child.post('/api/register', body).expectStatus(201).json<{ id: string }>();
  await child.post('/api/me/consent/ask-parent', session(timeSlot)).expectStatus(202);
  await app.runDueJobs(); // the ask's mail, with the link that works now
  const parent = app.client();
  if (consent) {
    await parent.post(`/api/consent/${await consentLinkTo(app, parentEmail)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD }).expectStatus(200);
  }
  const parentId = consent ? (await parent.get('/api/user').json<{ id: string }>()).id : '';
  return { child: Object.assign(child, { userId: id, email }), parent: Object.assign(parent, { userId: parentId, email: parentEmail }) };
}

const offered = (parent: HttpClient, childId: string) => parent.get(`/api/parent/children/${childId}/asked-session`).expectStatus(200).json<AskedSessionResponse>();
const order = (parent: HttpClient, childId: string, body: unknown) => parent.post(`/api/parent/children/${childId}/orders`, body);

describe('the asked session on the parent’s dashboard', () => {
  it('is offered with the server’s price while free; the parent pays it and the booking is the child’s, placed by the parent', async () => {
    const { child, parent } = await family('10:00 AM');
    const { session: view } = await offered(parent, child.userId);
    expect(view).toMatchObject({ counsellorId: counsellor.userId, packageId: pkg.id, sessionDate: DATE, timeSlot: '10:00 AM', pricePaise: pkg.price * 100, free: true });

    // Whatever amount a page sends, the order asks the catalogue's price.
    const placed = await order(parent, child.userId, { ...session('10:00 AM'), amount: 100 })
      .expectStatus(201)
      .json<CreateOrderResponse>();
    expect(placed).toMatchObject({ amount: pkg.price * 100, currency: 'INR', status: 'awaiting_payment' });
    const approval = await parent.post('/api/payment/local/approve', { orderId: placed.id }).expectStatus(200).json<{ razorpay_payment_id: string; razorpay_signature: string }>();
    const verify = {
      paymentId: approval.razorpay_payment_id,
      orderId: placed.id,
      signature: approval.razorpay_signature,
      bookingData: { ...session('10:00 AM'), studentId: child.userId },
      amount: placed.amount,
    };
    expect(await parent.post('/api/payment/verify', verify).expectStatus(200).json<StudentBooking>()).toMatchObject({ status: 'confirmed' });

    const own = await child.get(`/api/students/${child.userId}/bookings`).expectStatus(200).json<StudentBooking[]>();
    expect(own.find((b) => b.id === placed.bookingId)).toMatchObject({ status: 'confirmed', timeSlot: '10:00 AM', amount: pkg.price });
    const [requested] = await app.deps
      .db('events')
      .where({ stream_name: `booking-${placed.bookingId}`, type: 'BookingRequested' })
      .pluck('data');
    expect(requested).toMatchObject({ studentId: child.userId, orderedByParentId: parent.userId, amountPaise: pkg.price * 100 });
    // Booked: no longer offered.
    expect((await offered(parent, child.userId)).session).toBeNull();
  });

  it('409 when the time was taken meanwhile (nothing was held), and the offer says it is no longer free', async () => {
    const { child, parent } = await family('11:00 AM');
    const other = await app.signUp('student');
    await paidBooking(other, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: DATE, slot: '11:00 AM' });
    expect((await offered(parent, child.userId)).session).toMatchObject({ timeSlot: '11:00 AM', free: false });
    const refused = await order(parent, child.userId, session('11:00 AM')).expectStatus(409).json<{ error: string }>();
    expect(refused.error).toBe('This time slot is no longer available. Please choose another.');
  });

  it('409 for a session other than the one the child asked for: a parent pays, the child chooses', async () => {
    const { child, parent } = await family('12:00 PM');
    expect(await order(parent, child.userId, session('01:00 PM')).expectStatus(409).json()).toEqual({ error: NOT_THE_ASKED_SESSION });
  });

  it('403 for another family’s parent and for a parent whose consent is withdrawn; 401 signed out; 403 for the child', async () => {
    const { child, parent } = await family('03:00 PM');
    const stranger = await family('04:00 PM');
    await stranger.parent.get(`/api/parent/children/${child.userId}/asked-session`).expectStatus(403);
    await order(stranger.parent, child.userId, session('03:00 PM')).expectStatus(403);
    await app.client().post(`/api/parent/children/${child.userId}/orders`, session('03:00 PM')).expectStatus(401);
    await order(child, child.userId, session('03:00 PM')).expectStatus(403);
    await parent.post(`/api/parent/children/${child.userId}/withdraw-consent`).expectStatus(200);
    await order(parent, child.userId, session('03:00 PM')).expectStatus(403);
  });

  it('400 with field errors for a body that is not a session', async () => {
    const { child, parent } = await family('05:00 PM');
    const answer = await order(parent, child.userId, { counsellorId: 'x', sessionDate: 'soon' }).expectStatus(400).json<{ issues: { path: string }[] }>();
    expect([...new Set(answer.issues.map((issue) => issue.path))].sort()).toEqual(['counsellorId', 'packageId', 'sessionDate', 'timeSlot']);
  });
});
