// `npm run audit` in a child process against the spec's database, as an operator runs it beside the product: the
// timeline, a payment, the export (the same events as the API's), reconciliation, and clear failures.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, BookingTimeline } from '@margdarshak/contracts/api/audit';
import { fixedClock } from '../../platform/clock';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { scriptArgs } from '../../testing/productProcess';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { couponPaidRescheduledCancelled, type LifecycleBooking } from '../../testing/auditScenario';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let admin: HttpClient;
let booking: LifecycleBooking;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run audit -- …` as a child process (built, as production runs it, or tsx as the script does), on the spec's database. */
function audit(...args: string[]): Promise<Run> {
  const env = {
    ...process.env,
    DATABASE_URL: app.databaseUrl,
    SERVER_SECRET: 'test-secret-test-secret-test-secret-0000',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'audit-cli-')),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...scriptArgs('backend/src/cli/audit.ts', 'backend/dist/audit.mjs'), ...args],
      { cwd: root, env, maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
  const pkg = await createPackage(admin, 'advanced', 1999);
  const counsellor = await approvedCounsellor(app, admin);
  await admin.post('/api/admin/coupons', { code: 'TENOFF', kind: 'percent', value: 10 }).expectStatus(201);
  booking = await couponPaidRescheduledCancelled(app, { counsellorId: counsellor.userId, packageId: pkg.id, date: '2026-12-02', couponCode: 'TENOFF', amountPaise: 179_910 });
});
afterAll(async () => app?.stop());

describe('npm run audit', () => {
  it('booking <id> prints the timeline the API answers, one event per line', async () => {
    const timeline = await admin.get(`/api/audit/bookings/${booking.bookingId}/timeline`).expectStatus(200).json<BookingTimeline>();
    const text = await audit('booking', booking.bookingId);
    expect(text.code).toBe(0);
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`Booking ${booking.bookingId}: ${timeline.events.length} events`);
    expect(lines.slice(1)).toHaveLength(timeline.events.length);
    timeline.events.forEach((event, i) => {
      expect(lines[i + 1]).toContain(event.summary);
      expect(lines[i + 1]).toContain(event.position);
    });
    expect(text.stdout).toContain(`[student ${booking.student.email}]`);
    expect(text.stdout).toContain(`Payment ${booking.paymentId} of ₹1,799.10 verified through the webhook`);
    expect(text.stderr).not.toContain('\u001b['); // no progress bar when stderr is not a terminal

    const json = await audit('booking', booking.bookingId, '--json');
    expect(JSON.parse(json.stdout)).toEqual(timeline);
  });

  it('payment <id> prints the payment’s history', async () => {
    const text = await audit('payment', booking.paymentId);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(new RegExp(`^Payment ${booking.paymentId}: 8 events\n`));
    expect(text.stdout).toMatch(/RefundIssued/);
  });

  it('export writes the log as JSON Lines, the same events as the API, with the same filters', async () => {
    const api = (await (await admin.get('/api/audit/export.jsonl').expectStatus(200)).text()).trimEnd().split('\n');
    const all = await audit('export');
    expect(all.code).toBe(0);
    const lines = all.stdout.trimEnd().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as AuditEvent).position)).toEqual(api.map((line) => (JSON.parse(line) as AuditEvent).position));
    expect(all.stderr).toContain(`${lines.length} events exported`);

    const only = await audit('export', '--stream-prefix', `booking-${booking.bookingId}`, '--type', 'RefundIssued');
    const refunds = only.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as AuditEvent);
    expect(refunds.map((event) => [event.type, event.streamName])).toEqual([['RefundIssued', `booking-${booking.bookingId}`]]);
  });

  it('reconcile prints the days and no difference for an honest product', async () => {
    const report = await audit('reconcile', '--from', '2026-11-23', '--to', '2026-11-23');
    expect(report.code).toBe(0);
    expect(report.stdout).toContain('Reconciliation 2026-11-23 to 2026-11-23 (India days), gateway: local');
    expect(report.stdout).toMatch(/2026-11-23\s+log\s+1799\.10\s+1799\.10\s+0\.00/);
    expect(report.stdout).toContain('No differences.');
  });

  it('fails clearly on an unknown booking and bad arguments, and verifies an honest log', async () => {
    const missing = await audit('booking', '00000000-0000-4000-8000-000000000000');
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('No booking with this id in the log') });
    expect((await audit('reconcile', '--from', '2026-11-23')).code).toBe(2);
    expect((await audit('export', '--nonsense')).code).toBe(2);
    expect((await audit('launch')).code).toBe(2);
    expect((await audit('verify', '--nonsense')).code).toBe(2);
    expect((await audit('verify', '--dry-run')).code).toBe(0);
  });
});
