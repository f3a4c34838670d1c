// The counsellor's workspace (dashboards §2, §3, §7): their bookings and figures, a session's page (the student to
// prepare with, private notes, a summary and documents shared with the student), and earnings. Amounts are rupees.
import { z } from 'zod';
import type { StudentProfile } from './students';
import type { BookingStatus } from './bookings';
import type { TestType } from '../assessments/tests';

/** dashboards §3: a booking as the counsellor's and the admin's views read it. */
export interface CounsellorBooking {
  id: string;
  studentId: string;
  /** The student's profile name, else the e-mail's local part. */
  studentName: string;
  counsellorId: string;
  counsellorName: string;
  packageId: string;
  packageName: string;
  packageType: 'basic' | 'advanced' | 'comprehensive';
  /** The session's start, ISO 8601. */
  sessionDate: string;
  /** When the student booked, ISO 8601. */
  bookingDate: string;
  status: BookingStatus;
  /** Rupees the student paid (after any coupon). */
  amount: number;
  paymentId: string | null;
  /** Chat messages from the student the counsellor has not read (on the bookings list). */
  unreadMessages?: number;
}

export const COUNSELLOR_BOOKINGS_PAGE_MAX = 100;

/**
 * GET /api/counsellors/{userId}/bookings (the counsellor's own, and admins'): `upcoming` (sessions not yet ended that
 * are pending or confirmed, soonest first), `past` (the rest, latest first) or `all` (latest first); a page at a time,
 * the total in X-Total-Count. Unpaid orders that lapsed are never listed.
 */
export const counsellorBookingsQuery = z.object({
  view: z.enum(['upcoming', 'past', 'all'], "View must be 'upcoming', 'past' or 'all'").default('all'),
  limit: z.coerce.number().int().min(1).max(COUNSELLOR_BOOKINGS_PAGE_MAX, `At most ${COUNSELLOR_BOOKINGS_PAGE_MAX} per page`).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type CounsellorBookingsQuery = z.input<typeof counsellorBookingsQuery>;

/**
 * GET /api/counsellors/{userId}/stats: the dashboard's four cards. totalSessions counts the confirmed and completed
 * sessions (never one in its payment hold or cancelled);
 * totalEarnings is what the counsellor earned: paid sessions (confirmed or completed) less refunds.
 */
export interface CounsellorStats {
  totalSessions: number;
  completedSessions: number;
  totalEarnings: number;
  /** null until a student has rated them ('New'). */
  rating: number | null;
  ratingCount: number;
}

export const SESSION_NOTES_MAX = 10_000;
export const SESSION_SUMMARY_MAX = 5_000;
export const SESSION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** PUT /api/counsellor/sessions/{bookingId}/notes: the counsellor's own notes; no student or admin API ever shows them. */
export const sessionNotesRequest = z.object({ notes: z.string('Notes must be text').max(SESSION_NOTES_MAX, `Notes must be at most ${SESSION_NOTES_MAX.toLocaleString('en-IN')} characters`) });
/** PUT /api/counsellor/sessions/{bookingId}/summary: shared with the student (their booking's sessionSummary). */
export const sessionSummaryRequest = z.object({
  summary: z.string('Summary must be text').max(SESSION_SUMMARY_MAX, `Summary must be at most ${SESSION_SUMMARY_MAX.toLocaleString('en-IN')} characters`),
});

/** A document shared with the student: PDF, PNG or JPG, checked by content. `url` downloads it. */
export interface SharedDocument {
  id: string;
  name: string;
  url: string;
  sharedAt: string;
}

/** What the counsellor prepares with: the student's profile as they gave it (nulls where they did not). */
export type SessionStudent = { id: string } & Omit<StudentProfile, 'mobile' | 'profileComplete'>;

/** GET /api/counsellor/sessions/{bookingId}: the booking's counsellor (and admins). */
export interface CounsellorSession {
  booking: CounsellorBooking;
  student: SessionStudent;
  /** The package's tests and where each stands; a completed one opens in the results dialog by its id. */
  tests: { id: string; testType: TestType; status: 'available' | 'in_progress' | 'completed'; isReleasedToStudent: boolean }[];
  /** The counsellor's private notes ('' when none). */
  notes: string;
  /** The summary shared with the student, or null. */
  summary: string | null;
  documents: SharedDocument[];
  /**
   * The session is confirmed and has ended, so POST …/complete would record it now. The page no longer offers it: the
   * completion processor does it at the end (docs/decisions/0107).
   */
  canComplete: boolean;
  /** Until when notes, the summary and documents can be changed (7 days after the session's end), ISO 8601; 409 after. */
  recordOpenUntil: string;
  /** Why the session's video room is closed to both sides (the student's parent withdrew consent), or null. */
  roomClosedMessage: string | null;
}

export const counsellorSessionPaths = {
  session: (bookingId: string) => `/api/counsellor/sessions/${bookingId}`,
  notes: (bookingId: string) => `/api/counsellor/sessions/${bookingId}/notes`,
  summary: (bookingId: string) => `/api/counsellor/sessions/${bookingId}/summary`,
  /** POST multipart, one file field `document`; answers the SharedDocument. DELETE …/documents/{id} withdraws one. */
  documents: (bookingId: string) => `/api/counsellor/sessions/${bookingId}/documents`,
  /** POST: marks the session completed (409 before it has ended). */
  complete: (bookingId: string) => `/api/counsellor/sessions/${bookingId}/complete`,
  /** GET: a shared document, for the booking's student, its counsellor and admins. */
  document: (bookingId: string, documentId: string) => `/api/bookings/${bookingId}/documents/${documentId}`,
};

/** One session behind the earnings: what was paid, what was refunded, and what stays (net). */
export interface EarningsSession {
  bookingId: string;
  studentName: string;
  packageName: string;
  packageType: 'basic' | 'advanced' | 'comprehensive';
  sessionDate: string;
  /** The month the session falls in, India time: '2026-11'. */
  month: string;
  status: BookingStatus;
  paid: number;
  refunded: number;
  net: number;
}

export interface EarningsLine {
  sessions: number;
  paid: number;
  refunded: number;
  net: number;
}

/** GET /api/counsellor/earnings: per month (oldest first) and per package, and the sessions behind them. */
export interface Earnings {
  total: EarningsLine;
  months: (EarningsLine & { month: string })[];
  packages: (EarningsLine & { packageType: 'basic' | 'advanced' | 'comprehensive' })[];
  sessions: EarningsSession[];
}

export const earningsPaths = {
  earnings: '/api/counsellor/earnings',
  /** The sessions as CSV (one row each, the figures in rupees), downloaded as margdarshak-earnings.csv. */
  csv: '/api/counsellor/earnings.csv',
};
