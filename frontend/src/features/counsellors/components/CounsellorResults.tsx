// The grid of counsellor cards both list pages show: six skeletons while loading, the count line, the empty state,
// and further pages on request.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { useCounsellorSearch, type CounsellorSearch } from '../api/getCounsellors';
import { CounsellorCard } from './CounsellorCard';
import { CounsellorCardSkeleton } from './CounsellorCardSkeleton';
import { useT } from '../../../lib/i18n/useLanguage';
import { counsellorsBrowseMessages } from '../browse/messages';

const cell = { xs: 12, sm: 6, md: 4 } as const;

export function CounsellorResults({ filter, packageId, showCount = false }: { filter: CounsellorSearch; packageId?: string; showCount?: boolean }) {
  const results = useCounsellorSearch(filter);
  const t = useT(counsellorsBrowseMessages);
  if (results.isPending) {
    return (
      <Box aria-busy="true">
        <Box component="span" sx={visuallyHidden} role="status">
          {t('results.loading')}
        </Box>
        <Grid container spacing={3}>
          {[0, 1, 2, 3, 4, 5].map((slot) => (
            <Grid key={slot} size={cell}>
              <CounsellorCardSkeleton />
            </Grid>
          ))}
        </Grid>
      </Box>
    );
  }
  if (results.isError) return <Alert severity="error">{t('results.error')}</Alert>;
  const counsellors = results.data.pages.flatMap((page) => page.counsellors);
  const total = results.data.pages[0]?.total ?? 0;
  return (
    <Box aria-busy={results.isFetching}>
      {showCount && (
        <Typography role="status" color="textSecondary" sx={{ mb: 2 }}>
          {t('results.count', { n: total, count: String(total) })}
        </Typography>
      )}
      {counsellors.length === 0 ? (
        <Alert severity="info">{t('results.none')}</Alert>
      ) : (
        <Grid container spacing={3}>
          {counsellors.map((counsellor) => (
            <Grid key={counsellor.id} size={cell}>
              <CounsellorCard counsellor={counsellor} {...(packageId ? { packageId } : {})} />
            </Grid>
          ))}
        </Grid>
      )}
      {results.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button variant="outlined" onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
            {results.isFetchingNextPage ? t('results.loadingMore') : t('results.more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
