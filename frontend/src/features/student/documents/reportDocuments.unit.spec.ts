import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import type { ReportLink } from '@margdarshak/contracts/api/personalityTests';
import { RECENT_DOCUMENT_SESSIONS, recentDocuments, reportDownload } from './reportDocuments';

const DAY = 86_400_000;
const start = Date.parse('2026-11-01T04:30:00Z');
const report = (id: string, title = `Report ${id}`): ReportLink => ({ id, title, url: `/api/reports/${id}/download-pdf` });
const booking = (id: string, day: number, reports: ReportLink[]): StudentBooking => ({
  id,
  sessionId: id,
  counsellorId: 'c',
  counsellorName: 'C',
  packageId: 'p',
  packageName: 'Advanced',
  packageType: 'advanced',
  sessionDate: new Date(start + day * DAY).toISOString(),
  date: '2026-11-01',
  timeSlot: '10:00 AM',
  bookingDate: new Date(start).toISOString(),
  status: 'completed',
  amount: 999,
  couponCode: null,
  paymentId: 'pay_1',
  refund: null,
  payments: [],
  sessionSummary: null,
  documents: [],
  session: { reports },
  tests: [],
});

describe('report download (dashboards §5, §7)', () => {
  it('downloads a download-pdf link as the title with underscores plus .pdf', () => {
    expect(reportDownload({ title: 'Holland Code Report for Asha', url: '/api/reports/r1/download-pdf' })).toEqual({
      kind: 'pdf',
      url: '/api/reports/r1/download-pdf',
      fileName: 'Holland_Code_Report_for_Asha.pdf',
    });
  });

  it('only opens the report page for any other link', () => {
    expect(reportDownload({ title: 'Report', url: '/student/report/r1' })).toEqual({ kind: 'page' });
  });
});

describe('Recent Documents (dashboards §5, §9)', () => {
  it('is empty when no session has a report', () => {
    expect(recentDocuments([booking('a', 1, []), booking('b', 2, [])])).toEqual([]);
  });

  it('lists the five most recent sessions with reports, latest session and latest report first', () => {
    const all = [booking('none', 9, []), ...[1, 2, 3, 4, 5, 6, 7].map((day) => booking(`s${day}`, day, [report(`${day}a`), report(`${day}b`)]))];
    const docs = recentDocuments(all);
    expect(docs.map((d) => d.bookingId)).toEqual(['s7', 's6', 's5', 's4', 's3']);
    expect(docs[0]?.reports.map((r) => r.id)).toEqual(['7b', '7a']);
  });

  it('never lists more than five sessions, none without a report, and keeps every report of those it lists', () => {
    const sessions = fc.array(fc.tuple(fc.integer({ min: -100, max: 100 }), fc.nat({ max: 3 })), { maxLength: 20 }).map((list) =>
      list.map(([day, count], i) =>
        booking(
          `b${i}`,
          day,
          Array.from({ length: count }, (_, j) => report(`b${i}-${j}`)),
        ),
      ),
    );
    fc.assert(
      fc.property(sessions, (all) => {
        const docs = recentDocuments(all);
        const withReports = all.filter((b) => b.session.reports.length > 0);
        expect(docs.length).toBe(Math.min(RECENT_DOCUMENT_SESSIONS, withReports.length));
        for (const doc of docs) expect(doc.reports.length).toBe(all.find((b) => b.id === doc.bookingId)?.session.reports.length);
        const oldestShown = Math.min(...docs.map((d) => Date.parse(d.sessionDate)));
        const left = withReports.filter((b) => !docs.some((d) => d.bookingId === b.id));
        for (const b of left) expect(Date.parse(b.sessionDate)).toBeLessThanOrEqual(oldestShown);
      }),
    );
  });
});
