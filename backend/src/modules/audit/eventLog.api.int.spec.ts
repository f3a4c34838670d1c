// The log as the audit serves it: pages in log order with keyset paging whatever the page size and filter (a property),
// the JSON Lines export (every event once, in order, the same events the pages show), and the payments CSV.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, AuditEventsPage } from '@margdarshak/contracts/api/audit';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { formatPosition } from '@margdarshak/contracts/api/audit';
import { fixedClock } from '../../platform/clock';
import { matchesLogFilter } from '../../platform/eventStore/logFilter';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { present } from '../../testing/present';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { couponPaidBooking, couponPaidRescheduledCancelled, type LifecycleBooking } from '../../testing/auditScenario';
import { logFilterOf, type LogFilterQuery } from './eventLog';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let auditor: HttpClient;
let cancelled: LifecycleBooking;
let paid: LifecycleBooking;
let formula: LifecycleBooking;
let log: RecordedEvent[];

async function wholeLog(): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let page = await app.deps.eventStore.readAll({ maxCount: 1000 }); page.length > 0; page = await app.deps.eventStore.readAll({ after: page.at(-1)?.position, maxCount: 1000 }))
    events.push(...page);
  return events;
}

beforeAll(async () => {
  app = await startTestApp({ clock });
  const admin = await app.admin();
  const pkg = await createPackage(admin, 'advanced', 1999);
  const sly = await admin
    .post('/api/admin/packages', {
      name: '=HYPERLINK("http://x.example","y")',
      description: 'A package with a formula for a name',
      price: 999,
      type: 'basic',
      features: ['One session'],
      highlighted: false,
    })
    .expectStatus(201)
    .json<{ id: string }>();
  const counsellor = await approvedCounsellor(app, admin, { advanced: true, basic: true });
  await admin.post('/api/admin/coupons', { code: 'TENOFF', kind: 'percent', value: 10 }).expectStatus(201);
  await admin.post('/api/admin/auditors', { email: 'auditor@example.in', password: 'ledger-check-42' }).expectStatus(201);
  cancelled = await couponPaidRescheduledCancelled(app, { counsellorId: counsellor.userId, packageId: pkg.id, date: '2026-12-02', couponCode: 'TENOFF', amountPaise: 179_910 });
  clock.set(new Date('2026-11-25T20:00:00Z')); // 26 November, 01:30 in India
  paid = await couponPaidBooking(app, { counsellorId: counsellor.userId, packageId: pkg.id, date: '2026-12-04', couponCode: 'TENOFF', amountPaise: 179_910 });
  formula = await couponPaidBooking(app, { counsellorId: counsellor.userId, packageId: sly.id, date: '2026-12-05', couponCode: 'TENOFF', amountPaise: 89_910 });
  await app.runDueJobs();
  auditor = app.client(); // signed in on the last day: a session does not outlive the days the clock moved
  await auditor.post('/api/login', { email: 'auditor@example.in', password: 'ledger-check-42' }).expectStatus(200);
  log = await wholeLog();
});
afterAll(async () => app?.stop());

/** Every page of a query, following `next` as `after` (log order) or as `before` (newest first). */
async function allPages(query: Record<string, string>, limit: number): Promise<AuditEvent[]> {
  const events: AuditEvent[] = [];
  const cursor = query.order === 'newest' ? 'before' : 'after';
  for (let after: string | null = null, pages = 0; ; pages++) {
    const params = new URLSearchParams({ ...query, limit: String(limit), ...(after ? { [cursor]: after } : {}) });
    const page: AuditEventsPage = await auditor.get(`/api/audit/events?${params}`).expectStatus(200).json<AuditEventsPage>();
    expect(page.events.length).toBeLessThanOrEqual(limit);
    events.push(...page.events);
    if (page.next === null) return events;
    expect(page.events.length).toBe(limit); // only a full page says more may follow
    expect(pages).toBeLessThan(1000);
    after = page.next;
  }
}

const expected = (query: LogFilterQuery) => log.filter((event) => matchesLogFilter(event, logFilterOf(query))).map((event) => formatPosition(event.position));

describe('the event browser', () => {
  it('pages any filter completely and in log order, whatever the page size', async () => {
    const someCorrelation = log.find((event) => event.type === 'BookingCancelled')?.metadata.correlationId ?? '';
    const filters: Record<string, string>[] = [
      {},
      { streamPrefix: 'booking-' },
      { streamPrefix: `schedule-` },
      { type: 'PaymentVerified' },
      { actor: 'system' },
      { actor: 'admin' },
      { actor: paid.student.userId },
      { correlationId: someCorrelation },
      { from: '2026-11-26' },
      { to: '2026-11-23' },
      { from: '2026-11-23T06:00:00Z', to: '2026-11-26T01:30:00+05:30', type: 'SlotBooked' },
    ];
    for (const filter of filters) expect(expected(filter).length, JSON.stringify(filter)).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 40 }), fc.constantFrom(...filters), async (limit, filter) => {
        const pages = await allPages(filter, limit);
        expect(pages.map((event) => event.position)).toEqual(expected(filter));
      }),
      { numRuns: 25 },
    );
  });

  it('pages any filter newest first, completely, as the reverse of log order', async () => {
    const filters: Record<string, string>[] = [
      {},
      { type: 'PaymentVerified' },
      { streamPrefix: 'booking-' },
      { actor: 'system' },
      { from: '2026-11-23T06:00:00Z', to: '2026-11-26T01:30:00+05:30', type: 'SlotBooked' },
    ];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 40 }), fc.constantFrom(...filters), async (limit, filter) => {
        const pages = await allPages({ ...filter, order: 'newest' }, limit);
        expect(pages.map((event) => event.position)).toEqual(expected(filter).reverse());
      }),
      { numRuns: 15 },
    );
    const oldest = await auditor.get('/api/audit/events?limit=1').expectStatus(200).json<AuditEventsPage>();
    expect(oldest.events.map((event) => event.position)).toEqual([formatPosition(present(log[0], 'the first event').position)]); // log order stays the default
  });

  it('reads the range between `after` and `before` either way', async () => {
    const [from, to] = [present(log[3], 'a 4th event'), present(log[9], 'a 10th event')];
    const range = `after=${formatPosition(from.position)}&before=${formatPosition(to.position)}`;
    const between = log.slice(4, 9).map((event) => formatPosition(event.position));
    const forwards = await auditor.get(`/api/audit/events?${range}`).expectStatus(200).json<AuditEventsPage>();
    expect(forwards.events.map((event) => event.position)).toEqual(between);
    const backwards = await auditor.get(`/api/audit/events?${range}&order=newest`).expectStatus(200).json<AuditEventsPage>();
    expect(backwards.events.map((event) => event.position)).toEqual([...between].reverse());
  });

  it('lists every event type, and takes a type in any case', async () => {
    const { types } = await auditor.get('/api/audit/event-types').expectStatus(200).json<{ types: string[] }>();
    expect(types).toEqual([...types].sort());
    for (const type of new Set(log.map((event) => event.type))) expect(types).toContain(type);
    expect(types).toEqual(expect.arrayContaining(['UserRegistered', 'RefundIssued', 'StreamHeadsDigested']));
    const lower = await allPages({ type: 'paymentverified' }, 500);
    expect(lower.map((event) => event.position)).toEqual(expected({ type: 'PaymentVerified' }));
    expect(lower.length).toBeGreaterThan(0);
  });

  it('reads dates as India days: from a day on, to a day included', async () => {
    const late = await allPages({ from: '2026-11-26' }, 500);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((event) => event.at.startsWith('2026-11-26T01:30'))).toBe(true);
    const early = await allPages({ to: '2026-11-23' }, 500);
    expect(early.every((event) => event.at.startsWith('2026-11-23'))).toBe(true);
    expect(early.length + late.length).toBe(log.length);
  });

  it('answers 400 for a filter it cannot read', async () => {
    await auditor.get('/api/audit/events?from=yesterday').expectStatus(400);
    await auditor.get('/api/audit/events?from=2026-11-23T10:00:00').expectStatus(400); // an instant needs its offset
    await auditor.get('/api/audit/events?actor=nobody').expectStatus(400);
    await auditor.get('/api/audit/events?limit=501').expectStatus(400);
    await auditor.get('/api/audit/events?after=12').expectStatus(400);
    await auditor.get('/api/audit/events?before=12').expectStatus(400);
    await auditor.get('/api/audit/events?order=backwards').expectStatus(400);
    const unknown = await auditor.get('/api/audit/events?type=PaymentVerifiedd').expectStatus(400).json<{ issues: { path: string }[] }>();
    expect(unknown.issues.map((issue) => issue.path)).toEqual(['type']);
    await auditor.get('/api/audit/export.jsonl?type=NoSuchEvent').expectStatus(400);
  });
});

describe('the JSON Lines export', () => {
  it('streams every event once, in log order, exactly as the pages show them', async () => {
    const response = await auditor.get('/api/audit/export.jsonl').expectStatus(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson');
    const text = await response.text();
    expect(text.endsWith('\n')).toBe(true);
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as AuditEvent);
    expect(lines.map((event) => event.position)).toEqual(log.map((event) => formatPosition(event.position)));
    expect(lines).toEqual(await allPages({}, 500));
  });

  it('takes the same filters', async () => {
    const text = await (await auditor.get(`/api/audit/export.jsonl?streamPrefix=booking-${paid.bookingId}`).expectStatus(200)).text();
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as AuditEvent);
    expect(lines.map((event) => event.position)).toEqual(expected({ streamPrefix: `booking-${paid.bookingId}` }));
    expect(lines.every((event) => event.streamName === `booking-${paid.bookingId}`)).toBe(true);
    // A type no contract defines is refused (400, above), never answered with a silent empty file; one in another case is found.
    const lower = await (await auditor.get('/api/audit/export.jsonl?type=refundissued').expectStatus(200)).text();
    expect(
      lower
        .trimEnd()
        .split('\n')
        .map((line) => (JSON.parse(line) as AuditEvent).position),
    ).toEqual(expected({ type: 'RefundIssued' }));
  });
});

describe('the payments CSV', () => {
  it('has one line per ledger row in the range, a refund on the day it was issued, formula-safe', async () => {
    const response = await auditor.get('/api/audit/payments.csv?from=2026-11-23&to=2026-11-26').expectStatus(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="margdarshak-payments-2026-11-23-to-2026-11-26.csv"');
    const lines = (await response.text()).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('Date (IST),Booking ID,Order ID,Payment ID,Student ID,Package,Coupon,Amount (INR),Refund (INR),Net (INR),Entry,Refund ID,Event ID');
    const eventOf = (b: LifecycleBooking, type: string) =>
      present(
        log.find((e) => e.type === type && e.streamName === `booking-${b.bookingId}`),
        `the ${type} of booking ${b.bookingId}`,
      );
    const packageOf = (b: LifecycleBooking) => (eventOf(b, 'BookingRequested').data as { packageName: string }).packageName;
    const refund = eventOf(cancelled, 'RefundIssued');
    const refundId = (refund.data as { refundId: string }).refundId;
    expect(lines.slice(1, -1)).toEqual([
      `2026-11-23,${cancelled.bookingId},${cancelled.orderId},${cancelled.paymentId},${cancelled.student.userId},${packageOf(cancelled)},TENOFF,1799.10,0.00,1799.10,payment,,${eventOf(cancelled, 'PaymentVerified').id}`,
      `2026-11-23,${cancelled.bookingId},${cancelled.orderId},${cancelled.paymentId},${cancelled.student.userId},${packageOf(cancelled)},TENOFF,0.00,1799.10,-1799.10,refund,${refundId},${refund.id}`,
      `2026-11-26,${paid.bookingId},${paid.orderId},${paid.paymentId},${paid.student.userId},${packageOf(paid)},TENOFF,1799.10,0.00,1799.10,payment,,${eventOf(paid, 'PaymentVerified').id}`,
      `2026-11-26,${formula.bookingId},${formula.orderId},${formula.paymentId},${formula.student.userId},"'=HYPERLINK(""http://x.example"",""y"")",TENOFF,899.10,0.00,899.10,payment,,${eventOf(formula, 'PaymentVerified').id}`,
    ]);
    const firstDay = (await (await auditor.get('/api/audit/payments.csv?from=2026-11-23&to=2026-11-25').expectStatus(200)).text()).split('\r\n');
    expect(firstDay).toHaveLength(4);
    await auditor.get('/api/audit/payments.csv?from=2026-11-26&to=2026-11-23').expectStatus(400);
    await auditor.get('/api/audit/payments.csv?from=2025-01-01&to=2026-11-23').expectStatus(400);
  });
});
