import { Card, CardContent, Typography } from '@mui/material';
import { Admin, Resource, useGetIdentity, usePermissions } from 'react-admin';
import { adminTheme } from './admin-theme.ts';
import { authProvider } from './auth-provider.ts';
import { dataProvider } from './admin-api.ts';
import { AuditLogList } from './resources/audit-log.tsx';
import { BannerCreate, BannerEdit, BannerList, PopupCreate, PopupEdit, PopupList } from './resources/linkage.tsx';
import { OrderList, OrderShow } from './resources/orders.tsx';
import { MemberEdit, MemberList, StaffCreate, StaffEdit, StaffList } from './resources/people.tsx';
import { ProductCreate, ProductEdit, ProductList } from './resources/products.tsx';

const may = (role: string | undefined, ...roles: string[]) => role === 'admin' || (role !== undefined && roles.includes(role));

function Dashboard() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string>();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5">
          Ugift back office
        </Typography>
        <Typography>
          Signed in as {identity?.fullName} ({permissions}). The menu shows the sections of your role; the server checks every request
          against it, and every change is written to the audit log.
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The staff console (issue 12): react-admin on the admin API, client-only, never loaded by shopper pages. */
export default function AdminApp() {
  return (
    <Admin
      theme={adminTheme}
      dataProvider={dataProvider}
      authProvider={authProvider}
      dashboard={Dashboard}
      title="Ugift back office"
      requireAuth
      disableTelemetry
    >
      {(role: string) => [
        may(role, 'catalogue') && (
          <Resource
            key="products"
            name="products"
            list={ProductList}
            edit={ProductEdit}
            create={ProductCreate}
            recordRepresentation="i18n.en.name"
          />
        ),
        may(role, 'marketing') && <Resource key="banners" name="banners" list={BannerList} edit={BannerEdit} create={BannerCreate} />,
        may(role, 'marketing') && <Resource key="popups" name="popups" list={PopupList} edit={PopupEdit} create={PopupCreate} />,
        may(role, 'support') && <Resource key="orders" name="orders" list={OrderList} show={OrderShow} recordRepresentation="order_no" />,
        may(role, 'support') && <Resource key="members" name="members" list={MemberList} edit={MemberEdit} recordRepresentation="name" />,
        may(role) && (
          <Resource key="staff" name="staff" list={StaffList} edit={StaffEdit} create={StaffCreate} recordRepresentation="email" />
        ),
        may(role) && <Resource key="audit-log" name="audit-log" list={AuditLogList} options={{ label: 'Audit log' }} />,
        <Resource key="countries" name="countries" recordRepresentation="name" />,
        <Resource key="brands" name="brands" recordRepresentation="name" />,
        <Resource key="categories" name="categories" recordRepresentation="name" />,
      ]}
    </Admin>
  );
}
