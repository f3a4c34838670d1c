import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import { useLayoutEffect } from 'react';
import { Layout, Menu, type LayoutProps } from 'react-admin';
import { paths } from '../config/paths';
import { dropFirstScreen } from '../lib/serverFirstScreen';

function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Overview" />
      <Menu.ResourceItems />
      <Menu.Item to={paths.admin.audit} primaryText="Audit" leftIcon={<FactCheckRounded />} />
      {/* Inside the app's own router, an absolute path leaves the back office for the public site. */}
      <Menu.Item to={paths.home} primaryText="Public site" leftIcon={<PublicRounded />} />
    </Menu>
  );
}

/** The app bar's user menu shows the admin's e-mail (authProvider.getIdentity) and Logout. */
export function AdminLayout({ children }: LayoutProps) {
  // react-admin has drawn the back office: it takes the place of the server-drawn first screen before the browser paints
  // again (docs/decisions/0154).
  useLayoutEffect(dropFirstScreen, []);
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
