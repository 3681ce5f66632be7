import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardStats } from '../../../shared/admin/dashboard.ts';
import { minorDigits } from '../../../shared/money.ts';
import { money, shopDay } from '../shop-format.ts';

/** Revenue (a line) and paid orders (bars) per business day in one currency; a toggle picks the currency. */
export function TrendChart({ stats }: { stats: DashboardStats }) {
  const currencies = [...new Set(stats.trend.map((d) => d.currency))];
  const preferred = stats.headline.revenue[0]?.currency ?? currencies[0] ?? 'SGD';
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : preferred;
  const unit = 10 ** minorDigits(currency);
  const data = stats.trend
    .filter((d) => d.currency === currency)
    .map((d) => ({ day: shopDay(d.day), orders: d.orders, revenue: d.amount / unit, minor: d.amount }));
  const total = data.reduce((s, d) => s + d.minor, 0);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="figcaption" variant="h6">
          Sales per day ({currency})
        </Typography>
        {currencies.length > 1 && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={currency}
            onChange={(_e, v: string | null) => v && setPicked(v)}
            aria-label="Currency of the chart"
          >
            {currencies.map((c) => (
              <ToggleButton key={c} value={c}>
                {c}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </Box>
      {data.length === 0 ? (
        <Typography sx={{ mt: 1 }}>No sales in this period.</Typography>
      ) : (
        <Box
          role="img"
          aria-label={`Sales per day in ${currency}: ${money(total, currency)} from ${data.reduce((s, d) => s + d.orders, 0)} orders over ${data.length} days`}
          sx={{ height: 280, mt: 1 }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
              <CartesianGrid stroke="#e0e0e0" vertical={false} />
              <XAxis dataKey="day" tick={{ fontSize: 12, fill: '#424242' }} interval="preserveStartEnd" minTickGap={16} />
              <YAxis yAxisId="money" tick={{ fontSize: 12, fill: '#424242' }} width={64} />
              <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fontSize: 12, fill: '#424242' }} width={32} />
              <Tooltip
                // the series' own colours are too light for text: the tooltip writes in the text colour
                itemStyle={{ color: '#1a1a1a' }}
                labelStyle={{ color: '#1a1a1a' }}
                formatter={(value, name) => (name === 'Revenue' ? money(Math.round(Number(value) * unit), currency) : String(value))}
              />
              <Bar yAxisId="orders" dataKey="orders" name="Orders" fill="#90caf9" radius={[2, 2, 0, 0]} isAnimationActive={false} />
              <Line
                yAxisId="money"
                dataKey="revenue"
                name="Revenue"
                stroke="#1565c0"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Line: revenue ({currency}, left axis). Bars: paid orders (right axis). Days in {stats.time_zone} time.
      </Typography>
    </Box>
  );
}
