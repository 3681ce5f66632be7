import { BooleanField, BooleanInput, Datagrid, Edit, NumberField, SearchInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { List } from '../export-list.tsx';
import { SaveOnlyToolbar } from './form-pages.tsx';
import { ShopDateField } from '../ShopDateField.tsx';

/** Members (support): search by phone or name; the only change is the lock. */
export const MemberList = () => (
  <List filters={[<SearchInput key="q" source="q" placeholder="Phone or name" alwaysOn />, <BooleanInput key="l" source="locked" />]}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <NumberField source="id" />
      <TextField source="name" />
      <TextField source="phone" sortable={false} />
      <TextField source="email" sortable={false} />
      <BooleanField source="locked" sortable={false} />
      <ShopDateField source="created_at" />
    </Datagrid>
  </List>
);

export const MemberEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <TextInput source="name" disabled />
      <TextInput source="phone" disabled />
      <BooleanInput source="locked" label="Locked (sign-in refused, every session ended)" />
    </SimpleForm>
  </Edit>
);
