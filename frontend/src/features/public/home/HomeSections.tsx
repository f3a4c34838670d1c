// The landing page's data sections: packages, top counsellors, success stories and the FAQ.
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { formatRupees } from '../../../lib/format';
import { useTopCounsellors } from '../../counsellors/api/getCounsellors';
import { CounsellorCard } from '../../counsellors/components/CounsellorCard';
import { CounsellorCardSkeleton } from '../../counsellors/components/CounsellorCardSkeleton';
import { starsFor } from '../../counsellors/components/stars';
import { usePackages } from '../../packages/api/getPackages';
import { PackageCard } from '../../packages/components/PackageCard';
import { PackageCardSkeleton } from '../../packages/components/PackageCardSkeleton';
import { faqs, fallbackPackages, sampleCounsellors, testimonials } from './homeContent';

export function Section({ id, title, lead, children, shaded = false }: { id: string; title: string; lead?: string; children: ReactNode; shaded?: boolean }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ bgcolor: shaded ? 'background.paper' : undefined, py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography id={id} variant="h4" component="h2" sx={{ textAlign: 'center', mb: lead ? 1 : 5 }}>
          {title}
        </Typography>
        {lead && (
          <Typography color="textSecondary" sx={{ textAlign: 'center', mb: 5, maxWidth: 680, mx: 'auto' }}>
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

const third = { xs: 12, md: 4 } as const;

export function HomePackages() {
  const packages = usePackages();
  if (packages.isPending) {
    return (
      <Grid container spacing={3} aria-busy="true">
        {[0, 1, 2].map((slot) => (
          <Grid key={slot} size={third}>
            <PackageCardSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (packages.isError) {
    return (
      <Grid container spacing={3}>
        {fallbackPackages.map((pkg) => (
          <Grid key={pkg.type} size={third}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h5" component="h3">
                  {pkg.name}
                </Typography>
                <Typography variant="h6" component="p" color="primary">
                  {formatRupees(pkg.price)} <Typography component="span" color="textSecondary">per session</Typography>
                </Typography>
                <Typography color="textSecondary" sx={{ mt: 1 }}>
                  {pkg.description}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <Grid container spacing={3}>
      {[...packages.data].sort((a, b) => a.price - b.price).map((pkg) => (
        <Grid key={pkg.id} size={third}>
          <PackageCard pkg={pkg} />
        </Grid>
      ))}
    </Grid>
  );
}

export function TopCounsellors() {
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

export function SuccessStories() {
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

export function Faq() {
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
