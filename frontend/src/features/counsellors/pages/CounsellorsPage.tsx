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

export function CounsellorsPage() {
  usePageMeta('Our counsellors', 'Verified career counsellors across India, with their specializations, experience and ratings.');
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);
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
      <TextField label="Search by name or specialization" type="search" value={search} onChange={(event) => setSearch(event.target.value)} fullWidth sx={{ mb: 4, maxWidth: 480 }} />
      <CounsellorResults filter={{ search: settled }} />
    </Container>
  );
}
