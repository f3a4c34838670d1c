// Tampering shows where people look (issue 27, item 6): a booking made through the real flow and digested, then changed
// in PostgreSQL as a database owner could. The timeline, the payment history and the state as of an event mark the
// events whose stream fails its chain, say which check failed, and say so at the top; undone, they are clean again.
// An erasure (crypto-shredding) changes no stored event and marks nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, BookingStateAt, BookingTimeline, PaymentTimeline } from '@margdarshak/contracts/api/audit';
import { fixedClock } from '../../platform/clock';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { deleteEvents, forgeData, putBack, restoreData, storedEvent } from '../../testing/tampering';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { eraseUser } from '../accounts';
import { bookingStream } from '../bookings';
import { couponPaidRescheduledCancelled, type LifecycleBooking } from '../../testing/auditScenario';
import { appendHeadsDigest } from './digests';
import { present } from '../../testing/present';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let auditor: HttpClient;
let booking: LifecycleBooking;

const AUDITOR = { email: 'tamper-auditor@example.in', password: 'ledger-check-42' };

const timeline = () => auditor.get(`/api/audit/bookings/${booking.bookingId}/timeline`).expectStatus(200).json<BookingTimeline>();
const paymentHistory = () => auditor.get(`/api/audit/payments/${booking.paymentId}`).expectStatus(200).json<PaymentTimeline>();
const stateAt = (position: string) => auditor.get(`/api/audit/bookings/${booking.bookingId}/state?at=${position}`).expectStatus(200).json<BookingStateAt>();
const ofType = (events: readonly AuditEvent[], type: string) => {
  const found = events.find((event) => event.type === type);
  if (!found) throw new Error(`no ${type}`);
  return found;
};
const checks = (event: AuditEvent) => (event.chain ?? []).map((finding) => finding.check);

beforeAll(async () => {
  app = await startTestApp({ clock });
  const admin = await app.admin();
  const pkg = await createPackage(admin, 'advanced', 1999);
  const counsellor = await approvedCounsellor(app, admin);
  await admin.post('/api/admin/coupons', { code: 'TAMPER10', kind: 'percent', value: 10 }).expectStatus(201);
  await admin.post('/api/admin/auditors', AUDITOR).expectStatus(201);
  auditor = app.client();
  await auditor.post('/api/login', AUDITOR).expectStatus(200);
  booking = await couponPaidRescheduledCancelled(app, { counsellorId: counsellor.userId, packageId: pkg.id, date: '2026-12-02', couponCode: 'TAMPER10', amountPaise: 179_910 });
  // A signed digest covers the whole booking, as the hourly schedule (or a verification) would have.
  await appendHeadsDigest(app.deps);
});
afterAll(async () => app?.stop());

describe('an honest booking', () => {
  it('is marked nowhere: every event holds its chain, and the top says all is well', async () => {
    const history = await timeline();
    expect(history.integrity).toEqual({ ok: true, markedEvents: 0, summary: null, whatToDo: null, problems: [] });
    expect(history.events.every((event) => event.chain?.length === 0)).toBe(true);
    expect((await paymentHistory()).integrity.ok).toBe(true);
    const state = await stateAt(ofType(history.events, 'RefundIssued').position);
    expect(state).toMatchObject({ integrity: { ok: true }, marked: [] });
  });
});

describe('a refund forged in the database', () => {
  it('is marked on the timeline, the payment history and the state as of it, with the warning at the top', async () => {
    const refund = ofType((await timeline()).events, 'RefundIssued');
    const original = await forgeData(app.deps.db, refund.streamName, refund.revision, 'amountPaise', 99);
    try {
      const history = await timeline();
      const forged = ofType(history.events, 'RefundIssued');
      expect(forged.data).toMatchObject({ amountPaise: 99 }); // shown as the log now says, but marked
      expect(forged.chain).toEqual([{ check: 'hash', problem: expect.stringMatching(/^Revision \d+ \(RefundIssued\) does not match its hash: it was changed after it was recorded/) }]);
      // The other events of the booking's stream are marked for their stream; those of other streams are not.
      for (const event of history.events) {
        if (event.position === forged.position) continue;
        expect(checks(event), `${event.type} in ${event.streamName}`).toEqual(event.streamName === forged.streamName ? ['stream'] : []);
      }
      const own = history.events.filter((event) => event.streamName === forged.streamName).length;
      expect(history.integrity).toMatchObject({
        ok: false,
        markedEvents: own,
        summary: expect.stringContaining(`stream ${bookingStream(booking.bookingId)} fails its hash chain, and ${own} of the ${history.events.length} events shown are marked`),
        whatToDo: expect.stringContaining('npm run audit -- verify'),
        problems: [{ streamName: forged.streamName, revision: forged.revision, check: 'hash', problem: forged.chain?.[0]?.problem }],
      });

      const payment = await paymentHistory();
      expect(payment.integrity).toMatchObject({ ok: false, problems: history.integrity.problems });
      expect(checks(ofType(payment.events, 'RefundIssued'))).toEqual(['hash']);
      expect(checks(ofType(payment.events, 'PaymentVerified'))).toEqual(['stream']);

      const atRefund = await stateAt(forged.position);
      expect(atRefund.integrity).toMatchObject({ ok: false, problems: history.integrity.problems });
      expect(atRefund.marked.find((event) => event.type === 'RefundIssued')).toMatchObject({ position: forged.position, chain: [{ check: 'hash' }] });
      // Earlier, the state was folded from events that hold, but their stream does not.
      const before = await stateAt(ofType(history.events, 'BookingRequested').position);
      expect(before.integrity.ok).toBe(false);
      expect(before.marked).toEqual([
        {
          position: ofType(history.events, 'BookingRequested').position,
          revision: 0,
          type: 'BookingRequested',
          chain: [{ check: 'stream', problem: expect.stringMatching(new RegExp(`^Revision ${forged.revision} \\(RefundIssued\\) does not match its hash`)) }],
        },
      ]);
    } finally {
      await restoreData(app.deps.db, original);
    }
    expect((await timeline()).integrity.ok).toBe(true);
  });
});

describe('the end of a booking’s stream removed after a digest covered it', () => {
  it('is marked: on the timeline the event the index lists is missing, as of any event the signed end is gone', async () => {
    const events = (await timeline()).events.filter((event) => event.streamName === bookingStream(booking.bookingId));
    const last = present(events.at(-1), 'events.at(-1)');
    const row = await storedEvent(app.deps.db, last.streamName, last.revision);
    await deleteEvents(app.deps.db, [row]);
    try {
      const history = await timeline();
      expect(history.events.map((event) => event.position)).not.toContain(last.position);
      expect(history.integrity.problems).toEqual([
        {
          streamName: last.streamName,
          revision: last.revision,
          check: 'missing',
          problem: expect.stringMatching(/which the audit index lists for this booking, is missing from the log: it was deleted/),
        },
      ]);
      expect(history.events.filter((event) => event.streamName === last.streamName).every((event) => checks(event).includes('stream'))).toBe(true);
      // The state folds the booking's stream read whole: held to the end the last digest signed.
      const state = await stateAt(present(events[0], 'events[0]').position);
      expect(state.integrity.problems).toEqual([
        { streamName: last.streamName, revision: last.revision, check: 'head', problem: expect.stringMatching(/where this stream ended when the last digest was signed, is gone/) },
      ]);
    } finally {
      await putBack(app.deps.db, row);
    }
    expect((await timeline()).integrity.ok).toBe(true);
  });
});

describe('an erasure', () => {
  it('seals the student’s data without breaking a chain: nothing is marked', async () => {
    await eraseUser(app.deps, booking.student.userId, { role: 'admin' });
    await app.runDueJobs();
    await appendHeadsDigest(app.deps);
    const history = await timeline();
    expect(history.events.some((event) => event.actor.erased)).toBe(true);
    expect(history.integrity.ok).toBe(true);
    expect((await paymentHistory()).integrity.ok).toBe(true);
  });
});
