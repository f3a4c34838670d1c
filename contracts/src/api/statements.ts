// A counsellor's monthly statement and the payouts against it (issue 31, item 2). Amounts are rupees, as the issue's
// API says; months are India months, YYYY-MM.
import { z } from 'zod';
import { BUSINESS_YEAR_MAX, BUSINESS_YEAR_MIN, businessDate, idFilter, uuidId } from './bounds';

const monthShape = /^\d{4}-(0[1-9]|1[0-2])$/;

/** An India month, YYYY-MM, in the years the product works in. */
export const statementMonth = z
  .string('Use a month as YYYY-MM')
  .regex(monthShape, 'Use a month as YYYY-MM')
  .refine((text) => Number(text.slice(0, 4)) >= BUSINESS_YEAR_MIN && Number(text.slice(0, 4)) <= BUSINESS_YEAR_MAX, `Use a month between ${BUSINESS_YEAR_MIN} and ${BUSINESS_YEAR_MAX}`);

export const statementPaths = {
  statement: (counsellorId: string, month: string) => `/api/counsellors/${counsellorId}/statements/${month}`,
  pdf: (counsellorId: string, month: string) => `/api/counsellors/${counsellorId}/statements/${month}/pdf`,
  csv: (counsellorId: string, month: string) => `/api/counsellors/${counsellorId}/statements/${month}/csv`,
  payouts: '/api/admin/payouts',
};

/** One ledger row behind a line. */
export interface StatementEvent {
  eventId: string;
  eventType: string;
  kind: 'payment' | 'refund' | 'commission' | 'commission_return' | 'payout';
  /** India day. */
  day: string;
  amount: number;
}

/** A booking's money in the month, or one payout; signed figures are never negative: the column says which way. */
export interface StatementLine {
  bookingId: string | null;
  packageName: string | null;
  /** A payout's bank reference and the month it was paid against; null on a booking's line. */
  payout: { reference: string; paidOn: string; forMonth: string } | null;
  paid: number;
  refunds: number;
  /** Commission charged less commission given back. */
  commission: number;
  payouts: number;
  events: StatementEvent[];
}

export interface Statement {
  counsellorId: string;
  month: string;
  /** What was owed at the end of the month before. */
  carriedOver: number;
  paid: number;
  refunds: number;
  commission: number;
  payouts: number;
  /** carriedOver + paid - refunds - commission - payouts: carried over to the next month. */
  owed: number;
  lines: StatementLine[];
}

/** POST /api/admin/payouts. */
export const payoutInput = z.object({
  counsellorId: uuidId('Choose a counsellor'),
  month: statementMonth,
  amount: z
    .number('Enter the amount in rupees')
    .positive('The amount must be more than ₹0')
    .max(1_00_00_000, 'The amount must be at most ₹1,00,00,000')
    .refine((rupees) => Number.isInteger(Math.round(rupees * 100)) && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, 'Use at most two decimal places'),
  paidOn: businessDate,
  reference: z
    .string('Enter the bank reference')
    .trim()
    .min(3, 'Enter the bank reference')
    .max(60, 'The bank reference must be at most 60 characters')
    // A UTR or transfer number: it is printed in statements, their CSV and the audit's sentences, one line each.
    .regex(/^[A-Za-z0-9 ./_-]*$/, 'Use letters, digits, spaces and . / _ - only'),
});
export type PayoutInput = z.infer<typeof payoutInput>;

/** How two bank references are compared: without spaces or case (`UTR 123` and `utr123` are one reference). */
export const referenceKey = (reference: string) => reference.replace(/\s+/g, '').toUpperCase();

/** A payout in the back office's list. */
export interface AdminPayout {
  id: string;
  counsellorId: string;
  counsellorName: string;
  month: string;
  amount: number;
  paidOn: string;
  reference: string;
  recordedAt: string;
}

export const payoutsFilter = z.object({
  counsellorId: uuidId().optional(),
  month: statementMonth.optional(),
  q: z.string().max(60).optional(),
  id: idFilter,
});
export const payoutSortFields = ['recordedAt', 'paidOn', 'month', 'amount', 'reference'] as const;
