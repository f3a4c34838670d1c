export { studentBookingsQueryOptions } from './api/studentBookings';
export { DownloadPdfButton } from './documents/ReportButtons';
