// The counsellor's dashboard reads for a counsellor with 5,000 bookings (issue 15), under 32 connections: the first
// page of upcoming sessions (with the students' names, one query for the page) and the four figures (one aggregate over
// the counsellor's bookings). Bookings and student profiles are written straight into the read models.
import { randomUUID } from 'node:crypto';
import knex from 'knex';
import { bookingsProjection, bookingsTable, type BookingRowStatus } from '@margdarshak/projections/bookings/bookingsProjection';
import { studentProfilesProjection, studentProfilesTable } from '@margdarshak/projections/students/studentProfilesProjection';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { noProfileDetails } from '@margdarshak/contracts/api/students';
import { load } from './load';
import { row, type BenchRow } from './results';

const bookings = 5_000;
const students = 800;

/** A third of the sessions still to come, the rest past: completed mostly, some cancelled (half refunded), a few lapsed. */
async function insertBookings(databaseUrl: string, counsellorId: string): Promise<void> {
  const db = knex({ client: 'pg', connection: databaseUrl });
  const studentIds = Array.from({ length: students }, () => randomUUID());
  const profiles = studentIds.map((id, i) =>
    studentProfilesProjection.toRecord({
      id,
      email: `student${i}@example.in`,
      name: i % 4 === 0 ? null : `Student ${i}`,
      mobile: null,
      ...noProfileDetails(),
      photoFileId: null,
      updatedAt: null,
    }),
  );
  const now = Date.now();
  const records = Array.from({ length: bookings }, (_, i) => {
    const upcoming = i % 3 === 0;
    const startsAt = new Date(now + (upcoming ? 1 : -1) * (i + 2) * 3_600_000);
    const status: BookingRowStatus = upcoming ? (i % 50 === 0 ? 'pending' : 'confirmed') : i % 10 === 1 ? 'cancelled' : i % 25 === 2 ? 'expired' : 'completed';
    const discountPaise = i % 7 === 0 ? 10_000 : 0;
    return bookingsProjection.toRecord({
      id: randomUUID(),
      studentId: studentIds[i % students] ?? '',
      counsellorId,
      packageId: randomUUID(),
      packageName: 'Advanced',
      packageType: 'advanced',
      date: istDate(startsAt),
      slot: '10:00 AM',
      startsAt: startsAt.toISOString(),
      status,
      pricePaise: 199_900,
      discountPaise,
      amountPaise: 199_900 - discountPaise,
      couponCode: discountPaise ? 'SAVE100' : null,
      orderId: `order_dash_${i}`,
      paymentId: status === 'expired' || status === 'pending' ? null : `pay_dash_${i}`,
      refundDue: status === 'cancelled' && i % 20 === 1,
      refundId: null,
      holdUntil: startsAt.toISOString(),
      cancelledBy: null,
      cancelReason: null,
      cancelNote: null,
      createdAt: new Date(now - 90 * 86_400_000).toISOString(),
    });
  });
  for (let i = 0; i < profiles.length; i += 500) await db(studentProfilesTable).insert(profiles.slice(i, i + 500).map((p) => ({ ...p, academics: JSON.stringify(p.academics) })));
  for (let i = 0; i < records.length; i += 500) await db(bookingsTable).insert(records.slice(i, i + 500));
  await db.destroy();
}

export async function benchCounsellorDashboard(appUrl: string, databaseUrl: string): Promise<BenchRow[]> {
  const email = `bench-dashboard-${randomUUID().slice(0, 8)}@example.in`;
  const registered = await fetch(`${appUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email, password: 'bench-secret-42', role: 'counsellor' }),
  });
  if (registered.status !== 201) throw new Error(`registering the bench counsellor failed: ${registered.status} ${await registered.text()}`);
  const { id } = (await registered.json()) as { id: string };
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await insertBookings(databaseUrl, id);

  const reads = [
    { name: 'GET /api/counsellors/{id}/bookings?view=upcoming (first page of 20)', url: `${appUrl}/api/counsellors/${id}/bookings?view=upcoming` },
    { name: 'GET /api/counsellors/{id}/stats', url: `${appUrl}/api/counsellors/${id}/stats` },
  ];
  const rows: BenchRow[] = [];
  for (const read of reads) {
    const first = await fetch(read.url, { headers: { cookie } });
    if (first.status !== 200) throw new Error(`${read.name} did not load: ${first.status} ${await first.text()}`);
    const result = await load(read.url, { connections: 32, seconds: 5, headers: { cookie } });
    if (result.errors || result.non2xx) throw new Error(`${read.name} failed under load: ${result.errors} errors, ${result.non2xx} non-2xx`);
    rows.push(
      ...row({ name: `${read.name}, ${bookings.toLocaleString('en-IN')} bookings, requests/s`, value: result.requestsPerSecond, unit: 'req/s', target: null, better: 'higher', baseline: null }),
      ...row({ name: `${read.name} p99 latency at 32 connections`, value: result.p99Ms, unit: 'ms', target: 30, better: 'lower', baseline: null }),
    );
  }
  return rows;
}
