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
import { packageWords, usePackages } from '../../packages';
import { useCounsellor } from '../api/getCounsellor';
import { initials } from '../../../lib/initials';
import { availability } from '../components/availability';
import { CounsellorRating } from '../components/CounsellorRating';
import { CounsellorReviews } from '../components/CounsellorReviews';
import { linkIn } from '../../../lib/i18n/hindiPages';
import type { Language } from '../../../lib/i18n/language';
import { ownWordsLang } from '../../../lib/i18n/ownWords';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { usePageMeta } from '../../../lib/usePageMeta';
import { counsellorsMessages } from '../messages';
import { counsellorsBrowseMessages } from '../browse/messages';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [counsellorsBrowseMessages, counsellorsMessages];

/** One of the profile's facts: `value` is the counsellor's own words, `fallback` the page's when they gave none. */
function Fact({ label, value, fallback, language }: { label: string; value: string | null | undefined; fallback?: string; language: Language }) {
  return (
    <Box>
      <Typography variant="overline" color="textSecondary">
        {label}
      </Typography>
      {value ? <Typography {...ownWordsLang(value, language)}>{value}</Typography> : <Typography>{fallback}</Typography>}
    </Box>
  );
}

function PackagesOffered({ counsellor, packages }: { counsellor: CounsellorListItem; packages: Package[] | undefined }) {
  const t = useT(counsellorsBrowseMessages);
  const card = useT(counsellorsMessages);
  const language = useLanguage();
  const bookable = counsellor.isApproved === true;
  if (!packages) return <Skeleton variant="rounded" height={120} />;
  const offered = packages.filter((pkg) => counsellor.packages.includes(pkg.type));
  if (offered.length === 0) return <Typography color="textSecondary">{t('profile.noPackages')}</Typography>;
  return (
    <Stack spacing={2}>
      {offered.map((pkg) => {
        const name = packageWords(pkg, language).name;
        return (
          <Card key={pkg.id} variant="outlined">
            <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
              <Box>
                <Typography variant="h6" component="h3">
                  {name}
                </Typography>
                <Typography color="textSecondary">{t('profile.price', { price: formatRupees(pkg.price) })}</Typography>
              </Box>
              {bookable ? (
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={linkIn(language, paths.booking.to(counsellor.id, pkg.id))}
                  aria-label={t('profile.bookLabel', { package: name, name: counsellor.name })}
                >
                  {t('profile.book')}
                </Button>
              ) : (
                <Button variant="contained" disabled>
                  {card('card.notAvailable')}
                </Button>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

export function CounsellorProfilePage() {
  const { id = '' } = useParams();
  const counsellor = useCounsellor(id);
  const packages = usePackages();
  const card = useT(counsellorsMessages);
  const t = useT(counsellorsBrowseMessages);
  const language = useLanguage();
  const found = counsellor.data;
  usePageMeta(
    found?.name ?? t('profile.meta.title'),
    found ? t('profile.meta.descriptionOf', { name: found.name, specialization: found.specialization, experience: found.experience }) : t('profile.meta.description'),
  );

  if (counsellor.isError) {
    const missing = counsellor.error instanceof ApiError && (counsellor.error.status === 404 || counsellor.error.status === 400);
    return (
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Alert severity={missing ? 'warning' : 'error'}>{missing ? t('profile.notFound') : t('profile.error')}</Alert>
        <Button component={RouterLink} to={linkIn(language, paths.counsellors)} variant="outlined" sx={{ mt: 3 }}>
          {t('profile.all')}
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
          <Typography color="textSecondary" sx={{ mb: 1 }} {...ownWordsLang(c.specialization, language)}>
            {c.specialization}
          </Typography>
          <Box sx={{ mb: 1 }}>
            <CounsellorRating counsellor={c} />
          </Box>
          <Chip size="small" color={badge.color} label={card(badge.label)} />
        </Box>
      </Stack>
      {c.isApproved === false && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {card('card.pausedNote')}
        </Alert>
      )}
      <Grid container spacing={3} sx={{ mb: 5 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Fact label={t('profile.qualification')} value={c.qualification} fallback={t('profile.notProvided')} language={language} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Fact label={t('profile.specialization')} value={c.specialization} language={language} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Fact label={t('profile.experience')} value={c.experience} language={language} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Fact label={t('profile.location')} value={c.location} fallback={t('profile.online')} language={language} />
        </Grid>
      </Grid>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('profile.packages')}
      </Typography>
      <PackagesOffered counsellor={c} packages={packages.data} />
      <CounsellorReviews counsellorId={c.id} />
    </Container>
  );
}
