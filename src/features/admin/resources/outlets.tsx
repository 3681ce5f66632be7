import { Datagrid, NumberField, ReferenceInput, SelectInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { List } from '../export-list.tsx';
import { formPages } from './form-pages.tsx';

const ProductFilter = (
  <ReferenceInput key="p" source="product_id" reference="products" alwaysOn>
    <SelectInput optionText="i18n.en.name" label="Product" />
  </ReferenceInput>
);

/** Outlets (catalogue): where a product's vouchers are redeemed. */
export const OutletList = () => (
  <List filters={[ProductFilter]}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <NumberField source="product_id" label="Product" />
      <TextField source="outlet_name" label="Outlet" />
      <TextField source="address" sortable={false} />
      <TextField source="outlet_telno" label="Telephone" sortable={false} />
      <TextField source="email" sortable={false} />
    </Datagrid>
  </List>
);

function OutletForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="product_id" reference="products">
        <SelectInput optionText="i18n.en.name" label="Product" />
      </ReferenceInput>
      <TextInput source="outlet_name" label="Outlet" fullWidth />
      <TextInput source="address" fullWidth />
      <TextInput source="outlet_telno" label="Telephone" />
      <TextInput source="email" type="email" />
    </SimpleForm>
  );
}

export const { Edit: OutletEdit, Create: OutletCreate } = formPages(OutletForm);
