// The landing page's sections below the fold: top counsellors, success stories and the FAQ. They load as their own
// chunk when the visitor scrolls near them, so the first screen's JavaScript stays small.
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { useCataloguesReady, useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { useTopCounsellors, CounsellorCard, CounsellorCardSkeleton, counsellorsMessages, starsFor } from '../../counsellors';
import { belowFoldMessages } from './belowFold/messages';
import { faqs, sampleCounsellors, testimonials } from './homeContent';
import { Section } from './HomeSections';

const third = { xs: 12, md: 4 } as const;

function TopCounsellors() {
  const top = useTopCounsellors(6);
  const t = useT(belowFoldMessages);
  const language = useLanguage();
  const cell = { xs: 12, sm: 6, md: 4 } as const;
  if (top.isPending) {
    return (
      <Grid container spacing={3} aria-busy="true">
        {[0, 1, 2, 3, 4, 5].map((slot) => (
          <Grid key={slot} size={cell}>
            <CounsellorCardSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  }
  const counsellors = top.isError ? sampleCounsellors(t) : top.data.counsellors;
  return (
    <>
      <Grid container spacing={3}>
        {counsellors.map((counsellor) => (
          <Grid key={counsellor.id} size={cell}>
            <CounsellorCard counsellor={counsellor} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to={linkIn(language, paths.counsellors)} variant="outlined">
          {t('counsellors.all')}
        </Button>
      </Box>
    </>
  );
}

function SuccessStories() {
  const t = useT(belowFoldMessages);
  return (
    <Grid container spacing={3}>
      {testimonials.map((story) => (
        <Grid key={story.key} size={third}>
          <Card variant="outlined" component="figure" sx={{ height: '100%', m: 0 }}>
            <CardContent>
              <Rating value={starsFor(story.rating)} precision={0.5} readOnly size="small" aria-label={t('stories.rated', { rating: story.rating })} />
              <Typography component="blockquote" sx={{ my: 2, mx: 0 }}>
                “{t(`stories.${story.key}.text`)}”
              </Typography>
              <Typography component="figcaption" variant="subtitle2">
                {t(`stories.${story.key}.name`)}
                <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
                  {t(`stories.${story.key}.school`)}
                </Typography>
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

function Faq() {
  const t = useT(belowFoldMessages);
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      {faqs.map((faq, index) => (
        <Accordion key={faq} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreRounded />} aria-controls={`faq-${index}-content`} id={`faq-${index}-header`}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {t(`faq.${faq}.question`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="textSecondary">{t(`faq.${faq}.answer`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** Everything below the packages, in page order: drawn once its words are loaded in the page's language. */
export default function HomeBelowFold() {
  useCataloguesReady([belowFoldMessages, counsellorsMessages]);
  const t = useT(belowFoldMessages);
  return (
    <>
      <Section id="counsellors-heading" title={t('counsellors.title')} lead={t('counsellors.lead')} shaded>
        <TopCounsellors />
      </Section>
      {/* How it works sits between, rendered by the page itself. */}
      <Section id="stories-heading" title={t('stories.title')} shaded>
        <SuccessStories />
      </Section>
      <Section id="faq-heading" title={t('faq.title')}>
        <Faq />
      </Section>
    </>
  );
}
