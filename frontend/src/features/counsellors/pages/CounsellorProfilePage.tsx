// /counsellor/detail/{id} and /counsellors/{id}: a counsellor's full public profile with a Book button per package
// they offer (the profile page; the spec does not show one).
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CounsellorListItem } from '@margdarshak/contracts/api/counsellors';
import type { Package } from '@margdarshak/contracts/api/packages';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/apiClient';
import { formatRupees } from '@margdarshak/contracts/money';
import { usePackages } from '../../packages';
import { useCounsellor } from '../api/getCounsellor';
import { initials } from '../../../lib/initials';
import { availability } from '../components/availability';
import { CounsellorRating } from '../components/CounsellorRating';
import { CounsellorReviews } from '../components/CounsellorReviews';
import { useT } from '../../../lib/i18n/useLanguage';
import { usePageMeta } from '../../../lib/usePageMeta';
import { counsellorsMessages } from '../messages';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="overline" color="textSecondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}

function PackagesOffered({ counsellor, packages }: { counsellor: CounsellorListItem; packages: Package[] | undefined }) {
  const bookable = counsellor.isApproved === true;
  if (!packages) return <Skeleton variant="rounded" height={120} />;
  const offered = packages.filter((pkg) => counsellor.packages.includes(pkg.type));
  if (offered.length === 0) return <Typography color="textSecondary">This counsellor has no packages on offer right now.</Typography>;
  return (
    <Stack spacing={2}>
      {offered.map((pkg) => (
        <Card key={pkg.id} variant="outlined">
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="h6" component="h3">
                {pkg.name}
              </Typography>
              <Typography color="textSecondary">{formatRupees(pkg.price)} per 60-minute session</Typography>
            </Box>
            {bookable ? (
              <Button variant="contained" component={RouterLink} to={paths.booking.to(counsellor.id, pkg.id)} aria-label={`Book ${pkg.name} with ${counsellor.name}`}>
                Book
              </Button>
            ) : (
              <Button variant="contained" disabled>
                Not Available
              </Button>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

export function CounsellorProfilePage() {
  const { id = '' } = useParams();
  const counsellor = useCounsellor(id);
  const packages = usePackages();
  const t = useT(counsellorsMessages);
  usePageMeta(counsellor.data?.name ?? 'Counsellor', counsellor.data ? `${counsellor.data.name}: ${counsellor.data.specialization}, ${counsellor.data.experience}.` : 'A Margdarshak counsellor.');

  if (counsellor.isError) {
    const missing = counsellor.error instanceof ApiError && (counsellor.error.status === 404 || counsellor.error.status === 400);
    return (
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Alert severity={missing ? 'warning' : 'error'}>{missing ? 'We could not find that counsellor.' : "We couldn't load this profile. Please try again later."}</Alert>
        <Button component={RouterLink} to={paths.counsellors} variant="outlined" sx={{ mt: 3 }}>
          All counsellors
        </Button>
      </Container>
    );
  }
  if (counsellor.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }} aria-busy="true">
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={120} height={120} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" height={56} width="60%" />
            <Skeleton variant="text" width="40%" />
          </Box>
        </Stack>
        <Skeleton variant="rounded" height={240} sx={{ mt: 4 }} />
      </Container>
    );
  }

  const c = counsellor.data;
  const badge = availability(c.isApproved);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' }, mb: 4 }}>
        <Avatar
          {...(c.profilePhoto ? { src: c.profilePhoto } : {})}
          alt={c.name}
          slotProps={{ img: { width: 120, height: 120 } }}
          sx={{ width: 120, height: 120, bgcolor: 'primary.main', fontSize: 40 }}
        >
          {initials(c.name)}
        </Avatar>
        <Box>
          <Typography variant="h4" component="h1">
            {c.name}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 1 }}>
            {c.specialization}
          </Typography>
          <Box sx={{ mb: 1 }}>
            <CounsellorRating counsellor={c} />
          </Box>
          <Chip size="small" color={badge.color} label={t(badge.label)} />
        </Box>
      </Stack>
      {c.isApproved === false && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Currently not available for booking
        </Alert>
      )}
      <Grid container spacing={3} sx={{ mb: 5 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Fact label="Qualification" value={c.qualification || 'Not provided'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Fact label="Specialization" value={c.specialization} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Fact label="Experience" value={c.experience} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Fact label="Location" value={c.location ?? 'Sessions online'} />
        </Grid>
      </Grid>
      <Typography variant="h5" component="h2" gutterBottom>
        Packages offered
      </Typography>
      <PackagesOffered counsellor={c} packages={packages.data} />
      <CounsellorReviews counsellorId={c.id} />
    </Container>
  );
}
