// The back office's frame around the overview before react-admin draws its own (docs/decisions/0154, 0159): the bar,
// the menu on a wide screen and the main area, laid out where react-admin's layout puts them. The server draws it
// still (FirstScreen); the page draws it live (LightOverview), with the bar's buttons and the menu's links working.
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { paths } from '../../config/paths';

/** react-admin's menu, in its order (AdminMenu: the overview, the resources as AdminApp declares them, Audit, the site). */
const backOfficeMenu = [
  { label: 'Overview', path: paths.admin.root },
  { label: 'Users', path: paths.admin.list('users') },
  { label: 'Counsellors', path: paths.admin.list('counsellors') },
  { label: 'Bookings', path: paths.admin.list('bookings') },
  { label: 'Packages', path: paths.admin.list('packages') },
  { label: 'Coupons', path: paths.admin.list('coupons') },
  { label: 'Messages', path: paths.admin.list('messages') },
  { label: 'Reported chats', path: paths.admin.list('conversations') },
  { label: 'Staff', path: paths.admin.list('auditors') },
  { label: 'Reviews', path: paths.admin.list('reviews') },
  { label: 'Payouts', path: paths.admin.list('payouts') },
  { label: 'Invoices', path: paths.admin.list('invoices') },
  { label: 'Audit', path: paths.admin.audit },
  { label: 'Public site', path: paths.home },
] as const;

export type MenuEntry = (typeof backOfficeMenu)[number];

interface OverviewFrameProps {
  children: ReactNode;
  /** The first screen's id, so the page can take it away (lib/serverFirstScreen). */
  id?: string;
  /** When given, the bar's menu button opens the menu; the server's still frame shows the icon alone. */
  onMenuButton?(): void;
  /** The bar's buttons on the right (refresh, the admin's menu). */
  actions?: ReactNode;
  /** When given, a menu link is followed in the page rather than by loading it. */
  onFollow?(entry: MenuEntry, event: MouseEvent): void;
  /** False where the page knows the screen is too narrow for the menu beside the overview (it is hidden there anyway). */
  menuBeside?: boolean;
}

/** The menu's links, a menu list as react-admin's, with its items' size and indent (the text where its icons end). */
export function MenuLinks({ onFollow }: Pick<OverviewFrameProps, 'onFollow'>) {
  return (
    <MenuList>
      {backOfficeMenu.map((entry) => (
        <MenuItem
          key={entry.path}
          component="a"
          href={entry.path}
          aria-current={entry.path === paths.admin.root ? 'page' : undefined}
          onClick={onFollow && ((event: MouseEvent) => onFollow(entry, event))}
          sx={{ py: 0.75, pl: 7, color: 'text.secondary', minHeight: 'auto' }}
        >
          {entry.label}
        </MenuItem>
      ))}
    </MenuList>
  );
}

/**
 * A column of flex boxes, as react-admin's layout is: the frame's top margin stays inside it (a margin collapsing
 * through the body moved the body's box when the app took over, a layout shift of 0.068).
 */
export function OverviewFrame({ children, id, onMenuButton, actions, onFollow, menuBeside = true }: OverviewFrameProps) {
  return (
    <Box id={id} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar color="secondary">
        <Toolbar disableGutters variant="dense" sx={{ px: 1, minHeight: 48 }}>
          {onMenuButton ? (
            <IconButton color="inherit" aria-label="Open menu" onClick={onMenuButton} sx={{ mr: 0.5 }}>
              <MenuRounded />
            </IconButton>
          ) : (
            <MenuRounded sx={{ ml: 1, mr: 1.5 }} aria-hidden />
          )}
          <Typography variant="h6" component="span" sx={{ flexGrow: 1 }}>
            Overview
          </Typography>
          {actions}
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', mt: { xs: 7, sm: 6 } }}>
        <Box component="nav" aria-label="Back office" sx={{ display: { xs: 'none', md: 'block' }, width: 240, flexShrink: 0 }}>
          {menuBeside && <MenuLinks onFollow={onFollow} />}
        </Box>
        <Box component="main" sx={{ flexGrow: 1, flexBasis: 0, px: 1, py: 2, minWidth: 0 }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
