import ExploreRounded from '@mui/icons-material/ExploreRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { emblemGradient } from '../../lib/brand';
import { paths } from '../../config/paths';
import { linkIn } from '../../lib/i18n/hindiPages';
import { useLanguage, useT } from '../../lib/i18n/useLanguage';
import { shellMessages } from './messages';

/** The round gradient emblem with the product word beside it; links home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const t = useT(shellMessages);
  const language = useLanguage();
  return (
    <Box
      component={RouterLink}
      to={linkIn(language, paths.home)}
      aria-label={t('logo.home')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, textDecoration: 'none', color: inverted ? 'common.white' : 'text.primary' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 38,
          height: 38,
          borderRadius: '50%',
          background: emblemGradient,
          display: 'grid',
          placeItems: 'center',
          boxShadow: '0 2px 8px rgba(14, 95, 99, 0.35)',
        }}
      >
        <ExploreRounded sx={{ color: 'secondary.main', fontSize: 24 }} />
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', letterSpacing: '-0.01em' }}>
        Margdarshak
      </Typography>
    </Box>
  );
}
