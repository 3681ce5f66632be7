import { Button as MuiButton } from '@mui/material';
import { useState } from 'react';
import {
  ArrayField,
  Confirm,
  Datagrid,
  FunctionField,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { List } from '../export-list.tsx';
import { dataProvider } from '../admin-api.ts';
import { money } from '../shop-format.ts';
import { ShopDateField } from '../ShopDateField.tsx';

/** Group gifts (support, decision 0258): who organised it for whom, the pool, and every contribution. */
const STATUS = ['open', 'funded', 'cancelled', 'expired'].map((id) => ({ id, name: id }));

const filters = [
  <SearchInput key="q" source="q" placeholder="Organiser or recipient name or phone" alwaysOn />,
  <SelectInput key="s" source="status" label="State" choices={STATUS} />,
];

interface GiftRecord {
  id: string;
  status: string;
  paid: number;
  target: number;
  currency_code: string;
}

const Pool = ({ label: _label }: { label?: string }) => {
  const r = useRecordContext<GiftRecord>();
  return r ? (
    <span>
      {money(r.paid, r.currency_code)} / {money(r.target, r.currency_code)}
    </span>
  ) : null;
};

export const GroupGiftList = () => (
  <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="organiser" label="Organiser" sortable={false} />
      <FunctionField label="Recipient" render={(r: { recipient: string; recipient_phone: string }) => r.recipient || r.recipient_phone} />
      <TextField source="status" label="State" sortable={false} />
      <Pool label="Pool" />
      <ShopDateField source="deadline" label="Deadline" showTime />
      <ShopDateField source="created_at" label="Started" showTime />
    </Datagrid>
  </List>
);

/** Cancel and refund every contribution to where it came from (asks first, says the amount). */
function CancelPanel() {
  const record = useRecordContext<GiftRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (record?.status !== 'open') return null;
  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.cancelGroupGift(record.id);
      notify('Cancelled: every contribution was refunded', { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'Could not cancel', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <MuiButton variant="contained" color="error" disabled={busy} onClick={() => setAsking(true)}>
        Cancel and refund everyone
      </MuiButton>
      <Confirm
        isOpen={asking}
        title="Cancel this group gift?"
        content={`Every contribution (${money(record.paid, record.currency_code)} in all) goes back to where it came from.`}
        onConfirm={() => void run()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export const GroupGiftShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="status" label="State" />
      <TextField source="organiser" />
      <TextField source="organiser_phone" label="Organiser's phone" />
      <FunctionField
        label="Recipient"
        render={(r: { recipient: string; recipient_phone: string }) => `${r.recipient} ${r.recipient_phone}`.trim()}
      />
      <Pool label="Pool" />
      <TextField source="mode" />
      <TextField source="order_id" label="Order" />
      <ShopDateField source="deadline" showTime />
      <ShopDateField source="deliver_at" label="Delivered on" showTime />
      <ArrayField source="contributions">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField label="Member" render={(c: { member: string; member_phone: string }) => c.member || c.member_phone} />
          <TextField source="method" />
          <FunctionField label="Amount" render={(c: { amount: number; currency_code: string }) => money(c.amount, c.currency_code)} />
          <TextField source="status" />
          <TextField source="payment_status" label="Payment" />
          <ShopDateField source="created_at" label="At" showTime />
        </Datagrid>
      </ArrayField>
      <CancelPanel />
    </SimpleShowLayout>
  </Show>
);
