// Before anything else in the student area: a student with no date of birth on record gives it first (issue 20).
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CenteredStatus } from '../../../components/CenteredStatus';
import { useConsentStatus } from '../../../lib/consentStatusQuery';
import { useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';

/** The area's words, for the family area to load before it draws (the layout is no page of its own). */
export const pageCatalogues = [studentMessages];

export function RequireAge() {
  const status = useConsentStatus();
  const { pathname } = useLocation();
  const t = useT(studentMessages);
  if (status.isPending) return <CenteredStatus text={t('area.loading')} />;
  if (status.data?.status === 'age_needed' && pathname !== paths.student.age) return <Navigate to={paths.student.age} replace />;
  return <Outlet />;
}
