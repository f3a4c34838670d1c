// The landing page's section frame and its packages (the first section, loaded with the page).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatRupees } from '@margdarshak/contracts/money';
import { usePackages, PackageCard, PackageCardSkeleton, packagesMessages } from '../../packages';
import { useT } from '../../../lib/i18n/useLanguage';
import { fallbackPackages } from './fallbackPackages';
import { homeMessages } from './messages';

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

/**
 * One column on a phone, three from md, as CSS grid: the landing's rows of cards and steps. (MUI's Grid would weigh on
 * every first page load for the same layout.)
 */
export function ThreeColumns({ gap = 3, busy = false, children }: { gap?: number; busy?: boolean; children: ReactNode }) {
  return (
    <Box aria-busy={busy || undefined} sx={{ display: 'grid', gap, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {children}
    </Box>
  );
}

export function HomePackages() {
  const packages = usePackages(5 * 60_000);
  const t = useT(packagesMessages);
  const say = useT(homeMessages);
  if (packages.isPending) {
    return (
      <ThreeColumns busy>
        {[0, 1, 2].map((slot) => (
          <PackageCardSkeleton key={slot} />
        ))}
      </ThreeColumns>
    );
  }
  if (packages.isError) {
    return (
      <ThreeColumns>
        {fallbackPackages.map((pkg) => (
          <Card key={pkg.type} variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h5" component="h3">
                {say(`fallback.${pkg.type}.name`)}
              </Typography>
              <Typography variant="h6" component="p" color="primary">
                {formatRupees(pkg.price)}{' '}
                <Typography component="span" color="textSecondary">
                  {t('card.perSession')}
                </Typography>
              </Typography>
              <Typography color="textSecondary" sx={{ mt: 1 }}>
                {say(`fallback.${pkg.type}.text`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </ThreeColumns>
    );
  }
  return (
    <ThreeColumns>
      {[...packages.data]
        .sort((a, b) => a.price - b.price)
        .map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} />
        ))}
    </ThreeColumns>
  );
}
