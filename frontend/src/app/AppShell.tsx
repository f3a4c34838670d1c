import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CenteredStatus } from '../components/CenteredStatus';
import { useCurrentUser } from '../features/auth';

const CarryLanguageToAccount = lazy(() => import('../features/assessments/language/CarryLanguageToAccount'));

/** Waits for the first answer about who is signed in (GET /api/session) before showing any page (dashboards §2). */
export function AppShell() {
  const currentUser = useCurrentUser();
  const [ready, setReady] = useState(false);
  // Says the app has taken the page over: a server-rendered page is on screen, but its buttons do nothing, before that.
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    setReady(true);
  }, []);
  if (currentUser.isPending) return <CenteredStatus text="Loading application..." fullScreen />;
  return (
    <>
      <ScrollRestoration />
      {/* After the page is taken over: a server render cannot wait for a lazy part, and the browser's would not match. */}
      {ready && currentUser.data && (
        <Suspense fallback={null}>
          <CarryLanguageToAccount />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
