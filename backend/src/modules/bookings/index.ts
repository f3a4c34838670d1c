// The bookings module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { askParentRoutes } from './askParent.routes';
export { bookingStream, evolveBooking, initialBooking, standsOn } from './booking';
export type { BookingParties, BookingPhase, BookingState } from './booking';
export { bookingParties, loadBooking, runBooking } from './bookings';
export { bookingsRoutes } from './bookings.routes';
export { bookingTimeProcessor } from './bookingTime.processor';
export { completionProcessor } from './completion.processor';
export { counsellorBookingsRoutes } from './counsellorBookings.routes';
export { couponReturnsProcessor } from './couponReturns.processor';
export { holdsProcessor } from './holds.processor';
export { noticesProcessor } from './notices.processor';
export { createOrder, orderResponse } from './orders';
export { paymentsProcessor } from './payments.processor';
export { paymentsRoutes } from './payments.routes';
export { refundsProcessor } from './refunds.processor';
export { remindersProcessor } from './reminders.processor';
export { testIdOf, withTestsAndReports } from './sessionTests';
export { testWindow } from './testWindow';
