import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { LoginPage } from './LoginPage.tsx';
import { TwoFactorPage } from './TwoFactorPage.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { adminTheme } from './admin-theme.ts';
import { authProvider } from './auth-provider.ts';
import { dataProvider } from './admin-api.ts';
import { RESOURCE_SCREENS } from './resource-screens.tsx';
import { ADMIN_RESOURCE_LIST, hasScreens, mayUse, type RestResource } from '../../shared/admin/resources.ts';
import type { StaffRole } from '../../shared/admin/roles.ts';

/** What shows while the console checks the session: a labelled status, dark text on white (the default spinner has neither). */
const Loading = () => (
  <main aria-busy="true" style={{ padding: 24, color: '#1a1a1a', background: '#fff' }}>
    <p role="status">Loading the back office…</p>
  </main>
);

/** The resources a role may read, each with the screens its role may use (shared/admin/resources.ts, decision 0248). */
function resourcesFor(role: StaffRole) {
  return ADMIN_RESOURCE_LIST.filter((r) => !('custom' in r) && mayUse(role, r.name)).map((r) => {
    const name = r.name as RestResource;
    const screens = RESOURCE_SCREENS[name];
    const shown = hasScreens(role, name);
    const writes = shown && mayUse(role, name, true);
    return (
      <Resource
        key={name}
        name={name}
        list={shown ? screens.list : undefined}
        show={shown ? screens.show : undefined}
        edit={writes ? screens.edit : undefined}
        create={writes ? screens.create : undefined}
        options={{ label: r.label }}
        recordRepresentation={screens.recordRepresentation}
      />
    );
  });
}

/** The staff console: react-admin on the admin API, client-only, never loaded by shopper pages. */
export default function AdminApp() {
  return (
    <Admin
      theme={adminTheme}
      dataProvider={dataProvider}
      authProvider={authProvider}
      dashboard={Dashboard}
      layout={AdminLayout}
      loginPage={LoginPage}
      loading={Loading}
      title="Ugift back office"
      requireAuth
      disableTelemetry
    >
      {(role: StaffRole) => [
        ...resourcesFor(role),
        <CustomRoutes key="routes">
          <Route path="/two-factor" element={<TwoFactorPage />} />
        </CustomRoutes>,
      ]}
    </Admin>
  );
}
