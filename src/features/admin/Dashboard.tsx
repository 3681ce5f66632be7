import { Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetIdentity, usePermissions } from 'react-admin';
import { dashboard, type DashboardStats } from './admin-api.ts';
import { Bars, money } from './charts.tsx';
import { ReconciliationCard } from './resources/finance.tsx';

/** The dashboard: sales per day and country, vouchers issued in the period by their state, top products. */
export function Dashboard() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string>();
  const [stats, setStats] = useState<DashboardStats | null>(null);
  const [days, setDays] = useState(30);
  useEffect(() => {
    if (!permissions || permissions === 'merchant') return;
    dashboard(days).then(setStats, () => setStats(null));
  }, [days, permissions]);
  const byDay = (stats?.sales ?? []).map((s) => ({
    label: `${s.day} ${s.country}`,
    value: s.amount,
    text: `${money(s.amount, s.currency)} (${s.orders})`,
  }));
  const v = stats?.vouchers;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Typography component="h1" variant="h5">
            Ugift back office
          </Typography>
          <Typography>
            Signed in as {identity?.fullName} ({permissions}). The menu shows the sections of your role; the server checks every request
            against it, and every change is written to the audit log.
          </Typography>
          {permissions === 'merchant' && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Redeem vouchers at the <a href={`${import.meta.env.BASE_URL}/merchant`}>counter station</a>; the menu has your redemptions and
              the redemptions per outlet per day (Export downloads them as CSV).
            </Typography>
          )}
          {permissions !== 'merchant' && (
            <label style={{ display: 'inline-flex', gap: 8, marginTop: 8, alignItems: 'center' }}>
              Period
              <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
                <option value={7}>last 7 days</option>
                <option value={30}>last 30 days</option>
                <option value={90}>last 90 days</option>
              </select>
            </label>
          )}
        </CardContent>
      </Card>
      {(permissions === 'admin' || permissions === 'finance') && <ReconciliationCard />}
      {stats && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
          <Card>
            <CardContent>
              <Bars title="Sales per day and country" rows={byDay} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Bars
                title="Vouchers issued in the period, by state now"
                rows={
                  v
                    ? [
                        { label: 'Active', value: v.active, text: String(v.active) },
                        { label: 'Used', value: v.used, text: String(v.used) },
                        { label: 'Expired', value: v.expired, text: String(v.expired) },
                        { label: 'Refunded', value: v.refunded, text: String(v.refunded) },
                      ]
                    : []
                }
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Bars
                title="Top products (units sold)"
                rows={stats.top_products.map((p) => ({ label: p.name.slice(0, 32), value: p.sold, text: String(p.sold) }))}
              />
            </CardContent>
          </Card>
        </Box>
      )}
    </Box>
  );
}
