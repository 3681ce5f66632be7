import { useState } from 'react';
import {
  ArrayField,
  Create,
  Datagrid,
  FunctionField,
  NumberInput,
  SearchInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  required,
  useInput,
} from 'react-admin';
import { List } from '../export-list.tsx';
import { money } from '../shop-format.ts';
import { ShopDateField } from '../ShopDateField.tsx';
import { SaveOnlyToolbar } from './form-pages.tsx';
import { BULK_GIFT_END_DAYS, BULK_GIFT_END_DAYS_MAX, BULK_GIFT_END_DAYS_MIN } from '../../../shared/api/schemas/bulk-gift.ts';

/** Business gifts (decisions 0270, 0271): business staff prepare a batch for a member account; support reads them. */
const filters = [<SearchInput key="q" source="q" placeholder="Buyer's name or phone" alwaysOn />];

interface BatchRecord {
  amount: number;
  currency_code: string;
  rows_total: number;
  rows_sent: number;
  rows_failed: number;
}

const Progress = ({ label: _label }: { label?: string }) => (
  <FunctionField<BatchRecord>
    render={(r) => `${r.rows_sent} / ${r.rows_total} delivered${r.rows_failed ? `, ${r.rows_failed} failed` : ''}`}
  />
);

export const BulkGiftList = () => (
  <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <FunctionField label="Buyer" render={(r: { member: string; member_phone: string }) => r.member || r.member_phone} />
      <TextField source="payment_status" label="Payment" sortable={false} />
      <FunctionField label="Amount" sortBy="amount" render={(r: BatchRecord) => money(r.amount, r.currency_code)} />
      <Progress label="Progress" />
      <ShopDateField source="end_at" label="Unclaimed back on" showTime />
      <ShopDateField source="created_at" label="Created" showTime />
    </Datagrid>
  </List>
);

export const BulkGiftShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="member" label="Buyer" />
      <TextField source="member_phone" label="Buyer's phone" />
      <TextField source="payment_status" label="Payment" />
      <TextField source="order_id" label="Order" />
      <FunctionField label="Amount" render={(r: BatchRecord) => money(r.amount, r.currency_code)} />
      <Progress label="Progress" />
      <ShopDateField source="end_at" label="Unclaimed back on" showTime />
      <ShopDateField source="returned_at" label="Unclaimed returned" showTime />
      <ArrayField source="rows">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="row" />
          <TextField source="recipient" />
          <TextField source="product_id" label="Product" />
          <FunctionField label="Amount" render={(r: { amount: number; currency_code: string }) => money(r.amount, r.currency_code)} />
          <TextField source="message" />
          <TextField source="status" />
          <ShopDateField source="deliver_at" label="Delivery" showTime />
          <ShopDateField source="sent_at" label="Sent" showTime />
        </Datagrid>
      </ArrayField>
    </SimpleShowLayout>
  </Show>
);

/** The CSV file, read as UTF-8 in the browser: any other encoding is refused here, before it is sent. */
function CsvFileInput() {
  const { field, fieldState } = useInput({ source: 'csv', validate: required() });
  const [problem, setProblem] = useState('');
  const read = async (file: File | undefined) => {
    setProblem('');
    if (!file) return field.onChange('');
    const bytes = new Uint8Array(await file.arrayBuffer());
    try {
      if (bytes.includes(0)) throw new Error('NUL');
      field.onChange(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      field.onChange('');
      setProblem('The file is not UTF-8: save it as "CSV UTF-8" and choose it again.');
    }
  };
  return (
    <label style={{ display: 'grid', gap: 4, marginBottom: 16 }}>
      <span>CSV file (phone or email, product_id, amount, message, deliver_at, language)</span>
      <input type="file" accept=".csv,text/csv" onChange={(e) => void read(e.target.files?.[0])} />
      {(problem || fieldState.error) && <span role="alert">{problem || 'Choose a CSV file'}</span>}
    </label>
  );
}

export const BulkGiftCreate = () => (
  <Create redirect="show">
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <TextInput source="member_phone" label="The buyer's phone (the member account that pays)" validate={required()} />
      <CsvFileInput />
      <NumberInput
        source="end_days"
        label="Unclaimed gifts go back as uDollar after (days)"
        defaultValue={BULK_GIFT_END_DAYS}
        min={BULK_GIFT_END_DAYS_MIN}
        max={BULK_GIFT_END_DAYS_MAX}
      />
    </SimpleForm>
  </Create>
);
