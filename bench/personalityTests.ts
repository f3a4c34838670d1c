// The assessment loop's two figures: (a) comprehensive PDF reports rendered 8 at a time through the worker pool the app
// uses (every render cold: each has its own key), with this process's event-loop delay measured meanwhile; (b)
// GET /api/counsellor/personality-tests for a counsellor with 5,000 completed tests, under 32 connections.
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import knex from 'knex';
import { testTypes, type TestType } from '@margdarshak/contracts/assessments/tests';
import { bookingsProjection, bookingsTable } from '@margdarshak/projections/bookings/bookingsProjection';
import { personalityTestsProjection, personalityTestsTable } from '@margdarshak/projections/assessments/personalityTestsProjection';
import { createPdfRenderer, sampleReportInputs, sampleResults } from '@margdarshak/backend/modules/reports/index';
import { load } from './load';
import { nth } from './nth';
import { row, type BenchRow } from './results';

const concurrent = 8;
const rounds = 12;
const records = 5_000;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? 0;

async function benchConcurrentRenders(): Promise<BenchRow[]> {
  const renderer = createPdfRenderer();
  const input = sampleReportInputs().comprehensive;
  try {
    // Warm both threads (modules, fonts, compiled code) as a running app's pool is after its first reports.
    for (let round = 0; round < 3; round++) await Promise.all(Array.from({ length: concurrent }, (_, i) => renderer.render(`warm-${round}-${i}`, input)));
    const latencies: number[] = [];
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    for (let round = 0; round < rounds; round++) {
      const times = await Promise.all(
        Array.from({ length: concurrent }, async (_, i) => {
          const started = performance.now();
          await renderer.render(`${round}-${i}`, input);
          return performance.now() - started;
        }),
      );
      latencies.push(...times);
    }
    delay.disable();
    return [
      ...row({
        name: `comprehensive PDF report, ${concurrent} concurrent renders in the worker pool, p99`,
        value: percentile(latencies, 99),
        unit: 'ms',
        target: 300,
        better: 'lower',
        baseline: null,
      }),
      ...row({ name: `event-loop delay p99 during ${concurrent} concurrent renders`, value: delay.percentile(99) / 1e6, unit: 'ms', target: 50, better: 'lower', baseline: null }),
    ];
  } finally {
    await renderer.close();
  }
}

/** 5,000 completed tests over bookings of all three packages, written straight into the read models. */
async function insertResults(databaseUrl: string, counsellorId: string): Promise<void> {
  const db = knex({ client: 'pg', connection: databaseUrl });
  const results = sampleResults();
  const data: Record<TestType, unknown> = { riasec: results.riasec, bigfive: results.bigfive, multiple_intelligences: results.multipleIntelligences };
  const packages = [
    { type: 'basic' as const, tests: ['riasec' as const] },
    { type: 'advanced' as const, tests: ['riasec' as const, 'multiple_intelligences' as const] },
    { type: 'comprehensive' as const, tests: [...testTypes] },
  ];
  const bookings: Record<string, unknown>[] = [];
  const tests: Record<string, unknown>[] = [];
  for (let i = 0; tests.length < records; i++) {
    const pkg = nth(packages, i);
    const id = randomUUID();
    const studentId = randomUUID();
    const startsAt = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
    bookings.push(
      bookingsProjection.toRecord({
        id,
        studentId,
        counsellorId,
        packageId: randomUUID(),
        packageName: pkg.type.charAt(0).toUpperCase() + pkg.type.slice(1),
        packageType: pkg.type,
        date: startsAt.slice(0, 10),
        slot: '10:00 AM',
        startsAt,
        status: 'completed',
        pricePaise: 199_900,
        discountPaise: 0,
        amountPaise: 199_900,
        couponCode: null,
        orderId: `order_bench_${i}`,
        paymentId: `pay_bench_${i}`,
        refundDue: false,
        refundId: null,
        holdUntil: startsAt,
        cancelledBy: null,
        cancelReason: null,
        cancelNote: null,
        createdAt: startsAt,
      }),
    );
    for (const testType of pkg.tests.slice(0, records - tests.length)) {
      tests.push(
        personalityTestsProjection.toRecord({
          id: randomUUID(),
          bookingId: id,
          testType,
          studentId,
          counsellorId,
          status: 'completed',
          answers: {},
          answered: 0,
          startedAt: startsAt,
          completedAt: startsAt,
          testData: data[testType] as never,
          scoringVersion: 1,
          viewed: i % 2 === 0,
          reportId: null,
          comprehensiveReportId: null,
          releasedAt: null,
          counsellorNotes: null,
        }),
      );
    }
  }
  for (let i = 0; i < bookings.length; i += 500) await db(bookingsTable).insert(bookings.slice(i, i + 500));
  for (let i = 0; i < tests.length; i += 200)
    await db(personalityTestsTable).insert(tests.slice(i, i + 200).map((t) => ({ ...t, answers: JSON.stringify(t.answers), test_data: JSON.stringify(t.test_data) })));
  await db.destroy();
}

async function benchCounsellorList(appUrl: string, databaseUrl: string): Promise<BenchRow[]> {
  const email = `bench-counsellor-${randomUUID().slice(0, 8)}@example.in`;
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
  await insertResults(databaseUrl, id);

  const url = `${appUrl}/api/counsellor/personality-tests`;
  const first = await fetch(url, { headers: { cookie } });
  const total = Number(first.headers.get('X-Total-Count'));
  const page = (await first.json()) as unknown[];
  if (first.status !== 200 || page.length === 0) throw new Error(`the counsellor's results did not load: ${first.status}`);
  const result = await load(url, { connections: 32, seconds: 5, headers: { cookie } });
  if (result.errors || result.non2xx) throw new Error(`GET /api/counsellor/personality-tests failed under load: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return [
    ...row({
      name: `GET /api/counsellor/personality-tests (first page: ${page.length} records of ${total.toLocaleString('en-IN')} bookings, ${records.toLocaleString('en-IN')} records) requests/s`,
      value: result.requestsPerSecond,
      unit: 'req/s',
      target: null,
      better: 'higher',
      baseline: null,
    }),
    ...row({ name: 'GET /api/counsellor/personality-tests p99 latency', value: result.p99Ms, unit: 'ms', target: 30, better: 'lower', baseline: null }),
  ];
}

export { benchConcurrentRenders, benchCounsellorList };
