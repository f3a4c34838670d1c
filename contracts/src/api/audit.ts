// The audit API (issue 17): the booking and payment history for auditors and admins, read from the log itself.
import { z } from 'zod';
import type { LogPosition } from '../log';
import { roles } from './shapes';

/** A log position in a URL or a body: `{commit}-{prepare}`, both decimal (PostgreSQL and EventStoreDB alike). */
export const formatPosition = (position: LogPosition): string => `${position.commit}-${position.prepare}`;

export const positionParam = z
  .string()
  .regex(/^\d{1,20}-\d{1,20}$/, 'A position looks like 1234-5')
  .transform((text): LogPosition => {
    const [commit, prepare] = text.split('-');
    return { commit: BigInt(commit!), prepare: BigInt(prepare!) };
  });

export interface AuditActor {
  role: (typeof roles)[number] | 'system';
  userId: string | null;
  /** The person's name or e-mail as the read models know it; null for the system or an erased person. */
  name: string | null;
  erased: boolean;
}

/** One event as the audit shows it. */
export interface AuditEvent {
  position: string;
  streamName: string;
  revision: number;
  type: string;
  /** When it was recorded, ISO 8601 in India time (+05:30). */
  at: string;
  actor: AuditActor;
  correlationId: string | null;
  causationId: string | null;
  /** A plain sentence: 'Payment pay_… of ₹1,799.10 verified through the webhook'. */
  summary: string;
  /** The event's data; sealed personal fields stay sealed (shown as '[sealed]'). */
  data: unknown;
}

/** GET /api/audit/bookings/{bookingId}/timeline */
export interface BookingTimeline {
  bookingId: string;
  events: AuditEvent[];
}

/** GET /api/audit/payments/{id} (an order id or a payment id). */
export interface PaymentTimeline {
  orderId: string | null;
  paymentId: string | null;
  bookingId: string;
  events: AuditEvent[];
}

/** GET /api/audit/bookings/{bookingId}/state?at={position}: the booking's decider state folded up to that event. */
export interface BookingStateAt {
  bookingId: string;
  at: string;
  /** The decider's state as plain JSON (maps as objects). */
  state: unknown;
}

export const AUDIT_PAGE_MAX = 500;

/** The filters of GET /api/audit/events and /api/audit/export.jsonl. */
export const auditEventsQuery = z.object({
  after: positionParam.optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(100),
  streamPrefix: z.string().trim().min(1).max(200).optional(),
  type: z.string().trim().min(1).max(100).optional(),
  /** ISO dates or instants; a date means the start of that day in India. */
  from: z.string().trim().min(10).max(40).optional(),
  to: z.string().trim().min(10).max(40).optional(),
  /** A user id, or a role ('system' included). */
  actor: z.string().trim().min(1).max(40).optional(),
  correlationId: z.string().trim().min(1).max(100).optional(),
});

/** GET /api/audit/events */
export interface AuditEventsPage {
  events: AuditEvent[];
  /** Pass as `after` for the next page; null at the end of the log. */
  next: string | null;
}

/** GET /api/audit/verification: the last run of `npm run audit -- verify` (or the scheduled one). */
export interface VerificationStatus {
  last: {
    at: string;
    ok: boolean;
    events: number;
    streams: number;
    brokenChains: number;
    digests: { checked: number; failed: number };
    readModels: { checked: number; differing: string[] };
    durationMs: number;
  } | null;
}
