// The counsellor's dashboard reads over HTTP: who may read a counsellor's bookings and figures, the views and pages of
// the list (unpaid orders that lapsed never in it), the student's name as their profile gives it, and figures that
// follow what was paid, refunded and completed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse } from '@margdarshak/contracts/api/bookings';
import type { CounsellorBooking, CounsellorStats } from '@margdarshak/contracts/api/counsellorWorkspace';
import { TOTAL_COUNT_HEADER } from '@margdarshak/contracts/api/shapes';
import { fixedClock } from '../../platform/clock';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { SESSION_MS } from '@margdarshak/contracts/schedule/slots';

type Signed = HttpClient & { userId: string; email: string };
const start = new Date('2026-11-23T06:00:00Z');
const clock = fixedClock(start);
let app: TestApp;
let admin: HttpClient;
let pkg: { id: string; price: number };

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  pkg = await createPackage(admin, 'advanced', 1999);
});
afterAll(async () => app?.stop());

const bookingsPath = (id: string, query = '') => `/api/counsellors/${id}/bookings${query}`;
const statsPath = (id: string) => `/api/counsellors/${id}/stats`;

async function page(client: HttpClient, counsellorId: string, query: string): Promise<{ total: number; bookings: CounsellorBooking[] }> {
  const response = await client.get(bookingsPath(counsellorId, query)).expectStatus(200);
  return { total: Number(response.headers.get(TOTAL_COUNT_HEADER)), bookings: (await response.json()) as CounsellorBooking[] };
}

describe('who may read a counsellor’s bookings and figures', () => {
  it('the counsellor and admins; another counsellor or a student is refused, anyone signed out asked to sign in', async () => {
    const counsellor = await approvedCounsellor(app, admin);
    const student = await app.signUp('student');
    await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-26' });
    const callers: Record<string, HttpClient> = { anonymous: app.client(), counsellor, otherCounsellor: await approvedCounsellor(app, admin), student, admin };
    for (const path of [bookingsPath(counsellor.userId), statsPath(counsellor.userId)]) {
      const answered: Record<string, number> = {};
      for (const [who, client] of Object.entries(callers)) {
        const response = await client.get(path);
        answered[who] = response.status;
        if (response.status === 200) expect(response.headers.get('cache-control')).toBe('no-store');
      }
      expect(answered, path).toEqual({ anonymous: 401, counsellor: 200, otherCounsellor: 403, student: 403, admin: 200 });
    }
    expect((await page(admin, counsellor.userId, '')).total).toBe(1);
  });
});

describe('the bookings list', () => {
  it('answers the §3 fields, pages by view with the total, and never lists an unpaid order given up or lapsed', async () => {
    clock.set(start);
    const counsellor = await approvedCounsellor(app, admin);
    const student: Signed = await app.signUp('student');
    await student.put(`/api/students/${student.userId}/profile`, { name: 'Kavya Raghunathan', mobile: '9876543210' }).expectStatus(200);
    const dates = ['2026-11-25', '2026-11-27', '2026-11-29'];
    const paid = [];
    for (const date of dates) paid.push(await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date }));
    const cancelled = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-12-01' });
    await student.post(`/api/bookings/${cancelled.id}/cancel`, {}).expectStatus(200);
    const booking = { counsellorId: counsellor.userId, studentId: student.userId, packageId: pkg.id, sessionDate: '2026-12-03', timeSlot: '10:00 AM' };
    // Ordered twice (a reload): the first order is given up unpaid, and is no more a session than a lapsed one.
    for (let i = 0; i < 2; i++)
      await student
        .post('/api/payment/create-order', { amount: pkg.price * 100, booking })
        .expectStatus(200)
        .json<CreateOrderResponse>();
    expect(await app.deps.db('bookings').where({ counsellor_id: counsellor.userId, status: 'cancelled' }).whereNull('payment_id').count({ n: '*' })).toEqual([{ n: '1' }]);

    // While its hold lasts the unpaid order is pending and upcoming, as on the student's list.
    const upcoming = await page(counsellor, counsellor.userId, '?view=upcoming');
    expect(upcoming.total).toBe(4);
    expect(upcoming.bookings.map((b) => b.status)).toEqual(['confirmed', 'confirmed', 'confirmed', 'pending']);
    expect(upcoming.bookings[0]).toEqual({
      id: paid[0]?.id ?? '',
      studentId: student.userId,
      studentName: 'Kavya Raghunathan',
      counsellorId: counsellor.userId,
      counsellorName: 'Meera Iyer',
      packageId: pkg.id,
      packageName: expect.stringContaining('advanced'),
      packageType: 'advanced',
      sessionDate: '2026-11-25T04:30:00.000Z',
      bookingDate: start.toISOString(),
      status: 'confirmed',
      amount: 1999,
      paymentId: expect.stringMatching(/^pay_/),
      unreadMessages: 0,
    } satisfies CounsellorBooking);

    // The hold lapses: the order is gone from every view. The first session ends and completes.
    clock.set(new Date(Date.parse('2026-11-25T04:30:00Z') + SESSION_MS));
    await app.runDueJobs();
    await counsellor.post('/api/login', { email: counsellor.email, password: 'secret-123' }).expectStatus(200);
    const all = await page(counsellor, counsellor.userId, '?view=all');
    expect(all.total).toBe(4);
    expect(all.bookings.map((b) => b.sessionDate.slice(0, 10))).toEqual(['2026-12-01', ...[...dates].reverse()]);
    const past = await page(counsellor, counsellor.userId, '?view=past');
    expect(past.bookings.map((b) => [b.id, b.status])).toEqual([
      [cancelled.id, 'cancelled'],
      [paid[0]?.id, 'completed'],
    ]);
    const first = await page(counsellor, counsellor.userId, '?view=upcoming&limit=1');
    const second = await page(counsellor, counsellor.userId, '?view=upcoming&limit=1&offset=1');
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.bookings, ...second.bookings].map((b) => b.id)).toEqual([paid[1]?.id, paid[2]?.id]);
    expect((await page(counsellor, counsellor.userId, '?view=upcoming&offset=5')).bookings).toEqual([]);

    const refused = await counsellor.get(bookingsPath(counsellor.userId, '?view=soon&limit=101')).expectStatus(400).json<{ issues: { path: string; message: string }[] }>();
    expect(refused.issues).toEqual([
      { path: 'view', message: "View must be 'upcoming', 'past' or 'all'" },
      { path: 'limit', message: 'At most 100 per page' },
    ]);
    await (await app.admin()).get(bookingsPath('not-an-id')).expectStatus(400);
  });
});

describe('the dashboard’s figures', () => {
  it('count the confirmed and completed sessions (never a cancelled one) and the completed ones, and add what was paid less what was refunded', async () => {
    clock.set(start);
    const counsellor = await approvedCounsellor(app, admin);
    const student: Signed = await app.signUp('student');
    const stats = () => counsellor.get(statsPath(counsellor.userId)).expectStatus(200).json<CounsellorStats>();
    expect(await stats()).toEqual({ totalSessions: 0, completedSessions: 0, totalEarnings: 0, rating: null, ratingCount: 0 });

    const kept = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-25' });
    await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-28' });
    const refunded = await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-30' });
    await student.post(`/api/bookings/${refunded.id}/cancel`, {}).expectStatus(200);
    expect(await stats()).toEqual({ totalSessions: 2, completedSessions: 0, totalEarnings: 3998, rating: null, ratingCount: 0 });

    // Cancelled within 24 hours: not refunded, so still earned, but no longer a session.
    clock.set(new Date(Date.parse('2026-11-28T04:30:00Z') - 2 * 3_600_000));
    await app.runDueJobs();
    await student.post('/api/login', { email: student.email, password: 'secret-123' }).expectStatus(200);
    await counsellor.post('/api/login', { email: counsellor.email, password: 'secret-123' }).expectStatus(200);
    const late = (await page(counsellor, counsellor.userId, '?view=upcoming')).bookings[0];
    await student.post(`/api/bookings/${late?.id}/cancel`, {}).expectStatus(200);
    expect(await stats()).toEqual({ totalSessions: 1, completedSessions: 1, totalEarnings: 3998, rating: null, ratingCount: 0 });
    expect((await page(counsellor, counsellor.userId, '?view=past')).bookings.find((b) => b.id === kept.id)?.status).toBe('completed');
  });
});
