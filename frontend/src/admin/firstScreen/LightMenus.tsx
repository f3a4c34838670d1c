// The overview's menus before react-admin has started (docs/decisions/0159), loaded when first opened: the back office's
// menu in a drawer, and the admin's own menu (who is signed in, and Logout, as react-admin's user menu).
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { createAuthProvider } from '../authProvider';
import { MenuLinks, type MenuEntry } from './OverviewFrame';

export function MenuDrawer({ onClose, onFollow }: { onClose(): void; onFollow(entry: MenuEntry, event: MouseEvent): void }) {
  return (
    <Drawer open onClose={onClose}>
      <Box component="nav" aria-label="Back office" sx={{ width: 240 }}>
        <MenuLinks onFollow={onFollow} />
      </Box>
    </Drawer>
  );
}

interface ProfileMenuProps {
  anchor: HTMLElement;
  /** Who is signed in, when the site knows it. */
  email: string | undefined;
  onClose(): void;
  /** Tells the public pages that the session has ended. */
  onSessionChange(): void;
}

export function ProfileMenu({ anchor, email, onClose, onSessionChange }: ProfileMenuProps) {
  const navigate = useNavigate();
  const logout = async () => {
    onClose();
    // The same steps as react-admin's Logout: the session ends, the site learns it, and the login page shows (and says
    // whether the admin is still signed in, should the request have failed).
    await createAuthProvider(onSessionChange)
      .logout({})
      .catch(() => undefined);
    void navigate(paths.admin.login);
  };
  return (
    <Menu open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      {email && <MenuItem disabled>{email}</MenuItem>}
      <MenuItem onClick={() => void logout()}>Logout</MenuItem>
    </Menu>
  );
}
