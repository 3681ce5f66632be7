import { Box, Button as MuiButton, Stack } from '@mui/material';
import { useState } from 'react';
import {
  ArrayField,
  Confirm,
  Datagrid,
  FunctionField,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useShowContext,
} from 'react-admin';
import { List } from '../export-list.tsx';
import { dataProvider } from '../admin-api.ts';
import { money } from '../shop-format.ts';
import { kindLabel, ORDER_KIND_CHOICES } from '../order-kind.ts';
import { ReissueLinkButton } from './reissue-link.tsx';
import { GiftEmailActions } from './gift-email-actions.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { ShopDateField } from '../ShopDateField.tsx';

const STATUS = ['Pending', 'Paid', 'Cancelled', 'Refunded', 'Campaign Redemption'].map((id) => ({ id, name: id }));

const filters = [
  <SearchInput key="q" source="q" placeholder="Order number, customer or phone" alwaysOn />,
  <SelectInput key="s" source="payment_status" label="Payment" choices={STATUS} />,
  <SelectInput key="k" source="order_status" label="Kind" choices={ORDER_KIND_CHOICES} />,
];

const Kind = ({ label: _label }: { label?: string }) => {
  const record = useRecordContext<{ order_status: string }>();
  return record ? <span>{kindLabel(record.order_status)}</span> : null;
};

export const OrderList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="order_no" label="Order" sortable={false} />
      <FunctionField
        label="Customer"
        render={(r: { customer: string; customer_phone: string }) => (
          <span>
            {r.customer || '-'}
            <br />
            <small style={{ color: '#555' }}>{r.customer_phone}</small>
          </span>
        )}
      />
      <TextField source="payment_status" label="Payment" sortable={false} />
      <Kind label="Kind" />
      <FunctionField
        label="Amount"
        source="order_amount"
        render={(r: { order_amount: number; currency_code: string }) => money(r.order_amount, r.currency_code)}
      />
      <ShopDateField source="created_at" label="Placed" showTime />
    </Datagrid>
  </List>
);

interface RefundItem {
  kind: 'voucher' | 'udollar';
  id: number;
  status: string;
  holds: number;
  refundable: number;
  reason: string | null;
}

/**
 * Refunds (support; decision 0236): what each voucher and uDollar card would give back now, never value already spent.
 * Support ticks what to refund (everything refundable at first), then refunds it to the card or as uDollar; each
 * asks before it acts and says the amount.
 */
function RefundPanel() {
  const record = useRecordContext<{
    id: number;
    payment_status: string;
    order_no: string;
    currency_code: string;
    refundable: number;
    refunded_amount: number;
    refund_items: RefundItem[];
  }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<'payment' | 'udollar' | null>(null);
  const [busy, setBusy] = useState(false);
  const [unticked, setUnticked] = useState<Set<string>>(new Set());
  // the list's row stands in for the order until its detail (with what is refundable) has loaded
  if (record?.payment_status !== 'Paid' || !record.refund_items) return null;
  const key = (i: RefundItem) => `${i.kind}:${i.id}`;
  const open = record.refund_items.filter((i) => i.reason === null);
  const chosen = open.filter((i) => !unticked.has(key(i)));
  const amount = chosen.reduce((total, i) => total + i.refundable, 0);
  const go = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await dataProvider.refundOrder(record.id, asking, {
        evoucher_ids: chosen.filter((i) => i.kind === 'voucher').map((i) => i.id),
        udollar_card_ids: chosen.filter((i) => i.kind === 'udollar').map((i) => i.id),
      });
      notify(`Order ${record.order_no}: ${money(amount, record.currency_code)} refunded`, { type: 'success' });
      setUnticked(new Set());
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'The refund failed', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <Box component="section" aria-labelledby="refund-heading" sx={{ my: 1 }}>
      <h2 id="refund-heading" style={{ fontSize: '1.1rem', margin: '8px 0' }}>
        Refund
      </h2>
      <p data-testid="refundable">
        Refundable now: <strong>{money(record.refundable, record.currency_code)}</strong>
        {record.refunded_amount > 0 ? ` (already refunded ${money(record.refunded_amount, record.currency_code)})` : ''}
      </p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {record.refund_items.map((i) => (
          <li key={key(i)}>
            <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              <input
                type="checkbox"
                disabled={i.reason !== null}
                checked={i.reason === null && !unticked.has(key(i))}
                onChange={(e) => {
                  const next = new Set(unticked);
                  if (e.target.checked) next.delete(key(i));
                  else next.add(key(i));
                  setUnticked(next);
                }}
              />
              {i.kind === 'voucher' ? 'Voucher' : 'uDollar card'} {i.id} ({i.status}): holds {money(i.holds, record.currency_code)},{' '}
              {i.reason === null ? `refunds ${money(i.refundable, record.currency_code)}` : `not refundable: ${i.reason}`}
            </label>
          </li>
        ))}
      </ul>
      <Stack direction="row" spacing={1} sx={{ my: 1 }}>
        <MuiButton variant="contained" color="error" disabled={chosen.length === 0} onClick={() => setAsking('payment')}>
          Refund {money(amount, record.currency_code)} to the payment
        </MuiButton>
        <MuiButton variant="outlined" disabled={chosen.length === 0} onClick={() => setAsking('udollar')}>
          Refund as uDollar
        </MuiButton>
      </Stack>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={`Refund ${money(amount, record.currency_code)} of order ${record.order_no}?`}
        content={
          asking === 'payment'
            ? 'What was paid by card goes back to the card; what uDollar paid comes back as uDollar. The ticked vouchers and cards stop working.'
            : 'It all comes back as a uDollar card. The ticked vouchers and cards stop working.'
        }
        onConfirm={go}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}

/** A new code for an active voucher (the old code stops working); the member reads it in their wallet. */
function ReissueCodeButton() {
  const voucher = useRecordContext<{ id: number; status: string }>();
  const { record: order } = useShowContext<{ id: number }>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (voucher?.status !== 'Active') return null;
  if (!order) return null;
  return (
    <MuiButton
      size="small"
      onClick={async (e) => {
        e.stopPropagation();
        try {
          await dataProvider.reissueCode(order.id, voucher.id);
          notify(`Voucher ${voucher.id} has a new code`, { type: 'success' });
          refresh();
        } catch (err) {
          notify(err instanceof Error ? err.message : 'No new code', { type: 'error' });
        }
      }}
    >
      New code
    </MuiButton>
  );
}

/** An amount of the order's currency (a line carries no currency of its own). */
function LineMoney({ minor }: { minor: number }) {
  const { record } = useShowContext<{ id: number; currency_code: string }>();
  return <span>{record ? money(minor, record.currency_code) : ''}</span>;
}

export const OrderShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="order_no" label="Order" />
      <TextField source="payment_status" label="Payment" />
      <Kind label="Kind" />
      <TextField source="member_name" label="Customer" />
      <TextField source="member_phone" label="Customer's phone" />
      <FunctionField
        label="Recipient"
        render={(r: { recipient_name: string; recipient_phone: string; order_status: string }) =>
          r.recipient_name || r.recipient_phone
            ? [r.recipient_name, r.recipient_phone].filter(Boolean).join(', ')
            : r.order_status === 'Self-Use'
              ? 'The customer (bought for themselves)'
              : 'Nobody yet'
        }
      />
      <OrderTimeline label="Timeline" />
      <FunctionField
        label="Amount"
        render={(r: { order_amount: number; udollar_amount: number; currency_code: string }) =>
          `${money(r.order_amount, r.currency_code)} (+ ${money(r.udollar_amount, r.currency_code)} uDollar)`
        }
      />
      <ShopDateField source="created_at" label="Placed" showTime />
      <ShopDateField source="paid_at" label="Paid" showTime emptyText="-" />
      <RefundPanel />
      <ReissueLinkButton />
      <GiftEmailActions />
      <ArrayField source="lines">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" />
          <NumberField source="quantity" />
          <FunctionField label="Amount" render={(l: { amount: number; currency_code?: string }) => <LineMoney minor={l.amount} />} />
        </Datagrid>
      </ArrayField>
      <ArrayField source="vouchers">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <NumberField source="id" />
          <TextField source="status" />
          <ShopDateField source="expires_at" label="Expires" />
          <ShopDateField source="used_at" label="Used" showTime emptyText="-" />
          <ReissueCodeButton />
        </Datagrid>
      </ArrayField>
      <ArrayField source="payments">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="provider" />
          <TextField source="provider_ref" label="Reference" />
          <TextField source="status" />
          <FunctionField label="Amount" render={(p: { amount: number; currency_code: string }) => money(p.amount, p.currency_code)} />
          <TextField source="review_reason" label="Note" emptyText="-" />
        </Datagrid>
      </ArrayField>
      <ArrayField source="payment_events" label="Payment events">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="event_id" label="Event" />
          <TextField source="type" />
          <ShopDateField source="received_at" showTime />
        </Datagrid>
      </ArrayField>
      <Box />
    </SimpleShowLayout>
  </Show>
);
