// Which reports the dashboard lists and what their buttons do (dashboards §2, §5, §9): the one place for the rule.
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { reportFileName, type ReportLink } from '@margdarshak/contracts/api/personalityTests';

/** Recent Documents lists the reports of this many sessions (dashboards §9). */
export const RECENT_DOCUMENT_SESSIONS = 5;

/** A link containing download-pdf is downloaded as a PDF; any other link only opens the report page (dashboards §5). */
export type ReportDownload = { kind: 'pdf'; url: string; fileName: string } | { kind: 'page' };

export function reportDownload(link: Pick<ReportLink, 'title' | 'url'>): ReportDownload {
  return link.url.includes('download-pdf') ? { kind: 'pdf', url: link.url, fileName: reportFileName(link.title) } : { kind: 'page' };
}

export interface SessionDocuments {
  bookingId: string;
  sessionDate: string;
  packageId: string;
  packageName: string;
  /** Latest released first. */
  reports: ReportLink[];
}

/**
 * The first five sessions with reports, the most recent session first (the list arrives soonest first, oldest report
 * first; "recent" reads best the other way round).
 */
export function recentDocuments(bookings: readonly StudentBooking[]): SessionDocuments[] {
  return bookings
    .filter((b) => b.session.reports.length > 0)
    .sort((a, b) => Date.parse(b.sessionDate) - Date.parse(a.sessionDate))
    .slice(0, RECENT_DOCUMENT_SESSIONS)
    .map((b) => ({ bookingId: b.id, sessionDate: b.sessionDate, packageId: b.packageId, packageName: b.packageName, reports: [...b.session.reports].reverse() }));
}
