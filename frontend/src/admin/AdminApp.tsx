// The react-admin back office, loaded lazily on /admin/* inside the app's own router (STACK-NOTES: basename, no telemetry).
import { useMemo, useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { paths } from '../app/paths';
import { createAdminQueryClient } from './adminQueryClient';
import { adminTheme } from './adminTheme';
import { AdminLayout } from './AdminLayout';
import { createAuthProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import bookings from './resources/bookings';
import counsellors from './resources/counsellors';
import coupons from './resources/coupons';
import messages from './resources/messages';
import packages from './resources/packages';
import users from './resources/users';

interface AdminAppProps {
  /** Called after the back office signs someone in or out, so the public pages follow. */
  onSessionChange(): void;
}

export default function AdminApp({ onSessionChange }: AdminAppProps) {
  const [queryClient] = useState(createAdminQueryClient);
  const authProvider = useMemo(() => createAuthProvider(onSessionChange), [onSessionChange]);
  return (
    <Admin
      basename={paths.admin.root}
      disableTelemetry
      requireAuth
      title="Margdarshak admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      theme={adminTheme}
      dashboard={Dashboard}
      layout={AdminLayout}
    >
      {/* The menu lists them in this order, after the Overview (dashboards §2). */}
      <Resource name="users" {...users} />
      <Resource name="counsellors" {...counsellors} />
      <Resource name="bookings" {...bookings} />
      <Resource name="packages" {...packages} />
      <Resource name="coupons" {...coupons} />
      <Resource name="messages" options={{ label: 'Messages' }} {...messages} />
      <CustomRoutes>
        <Route path={paths.admin.dashboardInAdmin} element={<Dashboard />} />
      </CustomRoutes>
    </Admin>
  );
}
