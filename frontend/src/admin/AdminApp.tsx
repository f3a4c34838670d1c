// The react-admin back office, loaded lazily on /admin/* inside the app's own router (STACK-NOTES: basename, no telemetry).
import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, usePermissions } from 'react-admin';
import { Route } from 'react-router-dom';
import { paths } from '../config/paths';
import { backOfficeQueryClient } from './firstScreen/handover';
import { adminTheme } from './adminTheme';
import { AdminLayout } from './AdminLayout';
import { createAuthProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import bookings from './resources/bookings';
import counsellors from './resources/counsellors';
import conversations from './resources/conversations';
import coupons from './resources/coupons';
import messages from './resources/messages';
import packages from './resources/packages';
import auditors from './resources/auditors';
import users from './resources/users';
import reviews from './resources/reviews';
import payouts from './resources/payouts';
import invoices from './resources/invoices';
import { lazyNamed } from '../lib/lazyNamed';

// The Audit section loads on first visit: an admin's first screen is the overview (docs/decisions/0146).
const AuditHome = lazyNamed(() => import('./audit/AuditHome'), 'AuditHome');
const BookingHistory = lazyNamed(() => import('./audit/BookingHistory'), 'BookingHistory');
const ReconciliationPage = lazyNamed(() => import('./audit/ReconciliationPage'), 'ReconciliationPage');

/** The landing page: the overview for admins; auditors, who read the Audit section only, land on it. */
function Landing() {
  const { permissions, isPending } = usePermissions();
  if (isPending) return null; // an auditor must never start the overview's admin-only queries
  return permissions === 'auditor' ? <AuditHome /> : <Dashboard />;
}

interface AdminAppProps {
  /** Called after the back office signs someone in or out, so the public pages follow. */
  onSessionChange(): void;
}

export default function AdminApp({ onSessionChange }: AdminAppProps) {
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
      queryClient={backOfficeQueryClient()}
      theme={adminTheme}
      dashboard={Landing}
      layout={AdminLayout}
    >
      {(permissions: unknown) => [
        // The menu lists them in this order, after the Overview (dashboards §2); auditors get none of them.
        ...(permissions === 'admin'
          ? [
              <Resource key="users" name="users" {...users} />,
              <Resource key="counsellors" name="counsellors" {...counsellors} />,
              <Resource key="bookings" name="bookings" {...bookings} />,
              <Resource key="packages" name="packages" {...packages} />,
              <Resource key="coupons" name="coupons" {...coupons} />,
              <Resource key="messages" name="messages" options={{ label: 'Messages' }} {...messages} />,
              <Resource key="conversations" name="conversations" options={{ label: 'Reported chats' }} {...conversations} />,
              <Resource key="auditors" name="auditors" {...auditors} />,
              <Resource key="reviews" name="reviews" {...reviews} />,
            ]
          : []),
        // Auditors read the payouts too; only admins record one.
        <Resource key="payouts" name="payouts" {...payouts} create={permissions === 'admin' ? payouts.create : undefined} />,
        // Issued documents only read: auditors see them too.
        ...(permissions === 'admin' || permissions === 'auditor' ? [<Resource key="invoices" name="invoices" {...invoices} />] : []),
        <CustomRoutes key="routes">
          <Route path={paths.admin.dashboardInAdmin} element={<Dashboard />} />
          <Route path="/audit" element={<AuditHome />} />
          <Route path="/audit/bookings/:bookingId" element={<BookingHistory />} />
          <Route path="/audit/reconciliation" element={<ReconciliationPage />} />
        </CustomRoutes>,
      ]}
    </Admin>
  );
}
