// The profile card (dashboards §2): photo or initials, name, school, age and location, and Edit Profile.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentProfile } from '@margdarshak/contracts/api/students';
import { PersonAvatar, ProfileCardSkeleton } from '../../../components/PersonAvatar';
import { DashboardSection, EmptyProfilePart } from '../../../components/DashboardSection';
import { ProfileLink } from './ProfileLink';
import type { Translate } from '../../../lib/i18n/catalogue';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';

const facts = (profile: StudentProfile, t: Translate<'profile.age'>) =>
  [profile.schoolName, profile.age === null ? null : t('profile.age', { age: profile.age }), profile.location].filter((fact): fact is string => fact !== null);

export function ProfileCard({ profile, loading }: { profile: StudentProfile | undefined; loading: boolean }) {
  const t = useT(studentMessages);
  const language = useLanguage();
  return (
    <DashboardSection title={t('profile.title')} action={<ProfileLink variant="outlined">{t('profile.edit')}</ProfileLink>}>
      {loading ? (
        <ProfileCardSkeleton />
      ) : profile ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PersonAvatar name={profile.name} photo={profile.profilePhoto} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }} {...ownWordsLang(profile.name, language)}>
              {profile.name}
            </Typography>
            {facts(profile, t).length > 0 ? (
              facts(profile, t).map((fact) => (
                <Typography key={fact} color="textSecondary" sx={{ overflowWrap: 'anywhere' }} {...ownWordsLang(fact, language)}>
                  {fact}
                </Typography>
              ))
            ) : (
              <EmptyProfilePart text={t('profile.empty')} link={<ProfileLink>{t('profile.complete')}</ProfileLink>} />
            )}
          </Stack>
        </Stack>
      ) : (
        <Typography color="textSecondary">{t('profile.failed')}</Typography>
      )}
    </DashboardSection>
  );
}
