import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/apiClient';
import { formatRupees } from '../../../lib/format';
import { usePackage } from '../api/getPackage';

/** /packages/{type}: counsellors for a package. The counsellor list arrives with the counsellors module. */
export function PackageCounsellorsPage() {
  const { type = '' } = useParams();
  const pkg = usePackage(type);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      {pkg.isPending ? (
        <Skeleton variant="text" height={56} width="70%" />
      ) : pkg.isError ? (
        <Alert severity={pkg.error instanceof ApiError && pkg.error.status === 404 ? 'warning' : 'error'}>
          {pkg.error instanceof ApiError && pkg.error.status === 404
            ? 'We could not find that package.'
            : 'Error loading packages. Please try again later.'}
        </Alert>
      ) : (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            Find Counsellors for {pkg.data.name}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {formatRupees(pkg.data.price)} per session. The list of counsellors offering this package, with search and filters, is
            coming to this page shortly.
          </Typography>
        </>
      )}
      <Button component={RouterLink} to={paths.packages} variant="outlined" sx={{ mt: 2 }}>
        Back to packages
      </Button>
    </Container>
  );
}
