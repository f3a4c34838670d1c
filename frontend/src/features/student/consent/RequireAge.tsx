// Before anything else in the student area: a student with no date of birth on record gives it first (issue 20).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CenteredStatus } from '../../../components/CenteredStatus';
import { useConsentStatus } from '../../../lib/consentStatusQuery';

export function RequireAge() {
  const status = useConsentStatus();
  const { pathname } = useLocation();
  if (status.isPending) return <CenteredStatus text="Loading..." />;
  if (status.data?.status === 'age_needed' && pathname !== paths.student.age) return <Navigate to={paths.student.age} replace />;
  return <Outlet />;
}
