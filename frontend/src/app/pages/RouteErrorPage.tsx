import ReportProblemRounded from '@mui/icons-material/ReportProblemRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useT } from '../../lib/i18n/useLanguage';
import { errorPagesMessages } from './messages';

// Loaded when shown, as its route is: the pages every visitor gets first carry neither.
const NotFoundPage = lazy(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

/** Shown when a page throws while rendering or its code fails to load (e.g. after a new release). */
export function RouteErrorPage() {
  const error = useRouteError();
  // In Hindi under /hi once the branch's words are loaded (they are its catalogues); English until then.
  const t = useT(errorPagesMessages);
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <ReportProblemRounded sx={{ fontSize: 56, color: 'warning.main' }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
        {t('error.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('error.text')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </Container>
  );
}
