import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CenteredStatus } from '../components/CenteredStatus';
import { currentUserQueryKey, useCurrentUser } from '../features/auth';
import { paths } from '../config/paths';
import { dropFirstScreen } from '../lib/serverFirstScreen';

// react-admin and everything only it uses load on the first visit to /admin, never with the public pages.
const AdminApp = lazy(() => import('../admin/AdminApp'));

/**
 * /admin/*: the react-admin back office. /admin/dashboard is an admin-only route (dashboards §2): anyone else goes to /.
 * Other admin paths are guarded by react-admin itself, which offers its login page at /admin/login.
 */
export function AdminRoute() {
  const { pathname } = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const queryClient = useQueryClient();
  const refreshSession = useCallback(() => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }), [queryClient]);
  // Whatever replaces the back office (the error page of a chunk that failed to load) shows, not the first screen.
  useEffect(() => dropFirstScreen, []);

  const onDashboard = pathname.replace(/\/+$/, '') === paths.admin.dashboard;
  if (onDashboard && isPending) return <CenteredStatus text="Loading..." fullScreen />;
  if (onDashboard && user?.role !== 'admin') return <Navigate to={paths.home} replace />;

  return (
    <Suspense fallback={<CenteredStatus text="Loading..." fullScreen />}>
      <AdminApp onSessionChange={refreshSession} />
    </Suspense>
  );
}
