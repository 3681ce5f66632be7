import { Button as MuiButton } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  Datagrid,
  FunctionField,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { List } from '../export-list.tsx';
import type { Statement } from '../../../shared/admin/finance.ts';
import { dataProvider } from '../admin-api.ts';
import { money } from '../shop-format.ts';
import { ShopDateField } from '../ShopDateField.tsx';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'open', name: 'Open' },
      { id: 'paid', name: 'Paid' },
    ]}
    alwaysOn
  />,
  <TextInput key="from" source="from" label="From (YYYY-MM-DD)" alwaysOn />,
  <TextInput key="to" source="to" label="To (YYYY-MM-DD)" alwaysOn />,
];

/** Marks a past day's statement paid (admin, finance): asks first; the payout is posted to the ledger and audited. */
function PayButton() {
  const record = useRecordContext<Statement>();
  const { permissions } = usePermissions<string>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (record?.status !== 'open' || (permissions !== 'admin' && permissions !== 'finance')) return null;
  return (
    <>
      <MuiButton
        size="small"
        variant="outlined"
        onClick={(e) => {
          e.stopPropagation();
          setAsking(true);
        }}
      >
        Mark paid
      </MuiButton>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={`Pay ${record.brand_name}, ${record.outlet_name}, ${record.day}?`}
        content={`This records ${money(record.payable, record.currency_code)} paid to the brand.`}
        onConfirm={async () => {
          setBusy(true);
          try {
            await dataProvider.paySettlement(record.id);
            notify('Statement marked paid', { type: 'success' });
            refresh();
          } catch (e) {
            notify(e instanceof Error ? e.message : 'Not paid', { type: 'error' });
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** Statements per brand, outlet and day: value redeemed, Ugift's commission, what the brand is owed, open or paid. */
export const SettlementList = () => (
  <List filters={filters} title="Settlements">
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="day" label="Day" sortable={false} />
      <TextField source="brand_name" label="Brand" sortable={false} />
      <TextField source="outlet_name" label="Outlet" sortable={false} />
      <NumberField source="redemptions" label="Redemptions" sortable={false} />
      <FunctionField<Statement> label="Redeemed" render={(r) => money(r.redeemed, r.currency_code)} />
      <FunctionField<Statement> label="Commission" render={(r) => money(r.commission, r.currency_code)} />
      <FunctionField<Statement> label="Payable" render={(r) => money(r.payable, r.currency_code)} />
      <TextField source="status" label="Status" sortable={false} />
      <ShopDateField source="paid_at" label="Paid" showTime emptyText="-" sortable={false} />
      <PayButton />
    </Datagrid>
  </List>
);
