import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Package } from '@margdarshak/contracts/api/packages';
import { paths } from '../../../config/paths';
import { formatRupees } from '@margdarshak/contracts/money';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { packagesMessages } from '../messages';

/** A package's name, description and features in the page's language: the admin's Hindi words where written. */
export const packageWords = (pkg: Package, language: 'en' | 'hi') => (language === 'hi' && pkg.hindi ? pkg.hindi : pkg);

export function PackageCard({ pkg }: { pkg: Package }) {
  const t = useT(packagesMessages);
  const language = useLanguage();
  const words = packageWords(pkg, language);
  return (
    <Card
      component="article"
      aria-labelledby={`package-${pkg.id}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'visible',
        borderWidth: pkg.highlighted ? 2 : 1,
        borderColor: pkg.highlighted ? 'secondary.main' : 'divider',
        boxShadow: pkg.highlighted ? '0 12px 32px rgba(14, 95, 99, 0.14)' : 'none',
      }}
    >
      {pkg.highlighted && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: -13,
            left: '50%',
            transform: 'translateX(-50%)',
            px: 1.5,
            lineHeight: '24px',
            borderRadius: 12,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: '0.75rem',
            fontWeight: 700,
            letterSpacing: '0.06em',
            whiteSpace: 'nowrap',
          }}
        >
          {t('card.popular')}
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1, pt: 4 }}>
        <Typography id={`package-${pkg.id}`} variant="h5" component="h2">
          {words.name}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, minHeight: 48 }}>
          {words.description}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, my: 2 }}>
          <Typography variant="h3" component="p" color="primary">
            {formatRupees(pkg.price)}
          </Typography>
          <Typography color="textSecondary">{t('card.perSession')}</Typography>
        </Box>
        {/* Plain list elements: MUI's List family would add its weight to the landing page for a few bullets. */}
        <Box component="ul" aria-label={t('card.includes', { name: words.name })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {words.features.map((feature, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a feature line may repeat; the list is shown whole, so position and text are its identity
            <Box component="li" key={`${index}-${feature}`} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 0.5 }}>
              <CheckCircleRounded fontSize="small" color="primary" sx={{ mt: 0.25 }} aria-hidden="true" />
              <Typography variant="body2">{feature}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          component={RouterLink}
          to={linkIn(language, paths.packageCounsellors.to(pkg.type))}
          fullWidth
          size="large"
          variant={pkg.highlighted ? 'contained' : 'outlined'}
          aria-label={t('card.selectLabel', { name: words.name })}
        >
          {t('card.select')}
        </Button>
      </CardActions>
    </Card>
  );
}
