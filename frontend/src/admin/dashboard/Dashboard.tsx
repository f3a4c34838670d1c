import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { OperationsCard } from './OperationsCard';
import { PackageCountCard } from './PackageCountCard';
import { WelcomeCard } from './WelcomeCard';

/** The admin landing page, at /admin and /admin/dashboard: small cards, one query each. */
export function Dashboard() {
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Dashboard" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Admin dashboard
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PackageCountCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <WelcomeCard />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <OperationsCard />
        </Grid>
      </Grid>
    </Box>
  );
}
