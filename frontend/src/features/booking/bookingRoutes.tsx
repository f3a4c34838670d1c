import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The booking page and the summary, each loaded with its own chunk. */
export const bookingRoutes: RouteObject[] = [
  { path: paths.booking.pattern, lazy: async () => ({ Component: (await import('./pages/BookingPage')).BookingPage }) },
  { path: paths.bookingSummary.pattern, lazy: async () => ({ Component: (await import('./pages/BookingSummaryPage')).BookingSummaryPage }) },
];
