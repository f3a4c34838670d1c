export { bookingRoutes } from './bookingRoutes';
export { DateAndSlotPicker } from './components/DateAndSlotPicker';
