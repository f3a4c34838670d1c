// When a missed session ("the other party did not come") may be reported: from the session's start until 48 hours after
// it. The server refuses outside that window (409) and the session pages show their button only inside it.
import { z } from 'zod';

export const NO_SHOW_REPORT_MS = 48 * 3_600_000;

export const noShowParties = ['student', 'counsellor'] as const;
export type NoShowParty = (typeof noShowParties)[number];

export type NoShowWindow = 'before' | 'open' | 'closed';

export function noShowWindow(startsAt: string, now: Date): NoShowWindow {
  const sinceStart = now.getTime() - Date.parse(startsAt);
  if (sinceStart < 0) return 'before';
  return sinceStart <= NO_SHOW_REPORT_MS ? 'open' : 'closed';
}

/** The party a reporter says did not come: always the other one. */
export const otherParty = (reporter: NoShowParty): NoShowParty => (reporter === 'student' ? 'counsellor' : 'student');

export const noShowMessages = {
  before: 'A missed session can be reported once its start time has passed',
  closed: 'A missed session can be reported only within 48 hours of its start',
  notHeld: 'Only a booked session can be reported as missed',
  otherParty: 'You can report only that the other person did not come',
  reported: 'You have already reported this session; we will write to you once we have looked into it',
  resolved: 'This missed session has already been resolved',
  notStarted: 'This session has not started yet',
} as const;

const party = z.enum(noShowParties, "Say who did not come: 'student' or 'counsellor'");

/** POST /api/bookings/{id}/no-show, by the session's student or counsellor. */
export const noShowReportRequest = z.object({
  absent: party,
  note: z.string('Please tell us what happened').trim().min(1, 'Please tell us what happened').max(1000, 'At most 1000 characters'),
});
export type NoShowReportRequest = z.input<typeof noShowReportRequest>;

/** POST /api/admin/bookings/{id}/no-show: the admin's finding and why. */
export const noShowResolutionRequest = z.object({
  absent: party,
  reason: z.string('Please give the reason').trim().min(1, 'Please give the reason').max(500, 'At most 500 characters'),
});
export type NoShowResolutionRequest = z.input<typeof noShowResolutionRequest>;

/** GET /api/bookings/{id}/no-show: the reports and the finding, to the session's two parties and admins. */
export interface NoShowStatus {
  bookingId: string;
  window: NoShowWindow;
  /** `note`: the reporter's words, shown to admins and to the reporter; null to the other party. */
  reports: { by: NoShowParty; absent: NoShowParty; at: string; note: string | null }[];
  resolution: { absent: NoShowParty; reason: string; refundDue: boolean; at: string } | null;
  /** Whether the signed-in student or counsellor may report now (always false for an admin). */
  mayReport: boolean;
}
