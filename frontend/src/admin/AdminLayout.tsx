import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';
import { Layout, Menu, type LayoutProps } from 'react-admin';
import { paths } from '../app/paths';

function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to={paths.admin.audit} primaryText="Audit" leftIcon={<FactCheckRounded />} />
      {/* Inside the app's own router, an absolute path leaves the back office for the public site. */}
      <Menu.Item to={paths.home} primaryText="Public site" leftIcon={<PublicRounded />} />
    </Menu>
  );
}

export function AdminLayout({ children }: LayoutProps) {
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
