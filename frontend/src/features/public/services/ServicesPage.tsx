// /services: what each package includes and how a session works, with prices left to /packages. In Hindi at
// /hi/services (issue 33).
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { linkIn } from '../../../lib/i18n/hindiPages';
import { useLanguage, useT } from '../../../lib/i18n/useLanguage';
import { Prose, ProsePage, type Block } from '../ProsePage';
import { usePageMeta } from '../../../lib/usePageMeta';
import { servicesMessages } from './messages';

/** Loaded in Hindi with the page under /hi (app/routes.tsx). */
export const pageCatalogues = [servicesMessages];

const packages = ['basic', 'advanced', 'comprehensive'] as const;
const steps = ['choose', 'pay', 'tests', 'meet', 'results', 'change'] as const;

export function ServicesPage() {
  const t = useT(servicesMessages);
  const language = useLanguage();
  usePageMeta(t('meta.title'), t('meta.description'));
  const blocks: Block[] = [...packages.flatMap((type): Block[] => [{ h: t(`${type}.title`) }, { p: t(`${type}.text`) }]), { h: t('how.title') }, { list: steps.map((step) => t(`how.${step}`)) }];
  return (
    <ProsePage title={t('title')} lead={t('lead')}>
      <Prose blocks={blocks} />
      <Button component={RouterLink} to={linkIn(language, paths.packages)} variant="contained" size="large" sx={{ mt: 2 }}>
        {t('packagesLink')}
      </Button>
    </ProsePage>
  );
}
