// /counsellors: every bookable or paused counsellor, with a search on name or specialization (public-area §2).
import { useState } from 'react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { CounsellorResults } from '../components/CounsellorResults';
import { usePageMeta } from '../../../lib/usePageMeta';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { counsellorsMessages } from '../messages';
import { counsellorsBrowseMessages } from '../browse/messages';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [counsellorsBrowseMessages, counsellorsMessages];

export function CounsellorsPage() {
  const t = useT(counsellorsBrowseMessages);
  const language = useLanguage();
  usePageMeta(t('list.meta.title'), t('list.meta.description'));
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
        {t('list.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('list.lead')}{' '}
        <Link component={RouterLink} to={linkIn(language, paths.packages)} sx={{ fontWeight: 600 }}>
          {t('list.leadLink')}
        </Link>
        {t('list.leadEnd')}
      </Typography>
      <TextField label={t('search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} fullWidth sx={{ mb: 4, maxWidth: 480 }} />
      <CounsellorResults filter={{ search: settled }} />
    </Container>
  );
}
