// Every route string of the app (public-area §2, dashboards §2): the patterns are the shared list in contracts, which the
// server reads too; the links are built here. Links and the router both read it.
import type { TestType } from '@margdarshak/contracts/assessments/tests';
import { pagePatterns as page } from '@margdarshak/contracts/pages';

export interface BookingChoice {
  counsellorId: string;
  packageId: string;
  date: string;
  timeSlot: string;
}

const enc = encodeURIComponent;

export const paths = {
  home: page.home,
  about: page.about,
  /** The technical note on the tests: where the items come from, scoring, what the scores mean. */
  aboutAssessments: page.aboutAssessments,
  packages: page.packages,
  packageCounsellors: { pattern: page.packageCounsellors, to: (type: string) => `/packages/${enc(type)}` },
  counsellors: page.counsellors,
  counsellorDetail: { pattern: page.counsellorDetail, to: (id: string) => `/counsellor/detail/${enc(id)}` },
  /** Where the student dashboard's View Counsellor link points; the same page as counsellorDetail. */
  counsellorPage: { pattern: page.counsellorPage, to: (id: string) => `/counsellors/${enc(id)}` },
  contact: page.contact,
  blog: page.blog,
  blogPost: { pattern: page.blogPost, to: (slug: string) => `/blog/${enc(slug)}` },
  services: page.services,
  /** The free interest test. */
  discover: page.discover,
  terms: page.terms,
  privacy: page.privacy,
  auth: page.auth,
  resetPassword: page.resetPassword,
  booking: {
    pattern: page.booking,
    to: (counsellorId: string, packageId: string) => `/booking/${enc(counsellorId)}/${enc(packageId)}`,
  },
  bookingSummary: {
    pattern: page.bookingSummary,
    to: ({ counsellorId, packageId, date, timeSlot }: BookingChoice) => `/booking-summary/${enc(counsellorId)}/${enc(packageId)}?${new URLSearchParams({ date, timeSlot }).toString()}`,
  },
  student: {
    root: '/student',
    dashboard: page.studentDashboard,
    /** Where a paid booking lands (public-area §4): the dashboard with its success banner. */
    dashboardAfterBooking: '/student/dashboard?booking=confirmed',
    profile: page.studentProfile,
    /** The session page; its parameter is the booking id (dashboards §2). */
    session: { pattern: page.studentSession, to: (bookingId: string) => `/student/session/${enc(bookingId)}` },
    /** Taking one of a booking's tests (dashboards §2): the booking id in the path, the test in the query. */
    personalityTest: {
      pattern: page.studentPersonalityTest,
      to: (bookingId: string, testType: TestType) => `/student/personality-test/${enc(bookingId)}?${new URLSearchParams({ testType }).toString()}`,
    },
    /** A released report (dashboards §2): the id of a session's report link. */
    report: { pattern: page.studentReport, to: (reportId: string) => `/student/report/${enc(reportId)}` },
    /** Asked before anything else when the date of birth is missing. */
    age: page.studentAge,
  },
  /** A parent's consent link (mailed; the token is the parameter). */
  consent: { pattern: page.consent, to: (token: string) => `/consent/${enc(token)}` },
  parent: {
    dashboard: page.parentDashboard,
    /** The printable receipt for a child's booked session. */
    receipt: { pattern: page.parentReceipt, to: (childId: string, bookingId: string) => `/parent/receipt/${enc(childId)}/${enc(bookingId)}` },
  },
  counsellor: {
    root: '/counsellor',
    dashboard: page.counsellorDashboard,
    profile: page.counsellorProfile,
    availability: page.counsellorAvailability,
    /** A session's page: the booking id in the path (dashboards §2). */
    session: { pattern: page.counsellorSession, to: (bookingId: string) => `/counsellor/session/${enc(bookingId)}` },
    earnings: page.counsellorEarnings,
  },
  admin: {
    root: '/admin',
    /** The route the back office is mounted on. */
    pattern: page.admin,
    dashboard: '/admin/dashboard',
    /** Inside react-admin (basename /admin) its own routes are relative: this is `/admin/dashboard`. */
    dashboardInAdmin: '/dashboard',
    /** The Audit section, where an auditor lands (read-only). */
    audit: '/admin/audit',
    /** react-admin's login page. */
    login: '/admin/login',
    /** A resource's list in react-admin (`users`, `bookings`…). */
    list: (resource: string) => `/admin/${enc(resource)}`,
  },
} as const;
