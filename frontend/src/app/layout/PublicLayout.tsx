import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { AuthDialogsProvider } from '../../features/auth/components/AuthDialogsProvider';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** Navbar, page, footer; the sign-in dialogs are reachable from every public page. */
export function PublicLayout() {
  return (
    <AuthDialogsProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Navbar />
        <Box component="main" sx={{ flexGrow: 1 }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </AuthDialogsProvider>
  );
}
