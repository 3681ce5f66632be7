import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { List } from '../export-list.tsx';
import { useWatch } from 'react-hook-form';
import { SaveOnlyToolbar } from './form-pages.tsx';
import { STAFF_ROLES } from '../../../shared/admin/roles.ts';

const ROLES = STAFF_ROLES.map((id) => ({ id, name: id }));

/** Staff accounts (admin). */
export const StaffList = () => (
  <List
    filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="r" source="role" choices={ROLES} />]}
    sort={{ field: 'email', order: 'ASC' }}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="email" />
      <TextField source="name" sortable={false} />
      <TextField source="role" />
      <BooleanField source="totp" label="2FA" sortable={false} />
      <BooleanField source="disabled" sortable={false} />
    </Datagrid>
  </List>
);

/** The country the console's lists start filtered to (decision 0238). */
const MarketInput = () => (
  <ReferenceInput source="market_country_id" reference="countries" perPage={50}>
    <SelectInput optionText="name" label="Market" emptyText="Every country" helperText="Lists such as products start filtered to it" />
  </ReferenceInput>
);

const BrandInput = () => (
  <ReferenceInput source="brand_id" reference="brands" perPage={100}>
    <SelectInput optionText="name" label="Brand (merchants)" emptyText="None" />
  </ReferenceInput>
);

/** A merchant may be tied to some of the brand's outlets; none means every outlet of the brand. */
function MerchantOutletsInput() {
  const role = useWatch({ name: 'role' }) as string | undefined;
  const brandId = useWatch({ name: 'brand_id' }) as number | null | undefined;
  if (role !== 'merchant' || !brandId) return null;
  return (
    <ReferenceArrayInput source="outlet_ids" reference="merchant-outlets" filter={{ brand_id: brandId }} perPage={200}>
      <SelectArrayInput
        optionText={(o: { outlet_name: string; address: string }) => `${o.outlet_name} (${o.address})`}
        label="Outlets (none: every outlet of the brand)"
      />
    </ReferenceArrayInput>
  );
}

export const StaffCreate = () => (
  <Create redirect="list">
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <TextInput source="email" type="email" />
      <TextInput source="name" />
      <SelectInput source="role" choices={ROLES} />
      <PasswordInput source="password" helperText="At least 12 characters" />
      <MarketInput />
      <BrandInput />
      <MerchantOutletsInput />
    </SimpleForm>
  </Create>
);

export const StaffEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <TextInput source="email" disabled />
      <TextInput source="name" />
      <SelectInput source="role" choices={ROLES} />
      <MarketInput />
      <BrandInput />
      <MerchantOutletsInput />
      <BooleanInput source="disabled" />
      <PasswordInput source="new_password" label="New password (leave empty to keep)" />
      <BooleanInput source="reset_totp" label="Reset the authenticator (second factor)" />
      <BooleanInput source="unlock" label="Unlock (after too many failed sign-ins)" />
    </SimpleForm>
  </Edit>
);
