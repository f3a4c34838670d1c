import type { ComponentType } from 'react';
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { RequireRole } from '../features/auth';
import { packagesMessages } from '../features/packages';
import { HomePage, homeMessages } from '../features/public';
import { AppShell } from './AppShell';
import { PublicLayout } from './layout/PublicLayout';
import { shellMessages } from './layout/messages';
import { errorPagesMessages } from './pages/messages';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { paths } from '../config/paths';
import type { PrefetchHandle, RoutePrefetch } from '../lib/routePrefetch';
import { hindiPages } from '../lib/i18n/hindiPages';
import { HINDI_PREFIX } from '../lib/i18n/language';
import { type Catalogue, type CataloguesHandle, loadCatalogues } from '../lib/i18n/catalogue';
import { LanguageArea } from '../lib/i18n/LanguageArea';

/** A lazy page's handle: the catalogues its words are in, and what else its Hindi twin loads before it draws. */
type HindiHandle = Partial<CataloguesHandle> & { loadHindi?: () => Promise<void> };

/**
 * A route whose page loads with its own chunk on first visit: the landing page's JavaScript carries only itself.
 * Navigation waits for the chunk with the current page still on screen, so nothing jumps. With `prefetch`, the first
 * screen's queries start beside the chunk (app/prefetchMatchedRoutes.ts).
 */
function page<Name extends string>(
  path: string | undefined,
  load: () => Promise<Record<Name, ComponentType> & { pageCatalogues?: readonly Pick<Catalogue<never>, 'name'>[]; loadHindi?: () => Promise<void> }>,
  name: Name,
  prefetch?: PrefetchHandle['prefetch'],
): NonIndexRouteObject {
  // Known before the page's code (the prefetch), then filled in as it arrives: the router keeps a handle given up front.
  const handle: HindiHandle & Partial<PrefetchHandle> = prefetch ? { prefetch } : {};
  const lazy = async () => {
    const module = await load();
    // The page's own words (a module's `pageCatalogues`): its /hi twin, or a family's page, loads them in the page's
    // language, and the server carries them. A page whose Hindi is more than words (the legal texts) loads it with `loadHindi`.
    if (module.pageCatalogues) handle.catalogues = module.pageCatalogues.map((catalogue) => catalogue.name);
    if (module.loadHindi) handle.loadHindi = module.loadHindi;
    return { Component: module[name] };
  };
  return { ...(path === undefined ? {} : { path }), lazy, handle };
}

/** A feature's dashboard prefetch, loaded with a chunk of its own. */
const dashboardPrefetch = (load: () => Promise<{ prefetchDashboard: RoutePrefetch }>) => async () => (await load()).prefetchDashboard;

/** Who may open a released report's page: its student, and their linked parent (the server answers each in their words). */
const reportReaders = ['student', 'parent'] as const;

/** The public pages, by their English address; those written in Hindi also have a /hi twin (below). */
const publicPages: RouteObject[] = [
  { path: paths.home, element: <HomePage /> },
  page(paths.packages, () => import('../features/packages/pages/PackagesPage'), 'PackagesPage'),
  page(paths.packageCounsellors.pattern, () => import('../features/counsellors/pages/PackageCounsellorsPage'), 'PackageCounsellorsPage'),
  page(paths.services, () => import('../features/public/services/ServicesPage'), 'ServicesPage'),
  page(paths.resetPassword, () => import('../features/auth/pages/ResetPasswordPage'), 'ResetPasswordPage'),
  page(paths.auth, () => import('../features/auth/pages/AuthFallbackPage'), 'AuthFallbackPage'),
  page(paths.about, () => import('../features/public/about/AboutPage'), 'AboutPage'),
  page(paths.aboutAssessments, () => import('../features/public/about/AssessmentsNotePage'), 'AssessmentsNotePage'),
  page(paths.discover, () => import('../features/assessments/pages/DiscoverPage'), 'DiscoverPage'),
  page(paths.contact, () => import('../features/public/contact/ContactPage'), 'ContactPage'),
  page(paths.blog, () => import('../features/public/blog/BlogPages'), 'BlogPage'),
  page(paths.blogPost.pattern, () => import('../features/public/blog/BlogPages'), 'BlogPostPage'),
  page(paths.counsellors, () => import('../features/counsellors/pages/CounsellorsPage'), 'CounsellorsPage'),
  page(paths.counsellorDetail.pattern, () => import('../features/counsellors/pages/CounsellorProfilePage'), 'CounsellorProfilePage'),
  page(paths.counsellorPage.pattern, () => import('../features/counsellors/pages/CounsellorProfilePage'), 'CounsellorProfilePage'),
  page(paths.terms, () => import('../features/public/legal/LegalPages'), 'TermsPage'),
  page(paths.privacy, () => import('../features/public/legal/LegalPages'), 'PrivacyPage'),
  page(paths.booking.pattern, () => import('../features/booking/pages/BookingPage'), 'BookingPage'),
  page(paths.bookingSummary.pattern, () => import('../features/booking/pages/BookingSummaryPage'), 'BookingSummaryPage'),
  page(paths.consent.pattern, () => import('../features/parent/pages/ConsentPage'), 'ConsentPage'),
];

/** A lazy page in Hindi: its own words are loaded in Hindi with its code. */
function inHindi(route: RouteObject): RouteObject {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      const loaded = await lazy();
      const handle = route.handle as HindiHandle | undefined;
      await Promise.all([loadCatalogues(handle?.catalogues ?? [], 'hi'), handle?.loadHindi?.()]);
      return loaded;
    },
  };
}

/** The Hindi twins, at addresses relative to /hi; the frame's and the landing's words load with the branch, a lazy page's with it. */
const hindiTwins: RouteObject[] = publicPages
  .filter((route) => route.path !== undefined && hindiPages.has(route.path))
  .map(({ path, ...route }) => inHindi((path === paths.home ? { ...route, index: true } : { ...route, path: path?.slice(1) }) as RouteObject));

/** The catalogues the Hindi pages are drawn with: a page the server draws in Hindi carries them (entry-server.tsx). */
const hindiCatalogues = [shellMessages, homeMessages, packagesMessages, errorPagesMessages];

const hindiBranch: RouteObject = {
  path: HINDI_PREFIX,
  errorElement: (
    <LanguageArea language="hi">
      <RouteErrorPage />
    </LanguageArea>
  ),
  handle: { catalogues: hindiCatalogues.map((catalogue) => catalogue.name) } satisfies CataloguesHandle,
  lazy: async () => {
    await Promise.all(hindiCatalogues.map((catalogue) => catalogue.load('hi')));
    return {
      element: (
        <LanguageArea language="hi">
          <PublicLayout />
        </LanguageArea>
      ),
    };
  },
  // An address under /hi that is no page gets the not-found page in Hindi.
  children: [...hindiTwins, inHindi(page('*', () => import('./pages/NotFoundPage'), 'NotFoundPage'))],
};

/** Every route, for the browser's router and for the server's rendering of the landing and content pages. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      // The back office's gate loads with it, never with the public pages (docs/decisions/0159).
      { path: paths.admin.pattern, lazy: () => import('./AdminRoute') },
      hindiBranch,
      {
        // A family's own pages, in the language their account reads (layout/FamilyLayout.tsx), loaded with the first of them.
        lazy: () => import('./layout/FamilyLayout'),
        children: [
          {
            element: <RequireRole role="student" />,
            children: [
              {
                // A student without a date of birth gives it before anything else (issue 20). Loaded with the student
                // area, not with every visitor's first page; its words with it.
                ...page(undefined, () => import('../features/student/consent/RequireAge'), 'RequireAge'),
                children: [
                  page(paths.student.age, () => import('../features/student/pages/StudentAgePage'), 'StudentAgePage'),
                  page(
                    paths.student.dashboard,
                    () => import('../features/student/pages/StudentDashboardPage'),
                    'StudentDashboardPage',
                    dashboardPrefetch(() => import('../features/student/dashboard/prefetchDashboard')),
                  ),
                  page(paths.student.profile, () => import('../features/student/pages/StudentProfilePage'), 'StudentProfilePage'),
                  page(paths.student.session.pattern, () => import('../features/student/pages/StudentSessionPage'), 'StudentSessionPage'),
                  page(paths.student.personalityTest.pattern, () => import('../features/assessments/pages/PersonalityTestPage'), 'PersonalityTestPage'),
                ],
              },
            ],
          },
          {
            // A released report: its student, and their parent, who reads the words written to a parent.
            element: <RequireRole role={reportReaders} />,
            children: [page(paths.student.report.pattern, () => import('../features/assessments/pages/StudentReportPage'), 'StudentReportPage')],
          },
          {
            element: <RequireRole role="parent" />,
            children: [
              page(
                paths.parent.dashboard,
                () => import('../features/parent/pages/ParentDashboardPage'),
                'ParentDashboardPage',
                dashboardPrefetch(() => import('../features/parent/dashboard/prefetchDashboard')),
              ),
              page(paths.parent.receipt.pattern, () => import('../features/parent/pages/ReceiptPage'), 'ReceiptPage'),
            ],
          },
        ],
      },
      {
        element: <PublicLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          ...publicPages,
          // Guarded routes are listed one by one: /counsellor/detail/{id} is public.
          {
            element: <RequireRole role="counsellor" />,
            children: [
              page(
                paths.counsellor.dashboard,
                () => import('../features/counsellor/pages/CounsellorDashboardPage'),
                'CounsellorDashboardPage',
                dashboardPrefetch(() => import('../features/counsellor/dashboard/prefetchDashboard')),
              ),
              page(paths.counsellor.profile, () => import('../features/counsellor/pages/CounsellorProfileFormPage'), 'CounsellorProfileFormPage'),
              page(paths.counsellor.availability, () => import('../features/counsellor/pages/AvailabilityPage'), 'AvailabilityPage'),
              page(paths.counsellor.session.pattern, () => import('../features/counsellor/pages/CounsellorSessionPage'), 'CounsellorSessionPage'),
              page(paths.counsellor.earnings, () => import('../features/counsellor/pages/EarningsPage'), 'EarningsPage'),
            ],
          },
          page('*', () => import('./pages/NotFoundPage'), 'NotFoundPage'),
        ],
      },
    ],
  },
];
