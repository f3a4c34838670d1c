import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import { Layout, Menu, type LayoutProps } from 'react-admin';
import { paths } from '../config/paths';

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
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
