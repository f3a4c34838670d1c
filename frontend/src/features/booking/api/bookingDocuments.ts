// GET /api/bookings/{id}/invoices (issue 31): the booking's tax invoice or receipt and any credit notes, for its
// student and the parent who paid. Documents are issued just after a payment or refund, so the list is read again
// after a minute; a reader the server does not answer gets no list (the links are simply not shown).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDocument } from '@margdarshak/contracts/api/invoices';
import { apiRequest, typed } from '../../../lib/apiClient';

export const bookingDocumentsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', bookingId, 'invoices'],
    queryFn: ({ signal }) => apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/invoices`, typed<BookingDocument[]>(), { signal, cache: 'no-store' }),
    staleTime: 60_000,
    retry: false,
  });

export const useBookingDocuments = (bookingId: string) => useQuery(bookingDocumentsQueryOptions(bookingId));
