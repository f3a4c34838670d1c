// The student's own area: dashboard, profile, sessions, documents. Stands on auth and booking; what assessments use:
export { DownloadPdfButton } from './documents/ReportButtons';
export { studentBookingsQueryOptions } from './api/studentBookings';
