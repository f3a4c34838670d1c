import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CenteredStatus } from '../components/CenteredStatus';
import { useCurrentUser } from '../features/auth/api/getCurrentUser';

/** Waits for the first GET /api/user before showing any page (dashboards §2). */
export function AppShell() {
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <CenteredStatus text="Loading application..." fullScreen />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
