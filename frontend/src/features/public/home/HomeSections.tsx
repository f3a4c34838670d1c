// The landing page's section frame and its packages (the first section, loaded with the page).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatRupees } from '@margdarshak/contracts/money';
import { usePackages, PackageCard, PackageCardSkeleton } from '../../packages';
import { fallbackPackages } from './fallbackPackages';

export function Section({ id, title, lead, children, shaded = false }: { id: string; title: string; lead?: string; children: ReactNode; shaded?: boolean }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ bgcolor: shaded ? 'background.paper' : undefined, py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography id={id} variant="h4" component="h2" sx={{ textAlign: 'center', mb: lead ? 1 : 5 }}>
          {title}
        </Typography>
        {lead && (
          <Typography color="textSecondary" sx={{ textAlign: 'center', mb: 5, maxWidth: 680, mx: 'auto' }}>
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

const third = { xs: 12, md: 4 } as const;

export function HomePackages() {
  const packages = usePackages(5 * 60_000);
  if (packages.isPending) {
    return (
      <Grid container spacing={3} aria-busy="true">
        {[0, 1, 2].map((slot) => (
          <Grid key={slot} size={third}>
            <PackageCardSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (packages.isError) {
    return (
      <Grid container spacing={3}>
        {fallbackPackages.map((pkg) => (
          <Grid key={pkg.type} size={third}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h5" component="h3">
                  {pkg.name}
                </Typography>
                <Typography variant="h6" component="p" color="primary">
                  {formatRupees(pkg.price)}{' '}
                  <Typography component="span" color="textSecondary">
                    per session
                  </Typography>
                </Typography>
                <Typography color="textSecondary" sx={{ mt: 1 }}>
                  {pkg.description}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <Grid container spacing={3}>
      {[...packages.data]
        .sort((a, b) => a.price - b.price)
        .map((pkg) => (
          <Grid key={pkg.id} size={third}>
            <PackageCard pkg={pkg} />
          </Grid>
        ))}
    </Grid>
  );
}
