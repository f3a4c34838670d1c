// The back office's students and bookings over HTTP, read by ra-data-simple-rest itself (the client the back office
// uses): sort, range, filter and getMany; admins only. An admin's cancellation refunds in full and keeps its reason; a
// student's account deleted cancels and refunds their sessions to come through the processor.
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBooking, AdminUser } from '@margdarshak/contracts/api/admin';
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { fixedClock } from '../../platform/clock';
import type { HttpClient } from '../../testing/httpClient';
import { approvedCounsellor, createPackage, paidBooking } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { present } from '../../testing/present';

const clock = fixedClock(new Date('2026-11-02T06:00:00Z'));
let app: TestApp;
let admin: HttpClient;
let asAdmin: ReturnType<typeof simpleRestProvider>;

/** ra-data-simple-rest over the test server, carrying the admin's session cookie as the browser would. */
const provider = (client: HttpClient) =>
  simpleRestProvider(`${client.baseUrl}/api/admin`, (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Cookie', client.cookieHeader());
    return fetchUtils.fetchJson(url, { ...options, headers });
  });

const student = async (name: string) => {
  const client = await app.signUp('student', `${name.toLowerCase().replace(/\s+/g, '.')}-${Date.now()}@example.in`);
  await client.put(`/api/students/${client.userId}/profile`, { name, mobile: '9876543210', age: 16, academics: [] }).expectStatus(200);
  return client;
};

let counsellorId: string;
let basicId: string;
let asha: Awaited<ReturnType<typeof student>>;
let ravi: Awaited<ReturnType<typeof student>>;
const bookings: { id: string; studentId: string; date: string }[] = [];

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  asAdmin = provider(admin);
  basicId = (await createPackage(admin, 'basic', 999)).id;
  counsellorId = (await approvedCounsellor(app, admin, { basic: true })).userId;
  asha = await student('Asha Verma');
  ravi = await student('Ravi Kulkarni');
  for (const [client, date] of [
    [asha, '2026-11-05'],
    [ravi, '2026-11-06'],
    [asha, '2026-11-07'],
  ] as const) {
    const { id } = await paidBooking(client, { counsellorId, packageId: basicId, price: 999, date });
    bookings.push({ id, studentId: client.userId, date });
  }
});
afterAll(async () => app?.stop());

describe('who may read the back office lists', () => {
  it('answers admins only', async () => {
    const someStudent = await app.signUp('student');
    const someCounsellor = await app.signUp('counsellor');
    for (const path of ['/api/admin/users', '/api/admin/bookings', `/api/admin/users/${asha.userId}`, `/api/admin/bookings/${present(bookings[0], 'bookings[0]').id}`]) {
      for (const [who, client, status] of [
        ['signed out', app.client(), 401],
        ['a student', someStudent, 403],
        ['a counsellor', someCounsellor, 403],
        ['an admin', admin, 200],
      ] as const) {
        expect((await client.get(path)).status, `${who} on ${path}`).toBe(status);
      }
    }
  });

  it('refuses bad sorts, filters and ranges with the field named, an id that cannot be one with 400 and unknown ids with 404', async () => {
    const bad = await admin
      .get(`/api/admin/bookings?sort=${encodeURIComponent('["price","ASC"]')}`)
      .expectStatus(400)
      .json<{ details?: { path: string }[] }>();
    expect(JSON.stringify(bad)).toContain('sort');
    await admin.get(`/api/admin/bookings?filter=${encodeURIComponent('{"status":"lost"}')}`).expectStatus(400);
    await admin.get(`/api/admin/users?range=${encodeURIComponent('[5,1]')}`).expectStatus(400);
    await admin.get('/api/admin/bookings/00000000-0000-4000-8000-000000000000').expectStatus(404);
    await admin.get('/api/admin/users/not-an-id').expectStatus(400);
    // A counsellor is not a user of this list.
    await admin.get(`/api/admin/users/${counsellorId}`).expectStatus(404);
  });
});

describe('the Users list, through ra-data-simple-rest', () => {
  it('lists students only, sorted, paged, searched and fetched by ids', async () => {
    const all = await asAdmin.getList<AdminUser>('users', { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'ASC' }, filter: {} });
    expect(all.data.every((u) => u.role === 'student')).toBe(true);
    expect(all.data.map((u) => u.id)).not.toContain(counsellorId);
    expect(all.total).toBe(all.data.length);

    for (const field of ['name', 'email', 'createdAt'] as const) {
      for (const order of ['ASC', 'DESC'] as const) {
        const { data } = await asAdmin.getList<AdminUser>('users', { pagination: { page: 1, perPage: 100 }, sort: { field, order }, filter: {} });
        const values = data.map((u) => (field === 'createdAt' ? u.createdAt : u[field].toLowerCase()));
        const sorted = [...values].sort((a, b) => (order === 'ASC' ? a.localeCompare(b) : b.localeCompare(a)));
        expect(values, `${field} ${order}`).toEqual(sorted);
      }
    }

    const page = await asAdmin.getList<AdminUser>('users', { pagination: { page: 2, perPage: 1 }, sort: { field: 'createdAt', order: 'ASC' }, filter: {} });
    expect(page.data).toEqual([all.data[1]]);
    expect(page.total).toBe(all.total);

    const found = await asAdmin.getList<AdminUser>('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'asha ver' } });
    expect(found.data.map((u) => u.id)).toEqual([asha.userId]);
    expect(found.data[0]).toMatchObject({ name: 'Asha Verma', profileComplete: true, accountType: 'email', profile: { name: 'Asha Verma' } });
    const byEmail = await asAdmin.getList<AdminUser>('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { q: ravi.email.slice(0, 10) } });
    expect(byEmail.data.map((u) => u.id)).toEqual([ravi.userId]);
    // A wildcard typed in the box is a character, not a pattern.
    expect((await asAdmin.getList<AdminUser>('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { q: '%' } })).total).toBe(0);

    const many = await asAdmin.getMany<AdminUser>('users', { ids: [asha.userId, ravi.userId] });
    expect(many.data.map((u) => u.id).sort()).toEqual([asha.userId, ravi.userId].sort());
    expect((await asAdmin.getOne<AdminUser>('users', { id: ravi.userId })).data.name).toBe('Ravi Kulkarni');
  });
});

describe('the Bookings list, through ra-data-simple-rest', () => {
  it('sorts, pages, filters by status and searches by student, counsellor or booking id', async () => {
    const list = (params: { sort?: { field: string; order: 'ASC' | 'DESC' }; filter?: object; page?: number; perPage?: number }) =>
      asAdmin.getList<AdminBooking>('bookings', {
        pagination: { page: params.page ?? 1, perPage: params.perPage ?? 100 },
        sort: params.sort ?? { field: 'bookingDate', order: 'ASC' },
        filter: params.filter ?? {},
      });

    const all = await list({ sort: { field: 'sessionDate', order: 'ASC' } });
    expect(all.total).toBe(3);
    expect(all.data.map((b) => b.id)).toEqual(bookings.map((b) => b.id));
    expect(all.data[0]).toMatchObject({
      studentName: 'Asha Verma',
      studentEmail: asha.email,
      counsellorId,
      packageId: basicId,
      status: 'confirmed',
      amount: 999,
      unpaid: null,
      refund: null,
      cancellation: null,
    });

    for (const [field, key] of [
      ['sessionDate', 'sessionDate'],
      ['bookingDate', 'bookingDate'],
      ['amount', 'amount'],
      ['status', 'status'],
    ] as const) {
      for (const order of ['ASC', 'DESC'] as const) {
        const values = (await list({ sort: { field, order } })).data.map((b) => String(b[key]));
        const sorted = [...values].sort((a, b) => (order === 'ASC' ? a.localeCompare(b, 'en', { numeric: true }) : b.localeCompare(a, 'en', { numeric: true })));
        expect(values, `${field} ${order}`).toEqual(sorted);
      }
    }
    const second = await list({ sort: { field: 'sessionDate', order: 'DESC' }, page: 2, perPage: 1 });
    expect(second.data.map((b) => b.id)).toEqual([present(bookings[1], 'bookings[1]').id]);
    expect(second.total).toBe(3);

    expect((await list({ filter: { q: 'kulkarni' } })).data.map((b) => b.id)).toEqual([present(bookings[1], 'bookings[1]').id]);
    expect((await list({ filter: { q: asha.email } })).total).toBe(2);
    expect((await list({ filter: { q: present(bookings[2], 'bookings[2]').id.slice(0, 8) } })).data.map((b) => b.id)).toContain(present(bookings[2], 'bookings[2]').id);
    expect((await list({ filter: { q: present(bookings[2], 'bookings[2]').id } })).data.map((b) => b.id)).toEqual([present(bookings[2], 'bookings[2]').id]);
    expect((await list({ filter: { status: 'completed' } })).total).toBe(0);

    const many = await asAdmin.getMany<AdminBooking>('bookings', { ids: [present(bookings[0], 'bookings[0]').id, present(bookings[2], 'bookings[2]').id] });
    expect(many.data.map((b) => b.id).sort()).toEqual([present(bookings[0], 'bookings[0]').id, present(bookings[2], 'bookings[2]').id].sort());
  });

  it("cancels as an admin within 24 hours, refunding in full and keeping the admin's reason", async () => {
    const booking = present(bookings[0], 'bookings[0]'); // 5 November, 10 AM India
    clock.set(new Date('2026-11-05T02:00:00Z')); // two and a half hours before
    try {
      const fresh = await app.admin();
      await fresh.post(`/api/bookings/${booking.id}/cancel`, { reason: 'Counsellor unwell' }).expectStatus(200);
      const cancelled = (await provider(fresh).getOne<AdminBooking>('bookings', { id: booking.id })).data;
      expect(cancelled).toMatchObject({ status: 'cancelled', cancellation: { by: 'admin', reason: 'requested', note: 'Counsellor unwell' }, refund: { amount: 999, status: 'issued' } });
      const events = await app.deps.eventStore.readStream(`booking-${booking.id}`);
      const event = events.find((e) => e.type === 'BookingCancelled');
      expect(bookingEvents.BookingCancelled.schema.parse(event?.data)).toMatchObject({ by: 'admin', refundDue: true, note: 'Counsellor unwell' });
      expect(events.some((e) => e.type === 'RefundIssued')).toBe(true);
      const cancelledList = await provider(fresh).getList<AdminBooking>('bookings', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'bookingDate', order: 'ASC' },
        filter: { status: 'cancelled' },
      });
      expect(cancelledList.data.map((b) => b.id)).toEqual([booking.id]);
      expect(cancelledList.total).toBe(1);
    } finally {
      clock.set(new Date('2026-11-02T06:00:00Z'));
    }
  });

  it("keeps no note from a student's own cancellation", async () => {
    const mine = await student('Meera Iyer');
    const { id } = await paidBooking(mine, { counsellorId, packageId: basicId, price: 999, date: '2026-11-09' });
    await mine.post(`/api/bookings/${id}/cancel`, { reason: 'typed by a student' }).expectStatus(200);
    const event = (await app.deps.eventStore.readStream(`booking-${id}`)).find((e) => e.type === 'BookingCancelled');
    expect(bookingEvents.BookingCancelled.schema.parse(event?.data).note).toBeUndefined();
  });

  it("cancels and refunds a deleted student's sessions to come, and names them as erased", async () => {
    const leaving = await student('Kabir Shah');
    const { id } = await paidBooking(leaving, { counsellorId, packageId: basicId, price: 999, date: '2026-11-12' });
    await admin.delete(`/api/admin/users/${leaving.userId}`).expectStatus(200);
    await app.runDueJobs();
    const events = await app.deps.eventStore.readStream(`booking-${id}`);
    expect(bookingEvents.BookingCancelled.schema.parse(events.find((e) => e.type === 'BookingCancelled')?.data)).toMatchObject({ by: 'system', reason: 'student_removed', refundDue: true });
    expect(events.some((e) => e.type === 'RefundIssued')).toBe(true);
    const shown = (await asAdmin.getOne<AdminBooking>('bookings', { id })).data;
    expect(shown).toMatchObject({ studentName: 'Erased student', studentEmail: null, status: 'cancelled', refund: { status: 'issued' } });
    await admin.get(`/api/admin/users/${leaving.userId}`).expectStatus(404);
  });
});
