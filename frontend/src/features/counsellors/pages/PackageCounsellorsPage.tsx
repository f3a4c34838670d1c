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
import { packageWords, usePackage } from '../../packages';
import { usePageMeta } from '../../../lib/usePageMeta';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { counsellorsMessages } from '../messages';
import { counsellorsBrowseMessages } from '../browse/messages';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [counsellorsBrowseMessages, counsellorsMessages];

export function PackageCounsellorsPage() {
  const { type = '' } = useParams();
  const pkg = usePackage(type);
  const t = useT(counsellorsBrowseMessages);
  const language = useLanguage();
  const name = pkg.data && packageWords(pkg.data, language).name;
  usePageMeta(name ? t('package.meta.title', { name }) : t('package.meta.titleLoading'), t('package.meta.description'));
  const [filters, setFilters] = useState<FilterValues>(noFilters);
  const settled = useDebouncedValue(filters);

  if (pkg.isError) {
    const missing = pkg.error instanceof ApiError && pkg.error.status === 404;
    return (
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Alert severity={missing ? 'warning' : 'error'}>{missing ? t('package.notFound') : t('package.error')}</Alert>
        <Button component={RouterLink} to={linkIn(language, paths.packages)} variant="outlined" sx={{ mt: 3 }}>
          {t('package.back')}
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
            {t('package.title', { name: packageWords(pkg.data, language).name })}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {t('package.lead', { price: formatRupees(pkg.data.price) })}
          </Typography>
        </>
      )}
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 3 }}>
          <CounsellorFilters value={filters} onChange={setFilters} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <TextField label={t('search')} type="search" value={filters.search} onChange={(event) => setFilters({ ...filters, search: event.target.value })} fullWidth sx={{ mb: 3 }} />
          {pkg.data ? <CounsellorResults filter={{ packageType: pkg.data.type, ...settled }} packageId={pkg.data.id} showCount /> : <Skeleton variant="text" width={200} />}
        </Grid>
      </Grid>
    </Container>
  );
}
