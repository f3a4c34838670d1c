import Box from '@mui/material/Box';
import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthDialogsProvider } from '../../features/auth';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

// Loaded on first use, like the other sign-in dialogs.
const CounsellorRegistrationDialog = lazy(() => import('../../features/counsellor').then((module) => ({ default: module.CounsellorRegistrationDialog })));

/** Navbar, page, footer; the sign-in dialogs are reachable from every public page. */
export function PublicLayout() {
  return (
    <AuthDialogsProvider CounsellorRegistration={CounsellorRegistrationDialog}>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Navbar />
        {/* The page holds the whole first screen, loaded or not: the footer never shows there to be pushed away when a
            signed-in page's code and data arrive (docs/decisions/0145). */}
        <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </AuthDialogsProvider>
  );
}
