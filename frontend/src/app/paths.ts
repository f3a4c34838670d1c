// Every route string of the app, written once (public-area §2, dashboards §2). Links and the router both read it.
import type { TestType } from '@margdarshak/contracts/assessments/tests';

export interface BookingChoice {
  counsellorId: string;
  packageId: string;
  date: string;
  timeSlot: string;
}

const enc = encodeURIComponent;

export const paths = {
  home: '/',
  about: '/about',
  packages: '/packages',
  packageCounsellors: { pattern: '/packages/:type', to: (type: string) => `/packages/${enc(type)}` },
  counsellors: '/counsellors',
  counsellorDetail: { pattern: '/counsellor/detail/:id', to: (id: string) => `/counsellor/detail/${enc(id)}` },
  /** Where the student dashboard's View Counsellor link points; the same page as counsellorDetail. */
  counsellorPage: { pattern: '/counsellors/:id', to: (id: string) => `/counsellors/${enc(id)}` },
  contact: '/contact',
  blog: '/blog',
  blogPost: { pattern: '/blog/:slug', to: (slug: string) => `/blog/${enc(slug)}` },
  services: '/services',
  /** The free interest test. */
  discover: '/discover',
  terms: '/terms',
  privacy: '/privacy',
  auth: '/auth',
  resetPassword: '/reset-password',
  booking: {
    pattern: '/booking/:counsellorId/:packageId',
    to: (counsellorId: string, packageId: string) => `/booking/${enc(counsellorId)}/${enc(packageId)}`,
  },
  bookingSummary: {
    pattern: '/booking-summary/:counsellorId/:packageId',
    to: ({ counsellorId, packageId, date, timeSlot }: BookingChoice) =>
      `/booking-summary/${enc(counsellorId)}/${enc(packageId)}?${new URLSearchParams({ date, timeSlot }).toString()}`,
  },
  student: {
    root: '/student',
    dashboard: '/student/dashboard',
    /** Where a paid booking lands (public-area §4): the dashboard with its success banner. */
    dashboardAfterBooking: '/student/dashboard?booking=confirmed',
    profile: '/student/profile',
    /** The session page; its parameter is the booking id (dashboards §2). */
    session: { pattern: '/student/session/:sessionId', to: (bookingId: string) => `/student/session/${enc(bookingId)}` },
    /** Taking one of a booking's tests (dashboards §2): the booking id in the path, the test in the query. */
    personalityTest: {
      pattern: '/student/personality-test/:bookingId',
      to: (bookingId: string, testType: TestType) => `/student/personality-test/${enc(bookingId)}?${new URLSearchParams({ testType }).toString()}`,
    },
    /** A released report (dashboards §2): the id of a session's report link. */
    report: { pattern: '/student/report/:reportId', to: (reportId: string) => `/student/report/${enc(reportId)}` },
  },
  counsellor: {
    root: '/counsellor',
    dashboard: '/counsellor/dashboard',
    profile: '/counsellor/profile',
    availability: '/counsellor/availability',
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    /** Inside react-admin (basename /admin) its own routes are relative: this is `/admin/dashboard`. */
    dashboardInAdmin: '/dashboard',
  },
} as const;
