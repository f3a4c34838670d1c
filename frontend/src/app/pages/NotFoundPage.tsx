import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { linkIn } from '../../lib/i18n/hindiPages';
import { useLanguage, useT } from '../../lib/i18n/useLanguage';
import { errorPagesMessages } from './messages';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [errorPagesMessages];

export function NotFoundPage() {
  const t = useT(errorPagesMessages);
  const language = useLanguage();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <ErrorOutlineRounded sx={{ fontSize: 64, color: 'error.main' }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={RouterLink} to={linkIn(language, paths.home)} variant="contained">
        {t('notFound.home')}
      </Button>
    </Container>
  );
}
