// The Filters panel of /packages/{type} (public-area §2, §9): location text and a minimum rating, 0 to 5 in halves.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/useLanguage';
import { counsellorsBrowseMessages } from '../browse/messages';

export interface FilterValues {
  search: string;
  location: string;
  minRating: number;
}

export const noFilters: FilterValues = { search: '', location: '', minRating: 0 };

export function CounsellorFilters({ value, onChange }: { value: FilterValues; onChange(next: FilterValues): void }) {
  const t = useT(counsellorsBrowseMessages);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="filters-heading" sx={{ p: 2.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id="filters-heading" variant="h6" component="h2">
          {t('filters.title')}
        </Typography>
        <Button size="small" onClick={() => onChange(noFilters)}>
          {t('filters.clear')}
        </Button>
      </Stack>
      <Stack spacing={3}>
        <TextField label={t('filters.location')} placeholder={t('filters.locationExample')} value={value.location} onChange={(e) => onChange({ ...value, location: e.target.value })} fullWidth />
        <div>
          <Typography id="rating-label" gutterBottom>
            {t('filters.minRating', { rating: value.minRating.toFixed(1) })}
          </Typography>
          <Slider
            aria-labelledby="rating-label"
            value={value.minRating}
            min={0}
            max={5}
            step={0.5}
            marks
            valueLabelDisplay="auto"
            onChange={(_, rating) => onChange({ ...value, minRating: Array.isArray(rating) ? (rating[0] ?? 0) : rating })}
          />
        </div>
      </Stack>
    </Paper>
  );
}
