import { Datagrid, SelectInput, TextField, TextInput, useRecordContext } from 'react-admin';
import { List } from '../export-list.tsx';
import { ShopDateField } from '../ShopDateField.tsx';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { changedFields } from '../audit-diff.ts';

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

/** The fields a change touched, side by side (decision 0238): field, before, after. */
function Change() {
  const r = useRecordContext<{ before: unknown; after: unknown }>();
  if (!r) return null;
  const changes = changedFields(r.before, r.after);
  if (changes.length === 0) return <p style={{ margin: 8 }}>No field changed.</p>;
  return (
    <Table size="small" aria-label="Changed fields">
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.field}>
            <TableCell sx={{ fontFamily: 'monospace', verticalAlign: 'top' }}>{c.field}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top', bgcolor: '#fff4f4' }}>{c.before || '—'}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top', bgcolor: '#f2fbf3' }}>{c.after || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
