import FacebookRounded from '@mui/icons-material/FacebookRounded';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { linkIn } from '../../lib/i18n/hindiPages';
import { LanguageSwitch } from '../../lib/i18n/LanguageSwitch';
import { useLanguage, useT } from '../../lib/i18n/useLanguage';
import { Logo } from './Logo';
import { shellMessages } from './messages';
import { useNavbarSession } from './useNavbarSession';

const footerLinks = [
  { label: 'footer.about', to: paths.about },
  { label: 'footer.blog', to: paths.blog },
  { label: 'footer.packages', to: paths.packages },
  { label: 'footer.counsellors', to: paths.counsellors },
  { label: 'footer.contact', to: paths.contact },
  { label: 'footer.terms', to: paths.terms },
  { label: 'footer.privacy', to: paths.privacy },
] as const;

// Placeholders until the social accounts exist: they go nowhere, and nothing on the page loads from these networks.
const socialLinks = [
  { label: 'Facebook', icon: <FacebookRounded /> },
  { label: 'Instagram', icon: <Instagram /> },
  { label: 'X', icon: <X /> },
  { label: 'LinkedIn', icon: <LinkedIn /> },
  { label: 'YouTube', icon: <YouTube /> },
] as const;

const stayHere = (event: MouseEvent) => event.preventDefault();

export function Footer() {
  const t = useT(shellMessages);
  const language = useLanguage();
  const { chooseLanguage } = useNavbarSession();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'rgba(255, 255, 255, 0.86)', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 360 }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.85 }}>
              {t('footer.tagline')}
            </Typography>
          </Box>
          <Box component="nav" aria-label={t('footer.nav')}>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, listStyle: 'none', p: 0, m: 0 }}>
              {footerLinks.map((link) => (
                <li key={link.label}>
                  <Typography component={RouterLink} to={linkIn(language, link.to)} sx={{ color: 'inherit', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } }}>
                    {t(link.label)}
                  </Typography>
                </li>
              ))}
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ mt: 2 }}>
              {socialLinks.map((social) => (
                <IconButton key={social.label} component="a" href="#" onClick={stayHere} aria-label={t('footer.social', { network: social.label })} sx={{ color: 'inherit' }} size="small">
                  {social.icon}
                </IconButton>
              ))}
            </Stack>
            <Box sx={{ mt: 1, ml: -1 }}>
              <LanguageSwitch label={t('language.other')} onChoose={chooseLanguage} inverted />
            </Box>
          </Box>
        </Stack>
        <Typography variant="body2" sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'rgba(255, 255, 255, 0.16)', opacity: 0.8 }}>
          {t('footer.rights', { year: String(new Date().getFullYear()) })}
        </Typography>
      </Container>
    </Box>
  );
}
