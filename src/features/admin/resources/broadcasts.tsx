import { Create, Datagrid, NumberField, NumberInput, SelectInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { List } from '../export-list.tsx';
import { CountryInput } from './CountryInput.tsx';
import { ShopDateField } from '../ShopDateField.tsx';

const TYPES = [
  { id: 'product', name: 'A product' },
  { id: 'campaign', name: 'A campaign' },
  { id: 'giftcard', name: 'A gift card design' },
];

/** Broadcast notifications (marketing): what was sent, when, by whom and to how many members. */
export const BroadcastList = () => (
  <List sort={{ field: 'sent_at', order: 'DESC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <ShopDateField source="sent_at" label="Sent" showTime />
      <TextField source="type" sortable={false} />
      <NumberField source="related_id" label="Id" sortable={false} />
      <TextField source="text.en" label="Text" sortable={false} />
      <NumberField source="recipients" sortable={false} />
      <TextField source="staff_email" label="By" sortable={false} />
    </Datagrid>
  </List>
);

/** The composer: what it is about, the text in each language (English required), and optionally one country. */
export const BroadcastCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <SelectInput source="type" label="About" choices={TYPES} defaultValue="product" />
      <NumberInput source="related_id" label="Its id" />
      <TextInput source="text.en" label="Text (en)" multiline fullWidth />
      <TextInput source="text.cn" label="Text (cn, empty: English)" multiline fullWidth />
      <TextInput source="text.jp" label="Text (jp, empty: English)" multiline fullWidth />
      <CountryInput />
    </SimpleForm>
  </Create>
);
