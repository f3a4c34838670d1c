// Choosing a slot, the summary and checkout (its pages load from app/routes.tsx). Stands on auth, packages and
// counsellors; what app/ and the student use:
export { DateAndSlotPicker } from './components/DateAndSlotPicker';
export { BookingDocumentLinks } from './components/BookingDocumentLinks';
export { PayerStateSelect } from './components/PayerStateSelect';
export { usePayerState } from './api/getPayerState';
export { bookingMessages } from './messages';
