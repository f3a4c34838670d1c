// The profile card (dashboards §2): photo or initials, name, school, age and location, and Edit Profile.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentProfile } from '@margdarshak/contracts/api/students';
import { PersonAvatar, ProfileCardSkeleton } from '../../../components/PersonAvatar';
import { DashboardSection, EmptyProfilePart } from '../../../components/DashboardSection';
import { ProfileLink } from './ProfileLink';

const facts = (profile: StudentProfile) => [profile.schoolName, profile.age === null ? null : `${profile.age} years old`, profile.location].filter((fact): fact is string => fact !== null);

export function ProfileCard({ profile, loading }: { profile: StudentProfile | undefined; loading: boolean }) {
  return (
    <DashboardSection title="Your profile" action={<ProfileLink variant="outlined">Edit Profile</ProfileLink>}>
      {loading ? (
        <ProfileCardSkeleton />
      ) : profile ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PersonAvatar name={profile.name} photo={profile.profilePhoto} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {profile.name}
            </Typography>
            {facts(profile).length > 0 ? (
              facts(profile).map((fact) => (
                <Typography key={fact} color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {fact}
                </Typography>
              ))
            ) : (
              <EmptyProfilePart text="Add your school and academics, so your counsellor can prepare for your session." link={<ProfileLink>Complete your profile</ProfileLink>} />
            )}
          </Stack>
        </Stack>
      ) : (
        <Typography color="textSecondary">We could not load your profile just now. Please reload the page to try again.</Typography>
      )}
    </DashboardSection>
  );
}
