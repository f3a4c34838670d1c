// The counsellor's profile card (dashboards §2): photo, name, e-mail, qualification, specialization, rating and review
// count, and where the profile stands; with no profile, 'Incomplete' and the way to complete it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatRating } from '@margdarshak/contracts/rating';
import { DashboardSection } from '../../../components/DashboardSection';
import { PersonAvatar, ProfileCardSkeleton } from '../../../components/PersonAvatar';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/apiClient';
import { useCounsellorProfile } from '../api/counsellorProfile';
import { useCounsellorStats } from '../api/counsellorStats';
import { useOwnCounsellorCard } from '../api/ownCounsellorCard';
import { ProfileStatus, statusMessages } from '../components/ProfileStatus';

function IncompleteProfile() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Chip label={statusMessages.registered.title} color="warning" size="small" />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        Complete Profile
      </Typography>
      <Typography color="textSecondary">{statusMessages.registered.text}</Typography>
      <Button component={RouterLink} to={paths.counsellor.profile} variant="contained">
        Complete Profile
      </Button>
    </Stack>
  );
}

export function CounsellorProfileCard({ userId }: { userId: string }) {
  const profile = useCounsellorProfile(userId);
  const card = useOwnCounsellorCard(userId);
  const stats = useCounsellorStats(userId);
  const noProfile = (profile.isError && profile.error instanceof ApiError && profile.error.status === 404) || (profile.data && !profile.data.details);

  const body = () => {
    if (profile.isPending || userId === '') return <ProfileCardSkeleton />;
    if (noProfile) return <IncompleteProfile />;
    if (!profile.data?.details) return <Alert severity="error">We could not load your profile just now. Please reload the page to try again.</Alert>;
    const { name, email, specialization, details } = profile.data;
    const photo = card.data?.profilePhoto ?? null;
    return (
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PersonAvatar name={name} photo={photo} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {email}
            </Typography>
          </Stack>
        </Stack>
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
          {[
            ['Qualification', details.qualification ?? 'Not given'],
            ['Specialization', specialization],
            ['Rating', stats.data ? formatRating(stats.data) : stats.isError ? 'Not available just now' : '…'],
          ].map(([term, value]) => (
            <Stack key={term} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Typography component="dt" color="textSecondary">
                {term}:
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <ProfileStatus status={details.status} />
      </Stack>
    );
  };

  return <DashboardSection title="Your profile">{body()}</DashboardSection>;
}
