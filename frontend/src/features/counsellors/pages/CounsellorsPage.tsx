// /counsellors: every bookable or paused counsellor, with a search on name or specialization (public-area §2).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { filterCounsellors } from '@margdarshak/contracts/counsellorFilter';
import { paths } from '../../../app/paths';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { useCounsellors } from '../api/getCounsellors';
import { CounsellorCard } from '../components/CounsellorCard';
import { CounsellorCardSkeleton } from '../components/CounsellorCardSkeleton';

function CounsellorGrid({ search }: { search: string }) {
  const counsellors = useCounsellors();
  if (counsellors.isPending) {
    return (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden} role="status">
          Loading counsellors...
        </Box>
        <Grid container spacing={3}>
          {[0, 1, 2, 3, 4, 5].map((slot) => (
            <Grid key={slot} size={{ xs: 12, sm: 6, md: 4 }}>
              <CounsellorCardSkeleton />
            </Grid>
          ))}
        </Grid>
      </Box>
    );
  }
  if (counsellors.isError) return <Alert severity="error">We couldn't load the counsellors. Please try again later.</Alert>;
  const shown = filterCounsellors(counsellors.data, { search, location: '', minRating: 0 });
  if (shown.length === 0) return <Alert severity="info">No counsellors found</Alert>;
  return (
    <Grid container spacing={3}>
      {shown.map((counsellor) => (
        <Grid key={counsellor.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <CounsellorCard counsellor={counsellor} />
        </Grid>
      ))}
    </Grid>
  );
}

export function CounsellorsPage() {
  const [search, setSearch] = useState('');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
        Our counsellors
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Every counsellor here is verified by our team. To book, first{' '}
        <Link component={RouterLink} to={paths.packages} sx={{ fontWeight: 600 }}>
          choose a package
        </Link>
        .
      </Typography>
      <TextField
        label="Search by name or specialization"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        sx={{ mb: 4, maxWidth: 480 }}
      />
      <CounsellorGrid search={search} />
    </Container>
  );
}
