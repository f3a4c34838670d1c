// Academic Details (dashboards §2): the grades and marks the student gave, in their order.
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentProfile } from '@margdarshak/contracts/api/students';
import { DashboardSection, EmptyProfilePart } from '../../../components/DashboardSection';
import { ProfileLink } from './ProfileLink';
import { useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';

export function AcademicDetailsCard({ profile, loading }: { profile: StudentProfile | undefined; loading: boolean }) {
  const t = useT(studentMessages);
  return (
    <DashboardSection title={t('academics.title')}>
      {loading ? (
        <Stack aria-busy="true" aria-label={t('academics.loading')}>
          <Skeleton width="80%" />
          <Skeleton width="80%" />
        </Stack>
      ) : profile && profile.academics.length > 0 ? (
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {profile.academics.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: academic rows are addressed by position (academics.N) and shown read-only, whole
            <Stack key={index} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Typography component="dt" sx={{ overflowWrap: 'anywhere' }}>
                {row.grade}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.marks}
              </Typography>
            </Stack>
          ))}
        </Stack>
      ) : (
        <EmptyProfilePart text={t('academics.empty')} link={<ProfileLink>{t('academics.add')}</ProfileLink>} />
      )}
    </DashboardSection>
  );
}
