import {
  Datagrid,
  Edit,
  FunctionField,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  usePermissions,
} from 'react-admin';
import { List } from '../export-list.tsx';

const LAPSE_CHOICES = [
  { id: 'udollar', name: "To the holder's uDollar (the sender's if never opened)" },
  { id: 'breakage', name: 'Kept by the shop (breakage)' },
  { id: 'refund', name: 'Refunded to the buyer' },
];

interface RuleRow {
  validity_days: number | null;
  extension_days: number;
  lapse: string;
}

/** Each market's value rule (decision 0262): finance reads it, admins edit it. */
export const ValueRuleList = () => {
  const { permissions } = usePermissions<string>();
  return (
    <List title="Value rules per market" pagination={false}>
      <Datagrid bulkActionButtons={false} rowClick={permissions === 'admin' ? 'edit' : false}>
        <TextField source="country" label="Market" sortable={false} />
        <FunctionField<RuleRow>
          label="Validity of new vouchers"
          render={(r) => (r.validity_days === null ? "Each product's own" : `${r.validity_days} days`)}
        />
        <FunctionField<RuleRow>
          label="One extension"
          render={(r) => (r.extension_days === 0 ? 'Not offered' : `${r.extension_days} days`)}
        />
        <FunctionField<RuleRow>
          label="Unused value at expiry"
          render={(r) => LAPSE_CHOICES.find((c) => c.id === r.lapse)?.name ?? r.lapse}
        />
      </Datagrid>
    </List>
  );
};

export const ValueRuleEdit = () => (
  <Edit mutationMode="pessimistic" title="Value rule">
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextField source="country" label="Market" />
      <NumberInput source="validity_days" label="Validity of new vouchers in days (empty: each product's own)" min={1} max={3650} />
      <NumberInput source="extension_days" label="One extension, in days (0: not offered)" min={0} max={365} />
      <SelectInput source="lapse" label="Unused value at expiry" choices={LAPSE_CHOICES} />
      <TextInput source="note" label="The market's rules this follows" multiline fullWidth />
    </SimpleForm>
  </Edit>
);
