import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CenteredStatus } from '../components/CenteredStatus';
import { useCarryLanguageToAccount } from '../features/assessments';
import { useCurrentUser } from '../features/auth';

/** Waits for the first answer about who is signed in (GET /api/session) before showing any page (dashboards §2). */
export function AppShell() {
  const currentUser = useCurrentUser();
  useCarryLanguageToAccount();
  // Says the app has taken the page over: a server-rendered page is on screen, but its buttons do nothing, before that.
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  if (currentUser.isPending) return <CenteredStatus text="Loading application..." fullScreen />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
