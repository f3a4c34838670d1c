// The audit's inputs bounded to what its code handles (issue 27, item 1): a far-future reconciliation had blocked the
// event loop for about 100 s and then died out of memory (a day loop that never ends past 9999), and a log position
// beyond PostgreSQL's bigint answered 500. Both now answer 400 at once, naming the field; ranges have a longest span.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RANGE_MAX_DAYS } from '@margdarshak/contracts/api/audit';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
});
afterAll(async () => app?.stop());

async function refused(path: string) {
  const response = await admin.get(path);
  const body = (await response.json()) as { issues?: { path: string; message: string }[] };
  return { status: response.status, issues: body.issues ?? [] };
}

/** Times the health probe, sent while `request` is on its way. */
async function whileProbing<T>(request: Promise<T>) {
  const started = performance.now();
  const [answer, live] = await Promise.all([
    request,
    app
      .client()
      .get('/api/health/live')
      .then((response) => ({ status: response.status, ms: performance.now() - started })),
  ]);
  return { answer, live };
}

const years = 'Use a date between 2000 and 2100';

describe('far-future dates', () => {
  it('answers a reconciliation in year 9999 with 400 at once, while /api/health/live answers within a second', async () => {
    const { answer, live } = await whileProbing(refused('/api/audit/reconciliation?from=9999-12-31&to=9999-12-31'));
    expect(answer).toEqual({
      status: 400,
      issues: [
        { path: 'from', message: years },
        { path: 'to', message: years },
      ],
    });
    expect(live.status).toBe(200);
    expect(live.ms).toBeLessThan(1_000);
  });

  it('answers the payments CSV and the event browser outside 2000 to 2100 with 400 naming the field', async () => {
    expect(await refused('/api/audit/payments.csv?from=1999-12-31&to=2000-01-01')).toEqual({ status: 400, issues: [{ path: 'from', message: years }] });
    expect(await refused('/api/audit/events?to=2101-01-01')).toEqual({ status: 400, issues: [{ path: 'to', message: years }] });
    expect(await refused('/api/audit/export.jsonl?from=9999-12-31T00:00:00Z')).toEqual({ status: 400, issues: [{ path: 'from', message: years }] });
    await admin.get('/api/audit/reconciliation?from=2100-12-31&to=2100-12-31').expectStatus(200);
  });
});

describe('log positions', () => {
  it("answers a cursor beyond the store's integers with 400, and the largest one with an empty last page", async () => {
    const message = 'A position looks like 1234-5, each part at most 9223372036854775807';
    expect(await refused('/api/audit/events?after=99999999999999999999-1')).toEqual({ status: 400, issues: [{ path: 'after', message }] });
    expect(await refused('/api/audit/events?after=9223372036854775808-0')).toEqual({ status: 400, issues: [{ path: 'after', message }] });
    expect(await refused('/api/audit/export.jsonl?after=0-9223372036854775808')).toEqual({ status: 400, issues: [{ path: 'after', message }] });
    expect(await refused(`/api/audit/bookings/${crypto.randomUUID()}/state?at=99999999999999999999-1`)).toEqual({ status: 400, issues: [{ path: 'at', message }] });
    expect(await admin.get('/api/audit/events?after=9223372036854775807-9223372036854775807').expectStatus(200).json()).toEqual({ events: [], next: null });
  });
});

describe('the longest span', () => {
  it(`takes at most ${AUDIT_RANGE_MAX_DAYS} days, both ends included, wherever a range has both ends`, async () => {
    const tooLong = { status: 400, issues: [{ path: 'to', message: `At most ${AUDIT_RANGE_MAX_DAYS} days at once` }] };
    for (const path of ['/api/audit/reconciliation', '/api/audit/payments.csv', '/api/audit/events', '/api/audit/export.jsonl']) {
      expect(await refused(`${path}?from=2025-01-01&to=2026-01-02`)).toEqual(tooLong);
      await admin.get(`${path}?from=2025-01-01&to=2026-01-01`).expectStatus(200);
    }
    expect(await refused('/api/audit/events?from=2025-01-01T00:00:00%2B05:30&to=2026-01-02T00:00:01%2B05:30')).toEqual(tooLong);
    expect(await refused('/api/audit/events?from=2026-01-02&to=2026-01-01')).toEqual({ status: 400, issues: [{ path: 'to', message: 'from must not be after to' }] });
  });
});
