// Every page of the app as a route pattern (public-area §2, dashboards §2), in one list: the browser's router routes
// these (frontend/src/app/paths.ts and routes.tsx read them), and the server answers 200 for a path that matches one and
// 404, with the app's not-found page, for any other.
export const pagePatterns = {
  home: '/',
  about: '/about',
  /** The technical note on the three questionnaires (issue 18). */
  aboutAssessments: '/about/assessments',
  packages: '/packages',
  packageCounsellors: '/packages/:type',
  counsellors: '/counsellors',
  counsellorDetail: '/counsellor/detail/:id',
  counsellorPage: '/counsellors/:id',
  contact: '/contact',
  blog: '/blog',
  blogPost: '/blog/:slug',
  services: '/services',
  discover: '/discover',
  terms: '/terms',
  privacy: '/privacy',
  auth: '/auth',
  resetPassword: '/reset-password',
  booking: '/booking/:counsellorId/:packageId',
  bookingSummary: '/booking-summary/:counsellorId/:packageId',
  studentDashboard: '/student/dashboard',
  studentProfile: '/student/profile',
  studentSession: '/student/session/:sessionId',
  studentPersonalityTest: '/student/personality-test/:bookingId',
  studentReport: '/student/report/:reportId',
  /** A student who signed up without a date of birth gives it here before anything else (issue 20). */
  studentAge: '/student/age',
  /** The page behind a parent's consent link. */
  consent: '/consent/:token',
  parentDashboard: '/parent/dashboard',
  /** A printable receipt for what was paid for a child's session (issue 30). */
  parentReceipt: '/parent/receipt/:childId/:bookingId',
  counsellorDashboard: '/counsellor/dashboard',
  counsellorProfile: '/counsellor/profile',
  counsellorAvailability: '/counsellor/availability',
  /** A session's page for its counsellor; the booking id is the parameter (dashboards §2). */
  counsellorSession: '/counsellor/session/:sessionId',
  counsellorEarnings: '/counsellor/earnings',
  /** The back office routes its own paths (react-admin, basename /admin). */
  admin: '/admin/*',
} as const;

/** Where the public pages written in Hindi too have their Hindi twins (issue 33): `/hi` for `/`, `/hi/about` for `/about`. */
export const HINDI_PREFIX = '/hi';

/** The public pages written in Hindi so far, by their English pattern. A page joins when its words are in a Hindi catalogue. */
export const hindiPagePatterns: readonly string[] = [
  pagePatterns.home,
  pagePatterns.about,
  pagePatterns.aboutAssessments,
  pagePatterns.services,
  pagePatterns.discover,
  pagePatterns.packages,
  pagePatterns.packageCounsellors,
  pagePatterns.counsellors,
  pagePatterns.counsellorDetail,
  pagePatterns.counsellorPage,
  pagePatterns.contact,
  pagePatterns.blog,
  pagePatterns.blogPost,
  pagePatterns.booking,
  pagePatterns.bookingSummary,
  pagePatterns.terms,
  pagePatterns.privacy,
  pagePatterns.consent,
  pagePatterns.resetPassword,
];

/** Whether `pathname` is a Hindi page's address. */
export const isHindiPath = (pathname: string): boolean => pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`);

/** The Hindi twin of the English pattern or path `path`. */
export const hindiTwin = (path: string): string => (path === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${path}`);

/** Every page pattern: the English ones and the Hindi twins. */
export const allPagePatterns = (): string[] => [...Object.values(pagePatterns), ...hindiPagePatterns.map(hindiTwin)];

/**
 * Matches a path as the router does: case-insensitive, a trailing slash ignored, a `:param` standing for one segment, a
 * final `*` for anything (or nothing) below.
 */
const matcherOf = (patterns: readonly string[]): RegExp => new RegExp(`^(?:${patterns.map((pattern) => pattern.replace(/\/?\*$/, '(?:/.*)?').replace(/:\w+/g, '[^/]+')).join('|')})/?$`, 'i');

// Built on first use, not when a bundle loads.
let pages: RegExp | undefined;
let hindiPages: RegExp | undefined;

/** Whether the English page at `pathname` (a path, not a pattern) has a Hindi twin. */
export function hasHindiTwin(pathname: string): boolean {
  hindiPages ??= matcherOf(hindiPagePatterns);
  return hindiPages.test(pathname);
}

/**
 * Where an English address asked for in Hindi the old way (`?lang=hi`, issue 28's technical note) now lives: its Hindi
 * twin, when it has one.
 */
export const hindiAddressOf = (pathname: string): string | undefined => (hasHindiTwin(pathname) ? hindiTwin(pathname) : undefined);

/** Whether a path is one of the app's pages, as the router matches it. */
export function isPagePath(pathname: string): boolean {
  pages ??= matcherOf(allPagePatterns());
  return pages.test(pathname);
}
