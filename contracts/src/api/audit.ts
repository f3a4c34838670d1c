// The audit API (issue 17): the booking and payment history for auditors and admins, read from the log itself.
import { z } from 'zod';
import type { LogPosition } from '../log';
import { emailSchema, newPasswordSchema } from './accounts';
import type { ChainFinding, ChainIntegrity, MarkedEvent } from './auditIntegrity';
import { businessTime, dayRange, logPosition, withinSpan } from './bounds';
import type { roles } from './shapes';
import type { DocumentKind } from '../invoices/documentNumber';

/** A log position in a URL or a body: `{commit}-{prepare}`, both decimal (PostgreSQL and EventStoreDB alike). */
export const formatPosition = (position: LogPosition): string => `${position.commit}-${position.prepare}`;

export const positionParam = logPosition('-', 'A position looks like 1234-5, each part at most 9223372036854775807');

export interface AuditActor {
  role: (typeof roles)[number] | 'system';
  userId: string | null;
  /** The person's name or e-mail as the read models know it; null for the system or an erased person. */
  name: string | null;
  erased: boolean;
}

/** One event as the audit shows it. */
export interface AuditEvent {
  /** The event's own id: a processor's events name it as their `causationId`. */
  id: string;
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
  /** On the timeline and the payment history: why the event is marked, empty when its stream holds its chain. */
  chain?: ChainFinding[];
}

/** GET /api/audit/bookings/{bookingId}/timeline */
export interface BookingTimeline {
  bookingId: string;
  /** Whether the streams shown hold their hash chains: a clear warning at the top of the page when not. */
  integrity: ChainIntegrity;
  events: AuditEvent[];
}

/** GET /api/audit/payments/{id} (an order id or a payment id). */
export interface PaymentTimeline {
  orderId: string | null;
  paymentId: string | null;
  bookingId: string;
  integrity: ChainIntegrity;
  events: AuditEvent[];
}

/** GET /api/audit/bookings/{bookingId}/state?at={position}: the booking's decider state folded up to that event. */
export interface BookingStateAt {
  bookingId: string;
  /** Whether the booking's stream holds its chain; `marked` are the folded events that fail it. */
  integrity: ChainIntegrity;
  marked: MarkedEvent[];
  at: string;
  /** The decider's state as plain JSON (maps as objects). */
  state: unknown;
}

export const AUDIT_PAGE_MAX = 500;

/** The longest range one page of the log, its export, a CSV or a reconciliation covers (both ends given). */
export const AUDIT_RANGE_MAX_DAYS = 366;

/** The filters of GET /api/audit/events and /api/audit/export.jsonl. */
const auditLogFilter = z.object({
  after: positionParam.optional(),
  streamPrefix: z.string().trim().min(1).max(200).optional(),
  type: z.string().trim().min(1).max(100).optional(),
  /** ISO dates or instants; a date means the start of that day in India (for `to`, the whole day is included). */
  from: businessTime.optional(),
  to: businessTime.optional(),
  /** A user id, or a role ('system' included). */
  actor: z.string().trim().min(1).max(40).optional(),
  correlationId: z.string().trim().min(1).max(100).optional(),
});

/** Which way GET /api/audit/events reads: log order (the default, as before) or newest first. */
export const auditEventOrders = ['oldest', 'newest'] as const;

/** GET /api/audit/events: `after` and `before` bound the range (both exclusive); a page is read from the end `order` names. */
export const auditEventsQuery = auditLogFilter
  .extend({
    before: positionParam.optional(),
    order: z.enum(auditEventOrders).default('oldest'),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(100),
  })
  .superRefine(withinSpan(AUDIT_RANGE_MAX_DAYS));

/** GET /api/audit/export.jsonl (and `npm run audit -- export`): the same filters, no page size. */
export const auditExportQuery = auditLogFilter.superRefine(withinSpan(AUDIT_RANGE_MAX_DAYS));

/** GET /api/audit/events */
export interface AuditEventsPage {
  events: AuditEvent[];
  /** Pass as `after` (oldest first) or `before` (newest first) for the next page; null when no matching event is left. */
  next: string | null;
}

/** GET /api/audit/event-types: every event type the contracts define, sorted; the `type` filter takes one, in any case. */
export interface AuditEventTypes {
  types: string[];
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
    /** What failed, in sentences (at most 20); absent on verifications recorded before issue 27. */
    problems?: string[];
  } | null;
  /** No verification at all, or none for VERIFICATION_STALE_DAYS by the product's clock: the overview warns. */
  stale: boolean;
}

// ---- Auditors (the back office's Staff resource) --------------------------------------------------------------------

/** POST /api/admin/auditors (admins only): the same password rules as a registration. */
export const createAuditorRequest = z.object({ email: emailSchema, password: newPasswordSchema });
export type CreateAuditorRequest = z.infer<typeof createAuditorRequest>;

/** GET /api/admin/auditors (ra-data-simple-rest), POST's and DELETE's answer. */
export interface AuditorAccount {
  id: string;
  email: string;
  createdAt: string;
}

export const auditorSortFields = ['createdAt', 'email'] as const;

// ---- Payments CSV and reconciliation --------------------------------------------------------------------------------

/** Days in India, both included. */
export const auditDayRange = dayRange(AUDIT_RANGE_MAX_DAYS);
export type AuditDayRange = z.infer<typeof auditDayRange>;

/** GET /api/audit/payments.csv?from=&to= */
export const paymentsCsvQuery = auditDayRange;
/** GET /api/audit/reconciliation?from=&to= */
export const reconciliationQuery = auditDayRange;

/** Rupees. */
export interface MoneyFigures {
  captured: number;
  refunded: number;
  net: number;
}

/** One India day: what the log's payment and refund events add up to, beside what the others say about the same events. */
export interface ReconciliationDay {
  date: string;
  log: MoneyFigures;
  /** What the ledger (the read model every money figure reads) dates on that day. */
  readModel: MoneyFigures;
  /** The gateway's own records of the same payments and refunds. */
  gateway: MoneyFigures;
}

/** An India month of the admin revenue (the ledger's month) against the log replayed for the whole month. */
export interface ReconciliationMonth {
  month: string;
  log: MoneyFigures;
  adminStats: MoneyFigures;
}

export interface ReconciliationDifference {
  /** The India day (YYYY-MM-DD) or, for the admin stats, month (YYYY-MM). */
  date: string;
  source: 'readModel' | 'gateway' | 'adminStats';
  kind: 'captured' | 'refunded';
  bookingId: string | null;
  orderId: string | null;
  paymentId: string | null;
  refundId: string | null;
  /** Rupees, as the log says and as the other source says. */
  log: number;
  other: number;
  message: string;
}

/** Numbers missing from a kind's year, first to last (one number when they are the same). */
export interface InvoiceGap {
  kind: DocumentKind;
  financialYear: string;
  first: string;
  last: string;
  message: string;
}

/** A document too many: a number issued twice, or a second document for a payment or refund that had one. */
export interface InvoiceDuplicate {
  kind: DocumentKind;
  financialYear: string;
  number: string;
  bookingId: string;
  paymentId: string;
  refundId: string | null;
  message: string;
}

/** A sale's payment with no invoice or receipt, or its refund with no credit note. */
export interface InvoiceMissing {
  /** The India day of the payment or refund. */
  date: string;
  for: 'payment' | 'refund';
  bookingId: string;
  paymentId: string;
  refundId: string | null;
  message: string;
}

/** The money documents' sequences (decision 0133): empty arrays when all is well. */
export interface ReconciliationInvoices {
  gaps: InvoiceGap[];
  duplicates: InvoiceDuplicate[];
  missing: InvoiceMissing[];
}

export interface Reconciliation {
  from: string;
  to: string;
  gateway: 'local' | 'razorpay';
  days: ReconciliationDay[];
  totals: { log: MoneyFigures; readModel: MoneyFigures; gateway: MoneyFigures };
  /** Each month the range touches (always given since the ledger; null kept for older clients). */
  months: ReconciliationMonth[] | null;
  differences: ReconciliationDifference[];
  /** The invoices, receipts and credit notes of the range's financial years and money, each finding with its sentence. */
  invoices: ReconciliationInvoices;
}
