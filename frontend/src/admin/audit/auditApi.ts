// The audit API as the back office reads it (issue 17): cookies sent, failures carrying the API's own message.
import type { AuditEventsPage, AuditEventTypes, BookingStateAt, BookingTimeline, PaymentTimeline, Reconciliation, VerificationStatus } from '@margdarshak/contracts/api/audit';
import { paths } from '../../config/paths';
import { httpClient } from '../adminHttp';

const get = async <T>(url: string): Promise<T> => (await httpClient(url)).json as T;

export const auditApi = {
  timeline: (bookingId: string) => get<BookingTimeline>(`/api/audit/bookings/${encodeURIComponent(bookingId)}/timeline`),
  stateAt: (bookingId: string, position: string) => get<BookingStateAt>(`/api/audit/bookings/${encodeURIComponent(bookingId)}/state?at=${encodeURIComponent(position)}`),
  payment: (id: string) => get<PaymentTimeline>(`/api/audit/payments/${encodeURIComponent(id)}`),
  events: (filter: Record<string, string>) => get<AuditEventsPage>(`/api/audit/events?${new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== ''))}`),
  verification: () => get<VerificationStatus>('/api/audit/verification'),
  eventTypes: () => get<AuditEventTypes>('/api/audit/event-types'),
  reconciliation: (from: string, to: string) => get<Reconciliation>(`/api/audit/reconciliation?${new URLSearchParams({ from, to })}`),
};

export const paymentsCsvUrl = (from: string, to: string) => `/api/audit/payments.csv?${new URLSearchParams({ from, to })}`;
export const exportUrl = (filter: Record<string, string>) => `/api/audit/export.jsonl?${new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== ''))}`;

/** Where an admin or auditor reads one booking's history (the bookings dialog links here): a path of the app's router. */
export const bookingHistoryPath = (bookingId: string) => `${paths.admin.audit}/bookings/${bookingId}`;

/** The reconciliation of the log with the read models and the gateway, for a range of India days. */
export const reconciliationPath = `${paths.admin.audit}/reconciliation`;
