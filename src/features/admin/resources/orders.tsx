import { Box, Button as MuiButton, Stack } from '@mui/material';
import { useState } from 'react';
import {
  ArrayField,
  Confirm,
  Datagrid,
  DateField,
  FunctionField,
  List,
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
import { dataProvider } from '../admin-api.ts';

const STATUS = ['Pending', 'Paid', 'Cancelled', 'Refunded', 'Campaign Redemption'].map((id) => ({ id, name: id }));
const money = (minor: number, currency: string) =>
  `${currency} ${(minor / (currency === 'JPY' ? 1 : 100)).toFixed(currency === 'JPY' ? 0 : 2)}`;

const filters = [
  <SearchInput key="q" source="q" placeholder="Order number or phone" alwaysOn />,
  <SelectInput key="s" source="payment_status" choices={STATUS} />,
];

export const OrderList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="order_no" label="Order" sortable={false} />
      <TextField source="payment_status" label="Payment" sortable={false} />
      <TextField source="order_status" label="Kind" sortable={false} />
      <FunctionField
        label="Amount"
        source="order_amount"
        render={(r: { order_amount: number; currency_code: string }) => money(r.order_amount, r.currency_code)}
      />
      <DateField source="created_at" showTime />
    </Datagrid>
  </List>
);

/** Refund buttons (support): through the payment provider, or as uDollar; each asks before it acts. */
function RefundButtons() {
  const record = useRecordContext<{ id: number; payment_status: string; order_no: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<'payment' | 'udollar' | null>(null);
  const [busy, setBusy] = useState(false);
  if (record?.payment_status !== 'Paid') return null;
  const go = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await dataProvider.refundOrder(record.id, asking);
      notify(`Order ${record.order_no} refunded`, { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'The refund failed', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1 }}>
      <MuiButton variant="contained" color="warning" onClick={() => setAsking('payment')}>
        Cancel and refund the payment
      </MuiButton>
      <MuiButton variant="outlined" onClick={() => setAsking('udollar')}>
        Cancel and refund as uDollar
      </MuiButton>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={`Refund order ${record.order_no}?`}
        content={
          asking === 'payment'
            ? 'The amount paid goes back to the card; any uDollar used comes back as uDollar.'
            : 'Everything paid comes back as a uDollar card.'
        }
        onConfirm={go}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

/** A new share link for a paid gift nobody redeemed yet (the old one stops working), shown to copy and send. */
function ReissueLinkButton() {
  const record = useRecordContext<{ id: number; payment_status: string; order_status: string; recipient_id: number | null }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [link, setLink] = useState('');
  if (record?.payment_status !== 'Paid' || record.order_status !== 'gift' || record.recipient_id !== null) return null;
  const go = async () => {
    try {
      setLink((await dataProvider.reissueLink(record.id)).reissue_link.share_url);
      notify('A new share link was made; the old one no longer works', { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'No new link', { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
      <MuiButton variant="outlined" onClick={go}>
        Make a new share link
      </MuiButton>
      {link && (
        <output aria-label="New share link" style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {link}
        </output>
      )}
    </Stack>
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

export const OrderShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="order_no" label="Order" />
      <TextField source="payment_status" label="Payment" />
      <TextField source="order_status" label="Kind" />
      <TextField source="member_name" label="Member" />
      <TextField source="member_phone" label="Phone" />
      <FunctionField
        label="Amount"
        render={(r: { order_amount: number; udollar_amount: number; currency_code: string }) =>
          `${money(r.order_amount, r.currency_code)} (+ ${money(r.udollar_amount, r.currency_code)} uDollar)`
        }
      />
      <DateField source="created_at" showTime />
      <DateField source="paid_at" showTime emptyText="-" />
      <RefundButtons />
      <ReissueLinkButton />
      <ArrayField source="lines">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" />
          <NumberField source="quantity" />
          <FunctionField label="Amount" render={(l: { amount: number }, _s?: string) => String(l.amount)} />
        </Datagrid>
      </ArrayField>
      <ArrayField source="vouchers">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <NumberField source="id" />
          <TextField source="status" />
          <DateField source="expires_at" />
          <ReissueCodeButton />
        </Datagrid>
      </ArrayField>
      <ArrayField source="payments">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="provider" />
          <TextField source="provider_ref" label="Reference" />
          <TextField source="status" />
          <NumberField source="amount" />
          <TextField source="review_reason" label="Note" emptyText="-" />
        </Datagrid>
      </ArrayField>
      <ArrayField source="payment_events" label="Payment events">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="event_id" label="Event" />
          <TextField source="type" />
          <DateField source="received_at" showTime />
        </Datagrid>
      </ArrayField>
      <Box />
    </SimpleShowLayout>
  </Show>
);
