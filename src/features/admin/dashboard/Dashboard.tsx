import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetIdentity, usePermissions } from 'react-admin';
import { DASHBOARD_PERIODS, type DashboardStats } from '../../../shared/admin/dashboard.ts';
import { dashboard } from '../admin-api.ts';
import { Bars } from '../charts.tsx';
import { ReconciliationCard } from '../resources/finance.tsx';
import { Headline } from './Headline.tsx';
import { RecentOrders, TopProducts } from './RecentOrders.tsx';
import { TrendChart } from './TrendChart.tsx';

const ICONS = {
  revenue: <PaymentsIcon fontSize="small" aria-hidden />,
  orders: <ShoppingCartIcon fontSize="small" aria-hidden />,
  members: <PersonAddIcon fontSize="small" aria-hidden />,
  pending: <HourglassEmptyIcon fontSize="small" aria-hidden />,
  liability: <AccountBalanceIcon fontSize="small" aria-hidden />,
};

/**
 * The console's home (decision 0238): headline figures against the period before, sales per day, the best sellers,
 * the latest orders, and the vouchers issued in the period by their state now.
 */
export function Dashboard() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string>();
  const [stats, setStats] = useState<DashboardStats | null>(null);
  const [failed, setFailed] = useState(false);
  const [days, setDays] = useState(30);
  useEffect(() => {
    if (!permissions || permissions === 'merchant') return;
    dashboard(days).then(
      (s) => {
        setStats(s);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [days, permissions]);
  const v = stats?.vouchers;
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2 }}>
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Box>
            <Typography component="h1" variant="h5">
              Ugift back office
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Signed in as {identity?.fullName} ({permissions}). Every change is written to the audit log.
            </Typography>
            {stats && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Figures as of {new Date(stats.as_of).toLocaleTimeString()}: they are read again at most every 10 seconds.
              </Typography>
            )}
            {permissions === 'merchant' && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                Redeem vouchers at the <a href={`${import.meta.env.BASE_URL}/counter`}>counter</a>; the menu has your redemptions and the
                redemptions per outlet per day (Export downloads them as CSV).
              </Typography>
            )}
          </Box>
          {permissions !== 'merchant' && (
            <TextField
              select
              size="small"
              label="Period"
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
              sx={{ width: 200 }}
            >
              {DASHBOARD_PERIODS.map((d) => (
                <MenuItem key={d} value={d}>
                  Last {d} days
                </MenuItem>
              ))}
            </TextField>
          )}
        </CardContent>
      </Card>
      {failed && <Typography role="alert">The figures could not be loaded. Reload the page to try again.</Typography>}
      {stats && <Headline stats={stats} icons={ICONS} />}
      {stats && (
        <Card>
          <CardContent>
            <TrendChart stats={stats} />
          </CardContent>
        </Card>
      )}
      {stats && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
          <Card>
            <CardContent>
              <RecentOrders rows={stats.recent_orders} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <TopProducts rows={stats.top_products} />
            </CardContent>
          </Card>
        </Box>
      )}
      {(permissions === 'admin' || permissions === 'finance') && <ReconciliationCard />}
      {stats && v && (
        <Card>
          <CardContent>
            <Bars
              title="Vouchers issued in the period, by state now"
              rows={[
                { label: 'Active', value: v.active, text: String(v.active) },
                { label: 'Used', value: v.used, text: String(v.used) },
                { label: 'Expired', value: v.expired, text: String(v.expired) },
                { label: 'Refunded', value: v.refunded, text: String(v.refunded) },
              ]}
            />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
