// The overview an admin lands on, drawn without react-admin (docs/decisions/0159): the server's first screen, then the
// same overview live in the page, with its menu, refresh and the admin's menu working. react-admin starts on the first
// action (a pointer or a key), drawing behind this page and taking its place once drawn; a link followed before then
// goes to its page there, and a recent booking opened before then opens in it.
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState, type MouseEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { DialogPlaceholder } from '../../components/DialogPlaceholder';
import { paths } from '../../config/paths';
import { removeServerFirstScreen } from '../../lib/serverFirstScreen';
import { statusOf } from '../adminHttp';
import { adminTheme } from '../adminTheme';
import { ConnectionErrorAlert } from '../components/ConnectionErrorAlert';
import { useAdminStats } from '../dashboard/api/getAdminStats';
import { OverviewBody, useOverviewFailed } from '../dashboard/OverviewBody';
import { BeforeBackOfficeContext, openBookingOnceStarted, type BeforeBackOffice } from '../dashboard/beforeBackOffice';
import { backOfficeQueryClient } from './handover';
import { OverviewFrame, type MenuEntry } from './OverviewFrame';

// The menu on a phone and the admin's menu load when first opened.
const MenuDrawer = lazy(() => import('./LightMenus').then((menus) => ({ default: menus.MenuDrawer })));
const ProfileMenu = lazy(() => import('./LightMenus').then((menus) => ({ default: menus.ProfileMenu })));

const theme = createTheme(adminTheme);

/** Starts react-admin on the first sign of an admin at work: a press, a key, or a mouse moving over the page. */
function useStartOnFirstAction(start: () => void) {
  useEffect(() => {
    const events = ['pointerdown', 'pointermove', 'keydown'] as const;
    const stop = () => {
      for (const type of events) window.removeEventListener(type, act, true);
    };
    function act(event: Event) {
      // A finger resting on a phone's screen sends pointermove too; only a mouse moving means someone is at the desk.
      if (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') return;
      stop();
      start();
    }
    for (const type of events) window.addEventListener(type, act, { capture: true, passive: true });
    return stop;
  }, [start]);
}

function Body() {
  const stats = useAdminStats();
  const failed = useOverviewFailed();
  // The session ended, or this is no longer an admin: react-admin's login page says so.
  if (statusOf(stats.error) === 401 || statusOf(stats.error) === 403) return <Navigate to={paths.admin.login} replace />;
  return failed ? <ConnectionErrorAlert /> : <OverviewBody />;
}

function RefreshButton() {
  const queryClient = useQueryClient();
  return (
    <IconButton color="inherit" aria-label="Refresh" onClick={() => void queryClient.invalidateQueries()}>
      <RefreshRounded />
    </IconButton>
  );
}

interface LightOverviewProps {
  /** Starts react-admin behind this page. */
  onStart(): void;
  /** Whether one of this page's menus is open: react-admin waits for it to close before taking the page's place. */
  onBusy(busy: boolean): void;
  /** The signed-in admin's address, for their menu. */
  email: string | undefined;
  /** Called after the admin logs out here, so the public pages follow. */
  onSessionChange(): void;
}

export default function LightOverview({ onStart, onBusy, email, onSessionChange }: LightOverviewProps) {
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [profileAnchor, setProfileAnchor] = useState<HTMLElement | null>(null);
  const [bookingAsked, setBookingAsked] = useState(false);
  // On a phone the menu beside the overview is hidden: it is not drawn at all (the drawer has it).
  const menuBeside = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const openProfile = (event: MouseEvent<HTMLElement>) => setProfileAnchor(event.currentTarget);
  // Drawn in the hidden root: it takes the server's first screen's place before the browser paints.
  useLayoutEffect(removeServerFirstScreen, []);
  useStartOnFirstAction(onStart);
  const busy = menuOpen || profileAnchor !== null;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const before = useMemo<BeforeBackOffice>(
    () => ({
      openBooking(id) {
        openBookingOnceStarted(id);
        setBookingAsked(true);
        onStart();
      },
    }),
    [onStart],
  );
  const follow = (entry: MenuEntry, event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setMenuOpen(false);
    if (entry.path !== paths.admin.root) void navigate(entry.path);
  };
  return (
    <QueryClientProvider client={backOfficeQueryClient()}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BeforeBackOfficeContext.Provider value={before}>
          <OverviewFrame
            onMenuButton={() => setMenuOpen(true)}
            onFollow={follow}
            menuBeside={menuBeside}
            actions={
              <Box sx={{ display: 'flex' }}>
                <RefreshButton />
                {/* dashboards §2: the bar shows the admin's e-mail address, as react-admin's user menu does where there is room. */}
                {wide && email ? (
                  <Button color="inherit" aria-label="Profile" aria-haspopup startIcon={<AccountCircle />} onClick={openProfile} sx={{ textTransform: 'none' }}>
                    {email}
                  </Button>
                ) : (
                  <IconButton color="inherit" aria-label="Profile" aria-haspopup onClick={openProfile}>
                    <AccountCircle />
                  </IconButton>
                )}
              </Box>
            }
          >
            <Body />
          </OverviewFrame>
          <Suspense fallback={null}>
            {menuOpen && <MenuDrawer onClose={() => setMenuOpen(false)} onFollow={follow} />}
            {profileAnchor && <ProfileMenu anchor={profileAnchor} email={email} onClose={() => setProfileAnchor(null)} onSessionChange={onSessionChange} />}
          </Suspense>
          {bookingAsked && <DialogPlaceholder maxWidth="md" height={480} />}
        </BeforeBackOfficeContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
