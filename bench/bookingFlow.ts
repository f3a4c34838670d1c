// Confirmed bookings per second end to end (create-order, the local checkout's approval, verify, then the booking seen
// in the student's list) with 16 students at once, against bare single-event appends from 16 writers in the same run;
// and, under that load, how long after an event is appended every read model has applied the log up to it, and how fast
// the invoices processor issues each confirmed booking's invoice or receipt (issue 31: no slower than the bookings).
import knex from 'knex';
import { addDays, daySlots, defaultWeeklyHours, istDate } from '@margdarshak/contracts/schedule/slots';
import type { LogPosition } from '@margdarshak/contracts/log';
import type { WaitOptions } from '@margdarshak/projections/readModelProgress';
import { createPostgresEventStore } from '../backend/src/platform/eventStore/postgres/postgresEventStore';
import { insertBenchCounsellors } from './benchCounsellors';
import { row, type BenchRow } from './results';

const students = 16;
const seconds = 5;

class Browser {
  private cookie = '';
  constructor(private readonly base: string) {}
  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(this.base + path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(this.cookie ? { Cookie: this.cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .filter(Boolean);
    if (set.length) this.cookie = set.join('; ');
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
}

async function forDuration(workers: number, step: (worker: number, i: number) => Promise<void>): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; performance.now() < deadline; i++) {
        await step(w, i);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** The running product's own view of the log and its read models (the bench runs it in this process). */
export interface ProductInternals {
  headPosition(): Promise<LogPosition | undefined>;
  waitFor(position: LogPosition, options?: WaitOptions): Promise<boolean>;
}

/**
 * Every 25 ms while `running`, the head of the log is noted and the time until every read model has applied the log up
 * to it is measured (a strict wait: failing or lagging ones included). Answers the lags in milliseconds.
 */
async function sampleProjectionLag(product: ProductInternals, running: () => boolean): Promise<number[]> {
  const lags: Promise<number>[] = [];
  while (running()) {
    const head = await product.headPosition();
    const noted = performance.now();
    if (head) lags.push(product.waitFor(head, { strict: true, timeoutMs: 30_000 }).then(() => performance.now() - noted));
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Promise.all(lags);
}

/**
 * 16 students of `appUrl`, each with a counsellor of their own (written into `databaseUrl`'s read model), ready to book
 * the basic package: the answer runs the load and gives the confirmed bookings per second and how many were confirmed.
 * A multi-process bench (multiProcessBookings.ts) runs the same load against a front door.
 */
export async function prepareBookingLoad(appUrl: string, databaseUrl: string): Promise<() => Promise<{ bookingsPerSecond: number; confirmed: number }>> {
  const db = knex({ client: 'pg', connection: databaseUrl });
  // One counsellor per student, each offering the basic package (every even index does), so no two students collide.
  const counsellorIds = (await insertBenchCounsellors(db, students * 2)).filter((_, i) => i % 2 === 0);
  await db.destroy();
  const packages = (await (await fetch(`${appUrl}/api/packages`)).json()) as { id: string; type: string; price: number }[];
  const basic = packages.find((p) => p.type === 'basic');
  if (!basic) throw new Error('no basic package seeded');

  const browsers = await Promise.all(
    Array.from({ length: students }, async (_, s) => {
      const browser = new Browser(appUrl);
      const user = await browser.call<{ id: string }>('POST', '/api/register', {
        email: `bench.student${s}.${Date.now()}@example.in`,
        password: 'bench-secret-1',
        role: 'student',
        dateOfBirth: '2000-01-15',
      });
      return { browser, userId: user.id };
    }),
  );
  const today = istDate(new Date());
  const slots = daySlots(defaultWeeklyHours, [], today);
  const choiceFor = (s: number, i: number) => ({
    counsellorId: counsellorIds[s] ?? '',
    studentId: browsers[s]?.userId ?? '',
    packageId: basic.id,
    sessionDate: addDays(today, 2 + Math.floor(i / slots.length)),
    timeSlot: slots[i % slots.length] ?? '10:00 AM',
  });

  return async () => {
    let listed = 0;
    const bookingsPerSecond = await forDuration(students, async (s, i) => {
      const { browser } = browsers[s] ?? { browser: new Browser(appUrl) };
      const booking = choiceFor(s, i);
      const order = await browser.call<{ id: string; amount: number }>('POST', '/api/payment/create-order', { amount: basic.price * 100, booking });
      const approval = await browser.call<{ razorpay_payment_id: string; razorpay_signature: string }>('POST', '/api/payment/local/approve', { orderId: order.id });
      const confirmed = await browser.call<{ id: string; status: string }>('POST', '/api/payment/verify', {
        paymentId: approval.razorpay_payment_id,
        orderId: order.id,
        signature: approval.razorpay_signature,
        bookingData: booking,
        amount: order.amount,
      });
      const list = await browser.call<{ id: string; status: string }[]>('GET', `/api/students/${booking.studentId}/bookings`);
      if (!list.some((b) => b.id === confirmed.id && b.status === 'confirmed')) throw new Error('confirmed booking missing from the student list');
      listed++;
    });
    return { bookingsPerSecond, confirmed: listed };
  };
}

export async function benchBookingFlow(appUrl: string, databaseUrl: string, product: ProductInternals): Promise<BenchRow[]> {
  const load = await prepareBookingLoad(appUrl, databaseUrl);
  let loading = true;
  const loadStarted = Date.now();
  const lagging = sampleProjectionLag(product, () => loading);
  const { bookingsPerSecond, confirmed: confirmedCount } = await load();
  loading = false;
  const invoicesPerSecond = await invoiceRate(databaseUrl, confirmedCount, loadStarted);
  const lags = (await lagging).sort((a, b) => a - b);
  const p99 = lags[Math.min(lags.length - 1, Math.floor(lags.length * 0.99))] ?? Number.NaN;

  const store = createPostgresEventStore({ connectionString: databaseUrl });
  const metadata = { at: new Date().toISOString(), role: 'system' as const };
  const appendsPerSecond = await forDuration(students, async (w, i) => {
    await store.appendToStream(`benchflow-${w}-${i}-${Date.now()}`, [{ type: 'BenchEvent', data: { w, i }, metadata }], { expectedRevision: 'no_stream' });
  });
  await store.close();

  return [
    ...row({
      name: `confirmed bookings/s end to end (${students} students; order, pay, verify, listed)`,
      value: bookingsPerSecond,
      unit: 'bookings/s',
      target: null,
      better: 'higher',
      baseline: appendsPerSecond,
    }),
    ...row({ name: `projection lag p99 under the bookings load (${lags.length} samples)`, value: p99, unit: 'ms', target: 250, better: 'lower', baseline: null }),
    ...row({
      name: `invoices issued/s under the bookings load (${confirmedCount} confirmed bookings; baseline the bookings/s)`,
      value: invoicesPerSecond,
      unit: 'invoices/s',
      target: null,
      better: 'higher',
      baseline: bookingsPerSecond,
      ratioTarget: 1,
    }),
  ];
}

/**
 * Every confirmed booking's invoice (or receipt) over the time from the load's start to the last one issued: the
 * processor issues them in the background, so a processor slower than the bookings ends later and shows a lower rate.
 */
async function invoiceRate(databaseUrl: string, expected: number, startedAt: number): Promise<number> {
  const db = knex({ client: 'pg', connection: databaseUrl });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const [issued] = await db('events')
        .whereIn('type', ['TaxInvoiceIssued', 'ReceiptIssued'])
        .andWhere('created_at', '>=', new Date(startedAt))
        .select(db.raw('count(*)::int as count'), db.raw('max(created_at) as last'));
      const { count, last } = issued as { count: number; last: Date | null };
      if (count >= expected && last) return count / ((last.getTime() - startedAt) / 1000);
      if (Date.now() > deadline) throw new Error(`only ${count} of ${expected} invoices issued two minutes after the bookings`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await db.destroy();
  }
}
