import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { DashboardStats } from '../../../shared/admin/dashboard.ts';
import { money } from '../shop-format.ts';

/** "+12 % on the 30 days before", or nothing when there is nothing to compare with. */
function change(now: number, before: number, days: number): string {
  if (before === 0) return now === 0 ? '' : `new in the last ${days} days`;
  const pct = Math.round(((now - before) / before) * 100);
  return `${pct >= 0 ? '+' : '−'}${Math.abs(pct)} % on the ${days} days before`;
}

function Figure({ label, icon, children, note }: { label: string; icon: ReactNode; children: ReactNode; note?: string }) {
  return (
    <Card component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          {icon}
          <Typography component="h2" variant="subtitle2">
            {label}
          </Typography>
        </Box>
        <Box sx={{ mt: 1, fontSize: '1.35rem', fontWeight: 600, lineHeight: 1.3 }} data-testid={`figure-${label}`}>
          {children}
        </Box>
        {note && (
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The headline figures (decision 0238): money per currency, never summed across currencies. */
export function Headline({ stats, icons }: { stats: DashboardStats; icons: Record<string, ReactNode> }) {
  const h = stats.headline;
  const main = h.revenue[0];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(200px, 1fr))', lg: 'repeat(5, 1fr)' }, gap: 2 }}>
      <Figure label="Revenue" icon={icons.revenue} note={main ? change(main.now, main.before, stats.days) : undefined}>
        {h.revenue.length === 0
          ? money(0, 'SGD')
          : h.revenue.map((r) => (
              <div key={r.currency} style={r === main ? undefined : { fontSize: '1rem', fontWeight: 500 }}>
                {money(r.now, r.currency)}
              </div>
            ))}
      </Figure>
      <Figure label="Orders" icon={icons.orders} note={change(h.orders.now, h.orders.before, stats.days)}>
        {h.orders.now.toLocaleString('en-GB')}
      </Figure>
      <Figure label="New members" icon={icons.members} note={change(h.new_members.now, h.new_members.before, stats.days)}>
        {h.new_members.now.toLocaleString('en-GB')}
      </Figure>
      <Figure label="Pending orders" icon={icons.pending} note={`${h.gifts_waiting} paid gifts not yet with their recipient`}>
        {h.pending_payment.toLocaleString('en-GB')}
        <Typography component="span" variant="body2" sx={{ ml: 1, color: 'text.secondary' }}>
          awaiting payment
        </Typography>
      </Figure>
      <Figure label="Outstanding liability" icon={icons.liability} note="Vouchers and uDollar shoppers can still use (the ledger, now)">
        {h.liability.length === 0
          ? money(0, 'SGD')
          : h.liability.map((l, i) => (
              <div key={l.currency} style={i === 0 ? undefined : { fontSize: '1rem', fontWeight: 500 }}>
                {money(l.amount, l.currency)}
              </div>
            ))}
      </Figure>
    </Box>
  );
}
