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
import { Logo } from './Logo';

const footerLinks = [
  { label: 'About', to: paths.about },
  { label: 'Blog', to: paths.blog },
  { label: 'Packages', to: paths.packages },
  { label: 'Counsellors', to: paths.counsellors },
  { label: 'Contact', to: paths.contact },
  { label: 'Terms', to: paths.terms },
  { label: 'Privacy', to: paths.privacy },
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
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'rgba(255, 255, 255, 0.86)', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 360 }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.85 }}>
              Career guidance for students and parents across India, one conversation at a time.
            </Typography>
          </Box>
          <Box component="nav" aria-label="Footer">
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, listStyle: 'none', p: 0, m: 0 }}>
              {footerLinks.map((link) => (
                <li key={link.label}>
                  <Typography component={RouterLink} to={link.to} sx={{ color: 'inherit', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } }}>
                    {link.label}
                  </Typography>
                </li>
              ))}
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ mt: 2 }}>
              {socialLinks.map((social) => (
                <IconButton key={social.label} component="a" href="#" onClick={stayHere} aria-label={`Margdarshak on ${social.label} (coming soon)`} sx={{ color: 'inherit' }} size="small">
                  {social.icon}
                </IconButton>
              ))}
            </Stack>
          </Box>
        </Stack>
        <Typography variant="body2" sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'rgba(255, 255, 255, 0.16)', opacity: 0.8 }}>
          © {new Date().getFullYear()} Margdarshak. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
