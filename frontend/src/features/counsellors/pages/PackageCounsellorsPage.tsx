// /packages/{type}: the counsellors offering a package, with search and the Filters panel (public-area §2, §5).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/apiClient';
import { formatRupees } from '@margdarshak/contracts/money';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { CounsellorFilters, noFilters, type FilterValues } from '../components/CounsellorFilters';
import { CounsellorResults } from '../components/CounsellorResults';
import { usePackage } from '../../packages';
import { usePageMeta } from '../../../lib/usePageMeta';

export function PackageCounsellorsPage() {
  const { type = '' } = useParams();
  const pkg = usePackage(type);
  usePageMeta(pkg.data ? `Counsellors for ${pkg.data.name}` : 'Counsellors', 'Find a verified career counsellor for your package, by name, specialization, city and rating.');
  const [filters, setFilters] = useState<FilterValues>(noFilters);
  const settled = useDebouncedValue(filters);

  if (pkg.isError) {
    const missing = pkg.error instanceof ApiError && pkg.error.status === 404;
    return (
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Alert severity={missing ? 'warning' : 'error'}>{missing ? 'We could not find that package.' : 'Error loading packages. Please try again later.'}</Alert>
        <Button component={RouterLink} to={paths.packages} variant="outlined" sx={{ mt: 3 }}>
          Back to packages
        </Button>
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      {pkg.isPending ? (
        <>
          <Skeleton variant="text" height={56} width="70%" />
          <Skeleton variant="text" width="40%" sx={{ mb: 3 }} />
        </>
      ) : (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            Find Counsellors for {pkg.data.name}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {formatRupees(pkg.data.price)} per 60-minute session. Choose a counsellor to pick a date and time.
          </Typography>
        </>
      )}
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 3 }}>
          <CounsellorFilters value={filters} onChange={setFilters} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <TextField
            label="Search by name or specialization"
            type="search"
            value={filters.search}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
            fullWidth
            sx={{ mb: 3 }}
          />
          {pkg.data ? <CounsellorResults filter={{ packageType: pkg.data.type, ...settled }} packageId={pkg.data.id} showCount /> : <Skeleton variant="text" width={200} />}
        </Grid>
      </Grid>
    </Container>
  );
}
