import { Datagrid, FunctionField, NumberField, TextField, TextInput } from 'react-admin';
import { List } from '../export-list.tsx';
import { formatMoney } from '../../../shared/money.ts';
import type { RedemptionDay, RedemptionRecord } from '../../../shared/admin/redemption.ts';
import { ShopDateField } from '../ShopDateField.tsx';

const money = (minor: number, currency: string) => formatMoney(minor, currency);

const dayFilters = [
  <TextInput key="from" source="from" label="From (YYYY-MM-DD)" alwaysOn />,
  <TextInput key="to" source="to" label="To (YYYY-MM-DD)" alwaysOn />,
];

/** Every redemption at the merchant's counters (admins: every brand's), newest first; Export downloads CSV. */
export const RedemptionList = () => (
  <List filters={dayFilters} sort={{ field: 'created_at', order: 'DESC' }} title="Redemptions">
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <ShopDateField source="created_at" label="When" showTime />
      <TextField source="outlet_name" label="Outlet" sortable={false} />
      <TextField source="product_name" label="Voucher" sortable={false} />
      <TextField source="code_tail" label="Code ends" sortable={false} />
      <FunctionField<RedemptionRecord> source="amount" label="Value" render={(r) => money(r.amount, r.currency_code)} />
      <TextField source="staff_email" label="Staff" sortable={false} />
    </Datagrid>
  </List>
);

/** Redemptions per outlet per day (Singapore time): how many and how much; Export downloads CSV. */
export const RedemptionDayList = () => (
  <List filters={dayFilters} sort={{ field: 'day', order: 'DESC' }} title="Redemptions per day">
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="day" label="Day" />
      <TextField source="outlet_name" label="Outlet" sortable={false} />
      <NumberField source="redemptions" label="Redemptions" sortable={false} />
      <FunctionField<RedemptionDay>
        source="value"
        label="Value redeemed"
        sortable={false}
        render={(r) => money(r.value, r.currency_code)}
      />
    </Datagrid>
  </List>
);
