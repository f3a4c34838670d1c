import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { Link as RouterLink } from 'react-router-dom';
import type { Package } from '@margdarshak/contracts/api/packages';
import { paths } from '../../../config/paths';
import { usePackages } from '../api/getPackages';
import { PackageCard } from '../components/PackageCard';
import { PackageCardSkeleton } from '../components/PackageCardSkeleton';
import { usePageMeta } from '../../../lib/usePageMeta';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { packagesPageMessages } from './messages';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [packagesPageMessages];

const byPrice = (a: Package, b: Package) => a.price - b.price;

function PackageGrid() {
  const packages = usePackages();
  const t = useT(packagesPageMessages);

  if (packages.isPending) {
    return (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden} role="status">
          {t('loading')}
        </Box>
        <Grid container spacing={3}>
          {[0, 1, 2].map((slot) => (
            <Grid key={slot} size={{ xs: 12, md: 4 }}>
              <PackageCardSkeleton />
            </Grid>
          ))}
        </Grid>
      </Box>
    );
  }
  if (packages.isError) return <Alert severity="error">{t('error')}</Alert>;
  if (packages.data.length === 0) return <Alert severity="info">{t('empty')}</Alert>;

  return (
    <Grid container spacing={3}>
      {[...packages.data].sort(byPrice).map((pkg) => (
        <Grid key={pkg.id} size={{ xs: 12, md: 4 }}>
          <PackageCard pkg={pkg} />
        </Grid>
      ))}
    </Grid>
  );
}

/** /packages: the three counselling packages (public-area §2). */
export function PackagesPage() {
  const t = useT(packagesPageMessages);
  const language = useLanguage();
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
        <Typography variant="overline" sx={{ fontWeight: 700, color: 'secondary.dark' }}>
          {t('overline')}
        </Typography>
        <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
          {t('title')}
        </Typography>
        <Typography color="textSecondary">{t('lead')}</Typography>
      </Box>
      <PackageGrid />
      <Typography color="textSecondary" sx={{ mt: 6, textAlign: 'center' }}>
        {t('unsure')}{' '}
        <Link component={RouterLink} to={linkIn(language, paths.contact)} sx={{ fontWeight: 600 }}>
          {t('contact')}
        </Link>
      </Typography>
    </Container>
  );
}
