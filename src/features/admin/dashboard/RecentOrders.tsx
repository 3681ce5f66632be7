import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DashboardStats } from '../../../shared/admin/dashboard.ts';
import { kindLabel } from '../order-kind.ts';
import { money, shopDateTime } from '../shop-format.ts';

/** The latest orders, each a link to its page. */
export function RecentOrders({ rows }: { rows: DashboardStats['recent_orders'] }) {
  return (
    <section aria-labelledby="recent-orders">
      <Typography id="recent-orders" component="h2" variant="h6">
        Recent orders
      </Typography>
      {rows.length === 0 ? (
        <Typography>No orders yet.</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Payment</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Placed</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((o) => (
              <TableRow key={o.id} hover>
                <TableCell>
                  <Link href={`#/orders/${o.id}/show`}>{o.order_no || `#${o.id}`}</Link>
                </TableCell>
                <TableCell>{o.customer || '-'}</TableCell>
                <TableCell>{o.payment_status}</TableCell>
                <TableCell>{kindLabel(o.order_status)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(o.amount, o.currency)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{shopDateTime(o.created_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** The best sellers: full names (wrapping, never cut), units and what they brought in. */
export function TopProducts({ rows }: { rows: DashboardStats['top_products'] }) {
  return (
    <section aria-labelledby="top-products">
      <Typography id="top-products" component="h2" variant="h6">
        Best sellers
      </Typography>
      {rows.length === 0 ? (
        <Typography>Nothing sold in this period.</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell align="right">Sold</TableCell>
              <TableCell align="right">Revenue</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={`${p.product_id}:${p.currency}`}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link href={`#/products/${p.product_id}`}>{p.name}</Link>
                </TableCell>
                <TableCell align="right">{p.sold}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(p.amount, p.currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
