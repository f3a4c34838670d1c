import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { linkIn } from '../../lib/i18n/hindiPages';
import { LanguageSwitch } from '../../lib/i18n/LanguageSwitch';
import { useLanguage, useT } from '../../lib/i18n/useLanguage';
import { Logo } from './Logo';
import { shellMessages } from './messages';
import { navLinks } from './navLinks';
import { useNavbarSession } from './useNavbarSession';

const linkSx = {
  color: 'text.secondary',
  '&.active': { color: 'primary.main', bgcolor: 'rgba(14, 95, 99, 0.08)' },
} as const;

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const session = useNavbarSession();
  const t = useT(shellMessages);
  const language = useLanguage();
  const closeMenu = () => setMenuOpen(false);

  const sessionActions = (stacked: boolean) =>
    session.signedIn ? (
      <>
        <Button component={RouterLink} to={session.dashboardPath} onClick={closeMenu} fullWidth={stacked}>
          {t('nav.dashboard')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            closeMenu();
            session.logout();
          }}
          disabled={session.loggingOut}
          fullWidth={stacked}
        >
          {t('nav.logout')}
        </Button>
      </>
    ) : (
      <>
        <Button
          onClick={() => {
            closeMenu();
            session.openCounsellorSignUp();
          }}
          fullWidth={stacked}
        >
          {t('nav.counsellor')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            closeMenu();
            session.openLogin();
          }}
          fullWidth={stacked}
        >
          {t('nav.login')}
        </Button>
      </>
    );

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255, 255, 255, 0.92)', backdropFilter: 'blur(8px)' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 68 }}>
          <Logo />
          <Box component="nav" aria-label={t('nav.main')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}>
            {navLinks.map((link) => (
              <Button key={link.label} component={NavLink} to={linkIn(language, link.to)} end sx={linkSx}>
                {t(link.label)}
              </Button>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
            {sessionActions(false)}
          </Stack>
          <Stack direction="row" sx={{ ml: { xs: 'auto', md: 0 }, alignItems: 'center' }}>
            <LanguageSwitch label={t('language.other')} onChoose={session.chooseLanguage} />
            <IconButton
              sx={{ display: { md: 'none' } }}
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseRounded /> : <MenuRounded />}
            </IconButton>
          </Stack>
        </Toolbar>
        {/* Opens without a transition: the Collapse component would weigh on every first page load. */}
        <Box id="mobile-menu" hidden={!menuOpen} sx={{ display: { md: 'none' } }}>
          <Stack component="nav" aria-label={t('nav.main')} spacing={0.5} sx={{ pb: 2 }}>
            {navLinks.map((link) => (
              <Button key={link.label} component={NavLink} to={linkIn(language, link.to)} end onClick={closeMenu} sx={{ ...linkSx, justifyContent: 'flex-start' }}>
                {t(link.label)}
              </Button>
            ))}
            <Stack spacing={1} sx={{ pt: 1 }}>
              {sessionActions(true)}
            </Stack>
          </Stack>
        </Box>
      </Container>
    </AppBar>
  );
}
