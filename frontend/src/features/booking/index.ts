// Choosing a slot, the summary and checkout. Stands on auth, packages and counsellors; what app/ and the student use:
export { DateAndSlotPicker } from './components/DateAndSlotPicker';
export { bookingRoutes } from './bookingRoutes';
export { BookingDocumentLinks } from './components/BookingDocumentLinks';
export { PayerStateSelect } from './components/PayerStateSelect';
export { usePayerState } from './api/getPayerState';
