import type { Role } from '@margdarshak/contracts/api/accounts';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CenteredStatus } from '../../../components/CenteredStatus';
import { useCurrentUser } from '../api/getCurrentUser';

/**
 * Guards a group of routes (dashboards §2): 'Loading...' while the user loads, then / for anyone without the role (or
 * one of the roles: a released report is read by the student and by their parent).
 */
export function RequireRole({ role }: { role: Role | readonly Role[] }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <CenteredStatus text="Loading..." />;
  const allowed: readonly Role[] = typeof role === 'string' ? [role] : role;
  if (!user || !allowed.includes(user.role)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
