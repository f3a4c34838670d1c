// The back office's overview over HTTP: for admins only, and its figures add up against what was done through the
// product itself: students and counsellors signed up (one deleted of each), bookings paid, one completed when its session
// ended, one cancelled and refunded; the month changing moves this month's revenue, not the total; a rebuild agrees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_STATS_MONTHS, type AdminStats, type AdminStatsMonth } from '@margdarshak/contracts/api/admin';
import { bookingCountsByStatus } from '@margdarshak/projections/adminStats/adminStatsQueries';
import { fixedClock } from '../../platform/clock';
import { approvedCounsellor, createPackage, paidBooking, submittedCounsellor } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/testApp';

const clock = fixedClock(new Date('2026-11-02T06:00:00Z'));
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => app?.stop());

const paths = ['/api/admin/stats', '/api/admin/stats/months'];

describe('the admin overview', () => {
  it('is for admins only, and never kept by the browser', async () => {
    const student = await app.signUp('student');
    const counsellor = await app.signUp('counsellor');
    const admin = await app.admin();
    for (const path of paths) {
      for (const [who, client, status] of [
        ['signed out', app.client(), 401],
        ['a student', student, 403],
        ['a counsellor', counsellor, 403],
        ['an admin', admin, 200],
      ] as const) {
        const response = await client.get(path);
        expect(response.status, `${who} on ${path}`).toBe(status);
        expect(response.headers.get('cache-control'), `${who} on ${path}`).toBe('no-store');
      }
    }
  });

  it('adds up against students, counsellors and bookings made through the product', async () => {
    let admin = await app.admin();
    // What the log holds already (the previous test's sign-ups) is the starting point.
    const before = await admin.get('/api/admin/stats').expectStatus(200).json<AdminStats>();
    const basic = await createPackage(admin, 'basic', 999);
    const advanced = await createPackage(admin, 'advanced', 1999);
    const counsellor = await approvedCounsellor(app, admin, { basic: true, advanced: true });
    await submittedCounsellor(app);
    const leaving = await submittedCounsellor(app);
    const [first, second, leavingStudent] = [await app.signUp('student'), await app.signUp('student'), await app.signUp('student')];

    await paidBooking(first, { counsellorId: counsellor.userId, packageId: basic.id, price: 999, date: '2026-11-05' });
    await paidBooking(second, { counsellorId: counsellor.userId, packageId: advanced.id, price: 1999, date: '2026-11-06' });
    const cancelled = await paidBooking(first, { counsellorId: counsellor.userId, packageId: basic.id, price: 999, date: '2026-11-10' });
    await first.post(`/api/bookings/${cancelled.id}/cancel`, {}).expectStatus(200);
    await admin.delete(`/api/admin/users/${leaving.userId}`).expectStatus(200);
    await admin.delete(`/api/admin/users/${leavingStudent.userId}`).expectStatus(200);
    // The first session (5 November, 10 AM India) has ended: it completes; the refund has been issued meanwhile.
    clock.set(new Date('2026-11-05T06:00:00Z'));
    await app.runDueJobs();

    const novemberRevenue = 999 + 1999 + 999 - 999;
    const expected: AdminStats = {
      userCount: before.userCount + 2,
      counsellorCount: before.counsellorCount + 2,
      pendingCounsellorsCount: before.pendingCounsellorsCount + 1,
      bookingsCount: 3,
      completedBookingsCount: 1,
      totalRevenue: novemberRevenue,
      monthlyRevenue: novemberRevenue,
    };
    admin = await app.admin();
    const stats = await admin.get('/api/admin/stats').expectStatus(200).json<AdminStats>();
    expect(stats).toEqual(expected);
    expect(Object.keys(stats).sort()).toEqual(['bookingsCount', 'completedBookingsCount', 'counsellorCount', 'monthlyRevenue', 'pendingCounsellorsCount', 'totalRevenue', 'userCount']);
    expect(await bookingCountsByStatus(app.deps.db)).toEqual({ pending: 0, confirmed: 1, completed: 1, cancelled: 1 });

    const months = await admin.get('/api/admin/stats/months').expectStatus(200).json<AdminStatsMonth[]>();
    expect(months).toHaveLength(ADMIN_STATS_MONTHS);
    expect(months[0]?.month).toBe('2025-12');
    expect(months.at(-1)).toEqual({ month: '2026-11', captured: 999 + 1999 + 999, refunded: 999, revenue: novemberRevenue, bookings: 3 });
    expect(months.slice(0, -1).every((m) => m.captured === 0 && m.refunded === 0 && m.revenue === 0 && m.bookings === 0)).toBe(true);

    // December in India (05:30 on the 1st): the second session has completed too; no money moved this month, so the
    // total stands and this month's revenue is nil; the chart moves on by one.
    clock.set(new Date('2026-12-01T00:00:00Z'));
    await app.runDueJobs();
    admin = await app.admin();
    const inDecember = { ...expected, completedBookingsCount: 2, monthlyRevenue: 0 };
    expect(await admin.get('/api/admin/stats').expectStatus(200).json<AdminStats>()).toEqual(inDecember);
    expect(await bookingCountsByStatus(app.deps.db)).toEqual({ pending: 0, confirmed: 0, completed: 2, cancelled: 1 });
    const december = await admin.get('/api/admin/stats/months').expectStatus(200).json<AdminStatsMonth[]>();
    expect(december.map((m) => m.month).slice(-2)).toEqual(['2026-11', '2026-12']);
    expect(december.at(-2)).toEqual(months.at(-1));

    await app.rebuildReadModels();
    admin = await app.admin();
    expect(await admin.get('/api/admin/stats').expectStatus(200).json<AdminStats>()).toEqual(inDecember);
    expect(await admin.get('/api/admin/stats/months').expectStatus(200).json<AdminStatsMonth[]>()).toEqual(december);
  });
});
