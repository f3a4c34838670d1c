// Reconciliation of the money documents (issue 31, item 3; decisions 0132, 0133): an honest product's invoices and credit
// notes are in the ledger beside their money and in sequence; an invoice removed from the log, a number forged onto
// another document, a refund's credit note removed and a second invoice for one payment are each named with a sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reconciliation } from '@margdarshak/contracts/api/audit';
import { invoiceNumbersStream } from '@margdarshak/contracts/events/invoices';
import { documentLedgerKinds, moneyKinds } from '@margdarshak/projections/ledger/ledgerTables';
import { fixedClock } from '../../platform/clock';
import { approvedCounsellor, createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { couponPaidBooking, couponPaidRescheduledCancelled, type LifecycleBooking } from '../../testing/auditScenario';
import { deleteEvents, forgeData, putBack, restoreData, storedEvent } from '../../testing/tampering';
import { startTestApp, type TestApp } from '../../testing/testApp';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
const invoices = invoiceNumbersStream('invoice', '2026-27');
const creditNotes = invoiceNumbersStream('credit_note', '2026-27');
let app: TestApp;
let auditor: HttpClient;
let cancelled: LifecycleBooking;
let paid: LifecycleBooking;

const reconciliation = () => auditor.get('/api/audit/reconciliation?from=2026-11-22&to=2026-11-24').expectStatus(200).json<Reconciliation>();
const allWell = { gaps: [], duplicates: [], missing: [] };

beforeAll(async () => {
  app = await startTestApp({ clock });
  const admin = await app.admin();
  const pkg = await createPackage(admin, 'advanced', 1999);
  const counsellor = await approvedCounsellor(app, admin);
  const choice = { counsellorId: counsellor.userId, packageId: pkg.id, couponCode: 'TENOFF', amountPaise: 179_910 };
  await admin.post('/api/admin/coupons', { code: 'TENOFF', kind: 'percent', value: 10 }).expectStatus(201);
  await admin.post('/api/admin/auditors', { email: 'invoice.auditor@example.in', password: 'ledger-check-42' }).expectStatus(201);
  auditor = app.client();
  await auditor.post('/api/login', { email: 'invoice.auditor@example.in', password: 'ledger-check-42' }).expectStatus(200);
  cancelled = await couponPaidRescheduledCancelled(app, { ...choice, date: '2026-12-02' });
  paid = await couponPaidBooking(app, { ...choice, date: '2026-12-03' });
  await app.runDueJobs();
}, 120_000);
afterAll(async () => app?.stop());

describe('money documents in the ledger', () => {
  it('are rows of their own kind beside the money, on its day, and leave the money figures as they were', async () => {
    // The money and its documents (a counsellor's commission rows are the statements' business: 0129).
    const rows = await app.deps
      .db('ledger_entries')
      .whereIn('kind', [...moneyKinds, ...documentLedgerKinds])
      .orderBy(['commit_position', 'prepare_position', 'kind'])
      .select('kind', 'day', 'booking_id', 'payment_id', 'amount_paise', 'document_number');
    const row = (kind: string, booking: LifecycleBooking, documentNumber: string | null) => ({
      kind,
      day: '2026-11-23',
      booking_id: booking.bookingId,
      payment_id: booking.paymentId,
      amount_paise: '179910',
      document_number: documentNumber,
    });
    expect(rows).toEqual([
      row('payment', cancelled, null),
      row('invoice', cancelled, 'INV/26-27/00001'),
      row('refund', cancelled, null),
      row('credit_note', cancelled, 'CRN/26-27/00001'),
      row('payment', paid, null),
      row('invoice', paid, 'INV/26-27/00002'),
    ]);
    const report = await reconciliation();
    expect(report.differences).toEqual([]);
    expect(report.totals.readModel).toEqual({ captured: 3598.2, refunded: 1799.1, net: 1799.1 });
    expect(report.months?.[0]?.adminStats).toEqual({ captured: 3598.2, refunded: 1799.1, net: 1799.1 });
  });
});

describe('reconciliation of the money documents', () => {
  it('finds every payment and refund with its one document, numbered without a gap', async () => {
    expect((await reconciliation()).invoices).toEqual(allWell);
  });

  it('names an invoice removed from the log: a gap in the numbers and a payment with no invoice', async () => {
    const removed = await storedEvent(app.deps.db, invoices, 0);
    await deleteEvents(app.deps.db, [removed]);
    try {
      expect((await reconciliation()).invoices).toEqual({
        gaps: [
          {
            kind: 'invoice',
            financialYear: '2026-27',
            first: 'INV/26-27/00001',
            last: 'INV/26-27/00001',
            message: 'INV/26-27/00001 is missing from the tax invoices of 2026-27: the numbers must run without a gap',
          },
        ],
        duplicates: [],
        missing: [
          {
            date: '2026-11-23',
            for: 'payment',
            bookingId: cancelled.bookingId,
            paymentId: cancelled.paymentId,
            refundId: null,
            message: `The log has no invoice or receipt for payment ${cancelled.paymentId}`,
          },
        ],
      });
    } finally {
      await putBack(app.deps.db, removed);
    }
    expect((await reconciliation()).invoices).toEqual(allWell);
  });

  it('names a number forged onto another invoice: the number twice, and the gap it leaves', async () => {
    const original = await forgeData(app.deps.db, invoices, 1, 'number', 'INV/26-27/00001');
    try {
      const found = (await reconciliation()).invoices;
      expect(found.duplicates).toEqual([
        {
          kind: 'invoice',
          financialYear: '2026-27',
          number: 'INV/26-27/00001',
          bookingId: paid.bookingId,
          paymentId: paid.paymentId,
          refundId: null,
          message: 'INV/26-27/00001 was issued twice in the tax invoices of 2026-27',
        },
      ]);
      expect(found.gaps).toEqual([]); // the highest number is now 1: nothing below it is missing
      expect(found.missing).toEqual([]);
    } finally {
      await restoreData(app.deps.db, original);
    }
  });

  it('names a refund whose credit note was removed', async () => {
    const removed = await storedEvent(app.deps.db, creditNotes, 0);
    await deleteEvents(app.deps.db, [removed]);
    try {
      const found = (await reconciliation()).invoices;
      expect(found.missing).toEqual([expect.objectContaining({ date: '2026-11-23', for: 'refund', bookingId: cancelled.bookingId, paymentId: cancelled.paymentId, refundId: expect.any(String) })]);
      expect(found.missing[0]?.message).toBe(`The log has no credit note for refund ${found.missing[0]?.refundId}`);
      expect(found.gaps).toEqual([]);
    } finally {
      await putBack(app.deps.db, removed);
    }
  });

  it('names a second invoice for a payment that had one', async () => {
    const first = await storedEvent(app.deps.db, invoices, 1);
    const data = { ...(first.data as Record<string, unknown>), number: 'INV/26-27/00003', sequence: 3 };
    await app.deps.eventStore.appendToStream(invoices, [{ type: 'TaxInvoiceIssued', data, metadata: { at: clock.now().toISOString(), role: 'system' } }], { expectedRevision: 1n });
    const found = (await reconciliation()).invoices;
    expect(found.duplicates).toEqual([
      {
        kind: 'invoice',
        financialYear: '2026-27',
        number: 'INV/26-27/00003',
        bookingId: paid.bookingId,
        paymentId: paid.paymentId,
        refundId: null,
        message: `INV/26-27/00003 is a second document for payment ${paid.paymentId}, which INV/26-27/00002 already covers`,
      },
    ]);
    expect(found.gaps).toEqual([]);
    await deleteEvents(app.deps.db, [await storedEvent(app.deps.db, invoices, 2)]);
    expect((await reconciliation()).invoices).toEqual(allWell);
  });
});
