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
import { useTopCounsellors, CounsellorCard, CounsellorCardSkeleton, starsFor } from '../../counsellors';
import { faqs, sampleCounsellors, testimonials } from './homeContent';
import { Section } from './HomeSections';

const third = { xs: 12, md: 4 } as const;

function TopCounsellors() {
  const top = useTopCounsellors(6);
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
  const counsellors = top.isError ? sampleCounsellors : top.data.counsellors;
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
        <Button component={RouterLink} to={paths.counsellors} variant="outlined">
          See all counsellors
        </Button>
      </Box>
    </>
  );
}

function SuccessStories() {
  return (
    <Grid container spacing={3}>
      {testimonials.map((story) => (
        <Grid key={story.name} size={third}>
          <Card variant="outlined" component="figure" sx={{ height: '100%', m: 0 }}>
            <CardContent>
              <Rating value={starsFor(story.rating)} precision={0.5} readOnly size="small" aria-label={`Rated ${story.rating} out of 5`} />
              <Typography component="blockquote" sx={{ my: 2, mx: 0 }}>
                “{story.testimonial}”
              </Typography>
              <Typography component="figcaption" variant="subtitle2">
                {story.name}
                <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
                  {story.school}
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
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      {faqs.map((faq, index) => (
        <Accordion key={faq.question} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreRounded />} aria-controls={`faq-${index}-content`} id={`faq-${index}-header`}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="textSecondary">{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** Everything below the packages, in page order. */
export default function HomeBelowFold() {
  return (
    <>
      <Section id="counsellors-heading" title="Our top counsellors" lead="Verified, experienced and rated by the families they have guided." shaded>
        <TopCounsellors />
      </Section>
      {/* How it works sits between, rendered by the page itself. */}
      <Section id="stories-heading" title="Success stories" shaded>
        <SuccessStories />
      </Section>
      <Section id="faq-heading" title="Questions parents ask">
        <Faq />
      </Section>
    </>
  );
}
