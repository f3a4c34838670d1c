import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { HomePackages, Section, ThreeColumns } from '../home/HomeSections';
import { LazyBelowFold } from '../home/LazyBelowFold';
import { homeMessages } from '../home/messages';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { usePageMeta } from '../../../lib/usePageMeta';

const steps: { icon: ReactNode; title: 'how.package.title' | 'how.book.title' | 'how.tests.title'; text: 'how.package.text' | 'how.book.text' | 'how.tests.text' }[] = [
  { icon: <WorkspacePremiumRounded color="primary" fontSize="large" />, title: 'how.package.title', text: 'how.package.text' },
  { icon: <EventAvailableRounded color="primary" fontSize="large" />, title: 'how.book.title', text: 'how.book.text' },
  { icon: <InsightsRounded color="primary" fontSize="large" />, title: 'how.tests.title', text: 'how.tests.text' },
];

/** The landing page (public-area §1): the promise, packages, top counsellors, stories, how it works and questions. */
export function HomePage() {
  const t = useT(homeMessages);
  const language = useLanguage();
  usePageMeta(t('meta.title'), t('meta.description'), { whole: true });
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
          <Typography variant="overline" sx={{ fontWeight: 700, color: 'secondary.dark' }}>
            {t('hero.overline')}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.2rem', md: '3.2rem' }, my: 2 }}>
            {t('hero.title')}
          </Typography>
          <Typography variant="h6" component="p" color="textSecondary" sx={{ mb: 4, fontWeight: 400 }}>
            {t('hero.lead')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button component={RouterLink} to={linkIn(language, paths.packages)} variant="contained" size="large">
              {t('hero.book')}
            </Button>
            <Button component={RouterLink} to={linkIn(language, paths.discover)} variant="outlined" size="large">
              {t('hero.freeTest')}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Section id="packages-heading" title={t('packages.title')} lead={t('packages.lead')}>
        <HomePackages />
      </Section>
      <Section id="how-heading" title={t('how.title')}>
        <ThreeColumns gap={4}>
          {steps.map((step) => (
            <Box key={step.title} sx={{ textAlign: 'center' }}>
              {step.icon}
              <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
                {t(step.title)}
              </Typography>
              <Typography color="textSecondary">{t(step.text)}</Typography>
            </Box>
          ))}
        </ThreeColumns>
      </Section>
      <LazyBelowFold />
    </>
  );
}
