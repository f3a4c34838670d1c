import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { CenteredStatus } from '../components/CenteredStatus';
import { AuthFallbackPage } from '../features/auth/pages/AuthFallbackPage';
import { RequireRole } from '../features/auth/components/RequireRole';
import { CounsellorDashboardPage } from '../features/counsellor/pages/CounsellorDashboardPage';
import { CounsellorProfileFormPage } from '../features/counsellor/pages/CounsellorProfileFormPage';
import { CounsellorProfilePage } from '../features/counsellors/pages/CounsellorProfilePage';
import { CounsellorsPage } from '../features/counsellors/pages/CounsellorsPage';
import { PackageCounsellorsPage } from '../features/packages/pages/PackageCounsellorsPage';
import { PackagesPage } from '../features/packages/pages/PackagesPage';
import { ComingSoonPage } from '../features/public/pages/ComingSoonPage';
import { ContactPage } from '../features/public/contact/ContactPage';
import { HomePage } from '../features/public/pages/HomePage';
import { StudentDashboardPage } from '../features/student/pages/StudentDashboardPage';
import { AdminRoute } from './AdminRoute';
import { AppShell } from './AppShell';
import { PublicLayout } from './layout/PublicLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { paths } from './paths';

// Its form components are needed on no other public page: load them with the page.
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })));

const comingSoon = (path: string, title: string, lead: string) => ({ path, element: <ComingSoonPage title={title} lead={lead} /> });

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
          { path: paths.packages, element: <PackagesPage /> },
          { path: paths.packageCounsellors.pattern, element: <PackageCounsellorsPage /> },
          { path: paths.services, element: <Navigate to={paths.packages} replace /> },
          {
            path: paths.resetPassword,
            element: (
              <Suspense fallback={<CenteredStatus text="Loading..." />}>
                <ResetPasswordPage />
              </Suspense>
            ),
          },
          { path: paths.auth, element: <AuthFallbackPage /> },
          comingSoon(paths.about, 'About Margdarshak', 'Margdarshak means "one who shows the way". We help students and parents make career choices with a counsellor’s guidance.'),
          { path: paths.contact, element: <ContactPage /> },
          comingSoon(paths.blog, 'Blog', 'Articles on streams, entrance exams and careers, written with our counsellors.'),
          { path: paths.counsellors, element: <CounsellorsPage /> },
          { path: paths.counsellorDetail.pattern, element: <CounsellorProfilePage /> },
          { path: paths.counsellorPage.pattern, element: <CounsellorProfilePage /> },
          comingSoon(paths.terms, 'Terms of use', 'The terms that apply when you book and attend sessions through Margdarshak.'),
          comingSoon(paths.privacy, 'Privacy policy', 'How we collect, use and protect your personal data under India’s Digital Personal Data Protection Act, 2023.'),
          // Guarded routes are listed one by one: /counsellor/detail/{id} is public.
          { element: <RequireRole role="student" />, children: [{ path: paths.student.dashboard, element: <StudentDashboardPage /> }] },
          {
            element: <RequireRole role="counsellor" />,
            children: [
              { path: paths.counsellor.dashboard, element: <CounsellorDashboardPage /> },
              { path: paths.counsellor.profile, element: <CounsellorProfileFormPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
