import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState, type CSSProperties } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CenteredStatus } from '../components/CenteredStatus';
import { currentUserQueryKey, useCurrentUser } from '../features/auth';
import { paths } from '../config/paths';
import { dropFirstScreen, serverDrewFirstScreen, whenBackOfficeShows } from '../lib/serverFirstScreen';

// react-admin and everything only it uses load on the first visit to /admin, never with the public pages; an admin's
// overview is drawn without it, and it starts on their first action (docs/decisions/0159).
const AdminApp = lazy(() => import('../admin/AdminApp'));
const LightOverview = lazy(() => import('../admin/firstScreen/LightOverview'));

const hidden: CSSProperties = { display: 'none' };
const shown: CSSProperties = { display: 'contents' };

/**
 * /admin/*: the react-admin back office. /admin/dashboard is an admin-only route (dashboards §2): anyone else goes to /.
 * Other admin paths are guarded by react-admin itself, which offers its login page at /admin/login.
 */
export function AdminRoute() {
  const { pathname } = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const queryClient = useQueryClient();
  const refreshSession = useCallback(() => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }), [queryClient]);
  const onOverview = pathname.replace(/\/+$/, '') === paths.admin.root;
  // The overview without react-admin, for an admin only: the server drew its first screen, or the site knows the role.
  const [light] = useState(() => onOverview && (serverDrewFirstScreen() || user?.role === 'admin'));
  const [started, setStarted] = useState(!light);
  const start = useCallback(() => setStarted(true), []);
  // react-admin has drawn behind the overview; it shows once no menu of the overview is open (closing it under the
  // admin's finger would lose what they were doing).
  const [drawn, setDrawn] = useState(false);
  const [busy, setBusy] = useState(false);
  const lightShows = light && (!drawn || busy);
  // A link followed on the overview: react-admin draws that page behind it and then shows.
  useEffect(() => {
    if (!onOverview) setStarted(true);
  }, [onOverview]);
  useEffect(() => whenBackOfficeShows(() => setDrawn(true)), []);
  // Whatever replaces the back office (the error page of a chunk that failed to load) shows, not the first screen.
  useEffect(() => dropFirstScreen, []);

  const onDashboard = pathname.replace(/\/+$/, '') === paths.admin.dashboard;
  if (onDashboard && isPending) return <CenteredStatus text="Loading..." fullScreen />;
  if (onDashboard && user?.role !== 'admin') return <Navigate to={paths.home} replace />;

  return (
    <>
      {lightShows && (
        <Suspense fallback={null}>
          <LightOverview onStart={start} onBusy={setBusy} email={user?.email} onSessionChange={refreshSession} />
        </Suspense>
      )}
      {started && (
        <div style={lightShows ? hidden : shown}>
          <Suspense fallback={lightShows ? null : <CenteredStatus text="Loading..." fullScreen />}>
            <AdminApp onSessionChange={refreshSession} />
          </Suspense>
        </div>
      )}
    </>
  );
}

// The route's own name for it: the router takes this module as the /admin route's lazy part.
export { AdminRoute as Component };
