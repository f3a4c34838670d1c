import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireRole } from '../features/auth/components/RequireRole';
import { bookingRoutes } from '../features/booking/bookingRoutes';
import { HomePage } from '../features/public/pages/HomePage';
import { AdminRoute } from './AdminRoute';
import { AppShell } from './AppShell';
import { PublicLayout } from './layout/PublicLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { paths } from './paths';

/**
 * A route whose page loads with its own chunk on first visit: the landing page's JavaScript carries only itself.
 * Navigation waits for the chunk with the current page still on screen, so nothing jumps.
 */
function page<Name extends string>(path: string | undefined, load: () => Promise<Record<Name, ComponentType>>, name: Name): RouteObject {
  return { ...(path === undefined ? {} : { path }), lazy: async () => ({ Component: (await load())[name] }) };
}

const comingSoon = (path: string, title: string, lead: string): RouteObject => ({
  path,
  lazy: async () => {
    const { ComingSoonPage } = await import('../features/public/pages/ComingSoonPage');
    return { Component: () => <ComingSoonPage title={title} lead={lead} /> };
  },
});

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: `${paths.admin.root}/*`, element: <AdminRoute /> },
      {
        element: <PublicLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home, element: <HomePage /> },
          page(paths.packages, () => import('../features/packages/pages/PackagesPage'), 'PackagesPage'),
          page(paths.packageCounsellors.pattern, () => import('../features/packages/pages/PackageCounsellorsPage'), 'PackageCounsellorsPage'),
          { path: paths.services, element: <Navigate to={paths.packages} replace /> },
          page(paths.resetPassword, () => import('../features/auth/pages/ResetPasswordPage'), 'ResetPasswordPage'),
          page(paths.auth, () => import('../features/auth/pages/AuthFallbackPage'), 'AuthFallbackPage'),
          comingSoon(paths.about, 'About Margdarshak', 'Margdarshak means "one who shows the way". We help students and parents make career choices with a counsellor’s guidance.'),
          page(paths.discover, () => import('../features/assessments/pages/DiscoverPage'), 'DiscoverPage'),
          page(paths.contact, () => import('../features/public/contact/ContactPage'), 'ContactPage'),
          comingSoon(paths.blog, 'Blog', 'Articles on streams, entrance exams and careers, written with our counsellors.'),
          page(paths.counsellors, () => import('../features/counsellors/pages/CounsellorsPage'), 'CounsellorsPage'),
          page(paths.counsellorDetail.pattern, () => import('../features/counsellors/pages/CounsellorProfilePage'), 'CounsellorProfilePage'),
          page(paths.counsellorPage.pattern, () => import('../features/counsellors/pages/CounsellorProfilePage'), 'CounsellorProfilePage'),
          comingSoon(paths.terms, 'Terms of use', 'The terms that apply when you book and attend sessions through Margdarshak.'),
          comingSoon(paths.privacy, 'Privacy policy', 'How we collect, use and protect your personal data under India’s Digital Personal Data Protection Act, 2023.'),
          ...bookingRoutes,
          // Guarded routes are listed one by one: /counsellor/detail/{id} is public.
          { element: <RequireRole role="student" />, children: [page(paths.student.dashboard, () => import('../features/student/pages/StudentDashboardPage'), 'StudentDashboardPage')] },
          {
            element: <RequireRole role="counsellor" />,
            children: [
              page(paths.counsellor.dashboard, () => import('../features/counsellor/pages/CounsellorDashboardPage'), 'CounsellorDashboardPage'),
              page(paths.counsellor.profile, () => import('../features/counsellor/pages/CounsellorProfileFormPage'), 'CounsellorProfileFormPage'),
              page(paths.counsellor.availability, () => import('../features/counsellor/pages/AvailabilityPage'), 'AvailabilityPage'),
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
