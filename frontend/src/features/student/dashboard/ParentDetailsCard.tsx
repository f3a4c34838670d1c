// Parent Details (dashboards §2): father's and mother's names and occupations, as the student gave them; below them,
// once a parent has consented, who did, with "Ask another parent or guardian" (issue 27).
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentProfile } from '@margdarshak/contracts/api/students';
import { DashboardSection, EmptyProfilePart } from '../../../components/DashboardSection';
import { ParentOrGuardianLine } from '../consent/ParentOrGuardianLine';
import { ProfileLink } from './ProfileLink';
import { useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';

function Parent({ role, name, occupation }: { role: string; name: string | null; occupation: string | null }) {
  const t = useT(studentMessages);
  if (!name && !occupation) return null;
  return (
    <div>
      <Typography variant="body2" color="textSecondary">
        {role}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name ?? t('parents.noName')}</Typography>
      {occupation && <Typography sx={{ overflowWrap: 'anywhere' }}>{occupation}</Typography>}
    </div>
  );
}

export function ParentDetailsCard({ profile, loading }: { profile: StudentProfile | undefined; loading: boolean }) {
  const given = profile && [profile.fatherName, profile.fatherOccupation, profile.motherName, profile.motherOccupation].some(Boolean);
  const t = useT(studentMessages);
  return (
    <DashboardSection title={t('parents.title')}>
      {loading ? (
        <Stack aria-busy="true" aria-label={t('parents.loading')}>
          <Skeleton width="70%" />
          <Skeleton width="50%" />
          <Skeleton width="70%" />
        </Stack>
      ) : profile && given ? (
        <Stack spacing={2}>
          <Parent role={t('parents.father')} name={profile.fatherName} occupation={profile.fatherOccupation} />
          <Parent role={t('parents.mother')} name={profile.motherName} occupation={profile.motherOccupation} />
        </Stack>
      ) : (
        <EmptyProfilePart text={t('parents.empty')} link={<ProfileLink>{t('parents.add')}</ProfileLink>} />
      )}
      <ParentOrGuardianLine />
    </DashboardSection>
  );
}
