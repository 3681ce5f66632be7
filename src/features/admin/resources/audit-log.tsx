import { Datagrid, SelectInput, TextField, TextInput, useRecordContext } from 'react-admin';
import { List } from '../export-list.tsx';
import { ShopDateField } from '../ShopDateField.tsx';

const RESOURCES = ['products', 'banners', 'popups', 'orders', 'members', 'staff', 'session', 'settlements', 'brand-commissions'].map(
  (id) => ({ id, name: id }),
);
/** Changes, and attempts to get in or to do what one may not (decision 0237). */
const ACTIONS = [
  'create',
  'update',
  'delete',
  'refund',
  'pay',
  'sign_in',
  'sign_in_failed',
  'sign_in_throttled',
  'sign_in_locked',
  'account_locked',
  'totp_password_wrong',
  'refused',
].map((id) => ({ id, name: id }));

function Change() {
  const r = useRecordContext<{ before: unknown; after: unknown }>();
  if (!r) return null;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <section aria-label="Before">
        <strong>Before</strong>
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{JSON.stringify(r.before, null, 2)}</pre>
      </section>
      <section aria-label="After">
        <strong>After</strong>
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{JSON.stringify(r.after, null, 2)}</pre>
      </section>
    </div>
  );
}

/** The audit log (admin): who changed what, when, with the values before and after, and every attempt to get in. */
export const AuditLogList = () => (
  <List
    filters={[
      <SelectInput key="r" source="resource" choices={RESOURCES} alwaysOn />,
      <SelectInput key="a" source="action" choices={ACTIONS} />,
      <TextInput key="o" source="object_id" label="Object id" />,
    ]}
    sort={{ field: 'at', order: 'DESC' }}
  >
    <Datagrid expand={<Change />} bulkActionButtons={false} rowClick="expand">
      <ShopDateField source="at" showTime />
      <TextField source="staff_email" label="Staff" sortable={false} />
      <TextField source="action" sortable={false} />
      <TextField source="resource" sortable={false} />
      <TextField source="object_id" label="Object" sortable={false} />
      <TextField source="ip" label="Address" sortable={false} emptyText="-" />
    </Datagrid>
  </List>
);
