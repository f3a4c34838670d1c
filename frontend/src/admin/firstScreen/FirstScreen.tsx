// The overview's first screen as the server draws it for a signed-in admin (docs/decisions/0154): the bar, the menu on a
// wide screen, the heading, the four figures and the chart card's heading, laid out where react-admin's layout puts
// them. It is static markup: react-admin, arriving behind it, draws the real back office and takes its place.
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { OverviewTop } from '../dashboard/OverviewTop';
import { FIRST_SCREEN_ID } from '../../lib/serverFirstScreen';

const menu = ['Overview', 'Users', 'Counsellors', 'Bookings', 'Packages', 'Coupons', 'Messages', 'Reported chats', 'Staff', 'Reviews', 'Payouts', 'Invoices', 'Audit', 'Public site'];

/**
 * A column of flex boxes, as react-admin's layout is: the frame's top margin stays inside it (a margin collapsing
 * through the body moved the body's box when the app took over, a layout shift of 0.068).
 */
export function FirstScreen() {
  return (
    <Box id={FIRST_SCREEN_ID} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar color="secondary">
        <Toolbar disableGutters variant="dense" sx={{ px: 1, minHeight: 48 }}>
          <MenuRounded sx={{ ml: 1, mr: 1.5 }} aria-hidden />
          <Typography variant="h6" component="span">
            Overview
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', mt: { xs: 7, sm: 6 } }}>
        <Box component="nav" aria-label="Back office" sx={{ display: { xs: 'none', md: 'block' }, width: 240, flexShrink: 0, pt: 1 }}>
          {menu.map((label) => (
            <Typography key={label} sx={{ py: 0.75, pl: 7, color: 'text.secondary' }}>
              {label}
            </Typography>
          ))}
        </Box>
        <Box component="main" sx={{ flexGrow: 1, flexBasis: 0, px: 1, py: 2 }}>
          <OverviewTop />
        </Box>
      </Box>
    </Box>
  );
}
