// /about: why Margdarshak exists, how we work, and who we are; in Hindi at /hi/about (issue 33).
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { initials } from '../../../lib/initials';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { Prose, ProsePage, type Block } from '../ProsePage';
import { usePageMeta } from '../../../lib/usePageMeta';
import { aboutMessages } from './messages';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [aboutMessages];

const team = ['sunita', 'vikram', 'ananya', 'imran', 'kavita'] as const;

export function AboutPage() {
  const t = useT(aboutMessages);
  const language = useLanguage();
  usePageMeta(t('meta.title'), t('meta.description'));
  const story: Block[] = [
    { h: t('mission.title') },
    { p: t('mission.text') },
    { h: t('vision.title') },
    { p: t('vision.text') },
    { h: t('beliefs.title') },
    { list: [t('beliefs.tests'), t('beliefs.parents'), t('beliefs.roads'), t('beliefs.data')] },
    { h: t('approach.title') },
    { p: t('approach.sessions') },
    { p: t('approach.checked') },
  ];
  return (
    <ProsePage title={t('title')} lead={t('lead')}>
      <Prose blocks={story} />
      <Typography sx={{ mb: 2, lineHeight: 1.75 }}>
        {t('assessments.before')}{' '}
        <Link component={RouterLink} to={linkIn(language, paths.aboutAssessments)}>
          {t('assessments.link')}
        </Link>
        {language === 'hi' ? '।' : '.'}
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('team.title')}
      </Typography>
      <Grid container spacing={2}>
        {team.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2 }}>
                <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden="true">
                  {initials(t(`team.${key}.name`))}
                </Avatar>
                <div>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {t(`team.${key}.name`)}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" gutterBottom>
                    {t(`team.${key}.role`)}
                  </Typography>
                  <Typography variant="body2">{t(`team.${key}.bio`)}</Typography>
                </div>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </ProsePage>
  );
}
