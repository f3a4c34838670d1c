// Reconciliation over HTTP: an honest product adds up the same in the log, the ledger and the gateway, day by day; a
// ledger row changed behind the product's back, or money the gateway moved that the log never recorded, is listed
// with the booking behind it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reconciliation } from '@margdarshak/contracts/api/audit';
import { fixedClock } from '../../platform/clock';
import type { LocalGateway } from '../../platform/payments/localGateway';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { present } from '../../testing/present';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { couponPaidBooking, couponPaidRescheduledCancelled, type LifecycleBooking } from '../../testing/auditScenario';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let auditor: HttpClient;
let cancelled: LifecycleBooking;
let paid: LifecycleBooking;
let choice: { counsellorId: string; packageId: string };

const reconciliation = (from = '2026-11-22', to = '2026-11-24') => auditor.get(`/api/audit/reconciliation?from=${from}&to=${to}`).expectStatus(200).json<Reconciliation>();

beforeAll(async () => {
  app = await startTestApp({ clock });
  const admin = await app.admin();
  const pkg = await createPackage(admin, 'advanced', 1999);
  const counsellor = await approvedCounsellor(app, admin);
  choice = { counsellorId: counsellor.userId, packageId: pkg.id };
  await admin.post('/api/admin/coupons', { code: 'TENOFF', kind: 'percent', value: 10 }).expectStatus(201);
  await admin.post('/api/admin/auditors', { email: 'auditor@example.in', password: 'ledger-check-42' }).expectStatus(201);
  auditor = app.client();
  await auditor.post('/api/login', { email: 'auditor@example.in', password: 'ledger-check-42' }).expectStatus(200);
  cancelled = await couponPaidRescheduledCancelled(app, { ...choice, date: '2026-12-02', couponCode: 'TENOFF', amountPaise: 179_910 });
  paid = await couponPaidBooking(app, { ...choice, date: '2026-12-03', couponCode: 'TENOFF', amountPaise: 179_910 });
});
afterAll(async () => app?.stop());

describe('reconciliation', () => {
  it('finds no difference in an honest product, and the same figures in the log, the read model and the gateway', async () => {
    const report = await reconciliation();
    expect(report.differences).toEqual([]);
    expect(report.gateway).toBe('local');
    expect(report.days.map((day) => day.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    const day = report.days[1];
    const figures = { captured: 3598.2, refunded: 1799.1, net: 1799.1 };
    expect(day).toEqual({ date: '2026-11-23', log: figures, readModel: figures, gateway: figures });
    expect(report.days[0]?.log).toEqual({ captured: 0, refunded: 0, net: 0 });
    expect(report.totals).toEqual({ log: figures, readModel: figures, gateway: figures });
    // The admin overview's revenue (the ledger's month) says the same.
    expect(report.months).toEqual([{ month: '2026-11', log: figures, adminStats: figures }]);
  });

  it('lists a ledger row changed behind the product’s back, naming its booking', async () => {
    const paymentRow = () => app.deps.db('ledger_entries').where({ payment_id: paid.paymentId, kind: 'payment' });
    await paymentRow().update({ amount_paise: 100_000 });
    try {
      const report = await reconciliation();
      expect(report.differences).toEqual([
        {
          date: '2026-11-23',
          source: 'readModel',
          kind: 'captured',
          bookingId: paid.bookingId,
          orderId: paid.orderId,
          paymentId: paid.paymentId,
          refundId: null,
          log: 1799.1,
          other: 1000,
          message: `The ledger says payment ${paid.paymentId} was ₹1,000; the log says ₹1,799.10`,
        },
      ]);
      expect(report.days[1]?.readModel).toEqual({ captured: 2799.1, refunded: 1799.1, net: 1000 });
      expect(report.days[1]?.gateway.captured).toBe(3598.2);
    } finally {
      await paymentRow().update({ amount_paise: 179_910 });
    }
    // A refund the ledger dates on another day than its event's: the 23rd's figures lose it.
    const refundRow = () => app.deps.db('ledger_entries').where({ payment_id: cancelled.paymentId, kind: 'refund' });
    await refundRow().update({ day: '2026-11-25' });
    try {
      const report = await reconciliation();
      const refundId = await auditLogRefundId();
      expect(report.differences).toEqual([
        expect.objectContaining({
          date: '2026-11-23',
          source: 'readModel',
          kind: 'refunded',
          bookingId: cancelled.bookingId,
          refundId,
          log: 1799.1,
          other: 0,
          message: `The ledger puts refund ${refundId} on 2026-11-25; the log recorded it on 2026-11-23`,
        }),
      ]);
      expect(report.days[1]?.readModel.refunded).toBe(0);
    } finally {
      await refundRow().update({ day: '2026-11-23' });
    }
    expect((await reconciliation()).differences).toEqual([]);
  });

  it('lists a payment a ledger row shows that the log never recorded', async () => {
    const row = await app.deps.db('ledger_entries').where({ payment_id: cancelled.paymentId, kind: 'payment' }).first<{ event_id: string }>('event_id');
    const eventId = present(row, 'the ledger row of the payment').event_id;
    await app.deps.db('ledger_entries').where({ event_id: eventId }).update({ payment_id: 'pay_invented', event_id: randomUUID() });
    try {
      const report = await reconciliation();
      expect(report.differences).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            source: 'readModel',
            kind: 'captured',
            bookingId: cancelled.bookingId,
            paymentId: cancelled.paymentId,
            other: 0,
            message: `The ledger has no row for payment ${cancelled.paymentId}`,
          }),
          expect.objectContaining({
            source: 'readModel',
            kind: 'captured',
            bookingId: cancelled.bookingId,
            paymentId: 'pay_invented',
            log: 0,
            message: 'The ledger shows payment pay_invented, which the log never recorded',
          }),
        ]),
      );
    } finally {
      await app.deps.db('ledger_entries').where({ payment_id: 'pay_invented' }).update({ payment_id: cancelled.paymentId, event_id: eventId });
    }
  });

  it('lists money the gateway took that the log never recorded', async () => {
    // The student's bank takes a second payment on an order whose booking is already paid, and no one tells us.
    const local = app.deps.payments as LocalGateway;
    const stray = await local.approve(paid.orderId);
    const report = await reconciliation();
    expect(report.differences).toEqual([
      expect.objectContaining({
        source: 'gateway',
        kind: 'captured',
        bookingId: paid.bookingId,
        orderId: paid.orderId,
        paymentId: stray?.paymentId,
        log: 0,
        other: 1799.1,
        message: `The gateway captured payment ${stray?.paymentId} of ₹1,799.10; the log never recorded it`,
      }),
    ]);
    expect(report.days[1]?.gateway.captured).toBe(5397.3);
    expect(report.days[1]?.log.captured).toBe(3598.2);
  });

  it('lists a refund the gateway made that the log never recorded', async () => {
    const local = app.deps.payments as LocalGateway;
    const refund = await local.refund({ paymentId: paid.paymentId, amountPaise: 179_910, idempotencyKey: 'made-at-the-gateway-alone' });
    const report = await reconciliation();
    expect(report.differences).toContainEqual(
      expect.objectContaining({ source: 'gateway', kind: 'refunded', bookingId: paid.bookingId, paymentId: paid.paymentId, refundId: refund.id, log: 0, other: 1799.1 }),
    );
    expect(report.days[1]?.gateway.refunded).toBe(3598.2);
    expect(report.days[1]?.readModel.refunded).toBe(1799.1);
  });

  it('answers 400 for a range it cannot read', async () => {
    await auditor.get('/api/audit/reconciliation?from=2026-11-24&to=2026-11-22').expectStatus(400);
    await auditor.get('/api/audit/reconciliation?from=2026-11-22').expectStatus(400);
  });
});

async function auditLogRefundId(): Promise<string> {
  const events = await app.deps.eventStore.readStream(`booking-${cancelled.bookingId}`);
  const refund = events.find((event) => event.type === 'RefundIssued');
  return (present(refund, 'a RefundIssued event').data as { refundId: string }).refundId;
}
