import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { LoginPage } from './LoginPage.tsx';
import { TwoFactorPage } from './TwoFactorPage.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { BroadcastCreate, BroadcastList } from './resources/broadcasts.tsx';
import { CampaignCreate, CampaignEdit, CampaignList } from './resources/campaigns.tsx';
import { FilterOptionCreate, FilterOptionEdit, FilterOptionList } from './resources/filter-options.tsx';
import { GiftcardCreate, GiftcardEdit, GiftcardList } from './resources/giftcards.tsx';
import { adminTheme } from './admin-theme.ts';
import { authProvider } from './auth-provider.ts';
import { dataProvider } from './admin-api.ts';
import { AuditLogList } from './resources/audit-log.tsx';
import { BannerCreate, BannerEdit, BannerList, PopupCreate, PopupEdit, PopupList } from './resources/linkage.tsx';
import { OrderList, OrderShow } from './resources/orders.tsx';
import { GroupGiftList, GroupGiftShow } from './resources/group-gifts.tsx';
import { MemberEdit, MemberList, StaffCreate, StaffEdit, StaffList } from './resources/people.tsx';
import { ProductCreate, ProductEdit, ProductList } from './resources/products.tsx';
import { MusicCreate, MusicEdit, MusicList, OutletCreate, OutletEdit, OutletList } from './resources/music-and-outlets.tsx';
import { TaxonCreate, TaxonEdit, TaxonList } from './resources/taxa.tsx';
import { RedemptionDayList, RedemptionList } from './resources/redemptions.tsx';
import { SettlementList } from './resources/settlements.tsx';
import { BrandCommissionEdit, BrandCommissionList, FinanceDayList, LiabilityList, TrialBalanceList } from './resources/finance.tsx';

/** What shows while the console checks the session: a labelled status, dark text on white (the default spinner has neither). */
const Loading = () => (
  <main aria-busy="true" style={{ padding: 24, color: '#1a1a1a', background: '#fff' }}>
    <p role="status">Loading the back office…</p>
  </main>
);

const may = (role: string | undefined, ...roles: string[]) => role === 'admin' || (role !== undefined && roles.includes(role));

/** The staff console (issue 12): react-admin on the admin API, client-only, never loaded by shopper pages. */
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
        may(role, 'catalogue') && (
          <Resource
            key="outlets"
            name="outlets"
            list={OutletList}
            edit={OutletEdit}
            create={OutletCreate}
            recordRepresentation="outlet_name"
          />
        ),
        may(role, 'catalogue') && (
          <Resource
            key="filter-options"
            name="filter-options"
            list={FilterOptionList}
            edit={FilterOptionEdit}
            create={FilterOptionCreate}
            options={{ label: 'Interests and intentions' }}
          />
        ),
        may(role, 'marketing') && <Resource key="banners" name="banners" list={BannerList} edit={BannerEdit} create={BannerCreate} />,
        may(role, 'marketing') && <Resource key="popups" name="popups" list={PopupList} edit={PopupEdit} create={PopupCreate} />,
        may(role, 'marketing') && (
          <Resource
            key="campaigns"
            name="campaigns"
            list={CampaignList}
            edit={CampaignEdit}
            create={CampaignCreate}
            recordRepresentation="i18n.en.name"
          />
        ),
        may(role, 'marketing') && (
          <Resource
            key="giftcards"
            name="giftcards"
            list={GiftcardList}
            edit={GiftcardEdit}
            create={GiftcardCreate}
            options={{ label: 'Card designs' }}
            recordRepresentation="i18n.en.name"
          />
        ),
        may(role, 'marketing') && <Resource key="giftcard-categories" name="giftcard-categories" recordRepresentation="name" />,
        may(role, 'marketing') && (
          <Resource key="music" name="music" list={MusicList} edit={MusicEdit} create={MusicCreate} recordRepresentation="name" />
        ),
        may(role, 'marketing') && <Resource key="broadcasts" name="broadcasts" list={BroadcastList} create={BroadcastCreate} />,
        may(role, 'support') && <Resource key="orders" name="orders" list={OrderList} show={OrderShow} recordRepresentation="order_no" />,
        may(role, 'support') && (
          <Resource key="group-gifts" name="group-gifts" list={GroupGiftList} show={GroupGiftShow} options={{ label: 'Group gifts' }} />
        ),
        may(role, 'support') && <Resource key="members" name="members" list={MemberList} edit={MemberEdit} recordRepresentation="name" />,
        may(role) && (
          <Resource
            key="staff"
            name="staff"
            list={StaffList}
            edit={StaffEdit}
            create={StaffCreate}
            options={{ label: 'Staff' }}
            recordRepresentation="email"
          />
        ),
        may(role) && <Resource key="audit-log" name="audit-log" list={AuditLogList} options={{ label: 'Audit log' }} />,
        may(role, 'merchant') && <Resource key="redemptions" name="redemptions" list={RedemptionList} options={{ label: 'Redemptions' }} />,
        may(role, 'merchant') && (
          <Resource key="redemption-days" name="redemption-days" list={RedemptionDayList} options={{ label: 'Redemptions per day' }} />
        ),
        may(role, 'merchant', 'finance') && (
          <Resource key="settlements" name="settlements" list={SettlementList} options={{ label: 'Settlements' }} />
        ),
        may(role, 'finance') && (
          <Resource key="trial-balance" name="trial-balance" list={TrialBalanceList} options={{ label: 'Trial balance' }} />
        ),
        may(role, 'finance') && <Resource key="liabilities" name="liabilities" list={LiabilityList} options={{ label: 'Liabilities' }} />,
        may(role, 'finance') && (
          <Resource key="finance-days" name="finance-days" list={FinanceDayList} options={{ label: 'Money per day' }} />
        ),
        may(role, 'finance') && (
          <Resource
            key="brand-commissions"
            name="brand-commissions"
            list={BrandCommissionList}
            edit={role === 'admin' ? BrandCommissionEdit : undefined}
            options={{ label: 'Brand commissions' }}
            recordRepresentation="name"
          />
        ),
        <Resource key="countries" name="countries" recordRepresentation="name" />,
        may(role, 'merchant') && <Resource key="merchant-outlets" name="merchant-outlets" recordRepresentation="outlet_name" />,
        <CustomRoutes key="routes">
          <Route path="/two-factor" element={<TwoFactorPage />} />
        </CustomRoutes>,
        may(role, 'catalogue') ? (
          <Resource key="categories" name="categories" list={TaxonList} edit={TaxonEdit} create={TaxonCreate} recordRepresentation="name" />
        ) : (
          <Resource key="categories" name="categories" recordRepresentation="name" />
        ),
        may(role, 'catalogue') ? (
          <Resource key="brands" name="brands" list={TaxonList} edit={TaxonEdit} create={TaxonCreate} recordRepresentation="name" />
        ) : (
          <Resource key="brands" name="brands" recordRepresentation="name" />
        ),
      ]}
    </Admin>
  );
}
