import { Datagrid, NumberField, NumberInput, SelectInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { List } from '../export-list.tsx';
import { formPages, SaveOnlyToolbar } from './form-pages.tsx';
import { TranslationInputs } from './TranslationInputs.tsx';

const KINDS = [
  { id: 'interest', name: 'Interest' },
  { id: 'gift_intention', name: 'Gift intention' },
];

/** Interests and gift intentions (catalogue): the product filters shoppers pick from, and the tags products carry. */
export const FilterOptionList = () => (
  <List filters={[<SelectInput key="k" source="kind" choices={KINDS} alwaysOn />]} sort={{ field: 'sort', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="kind" sortable={false} />
      <TextField source="value" label="Tag" />
      <TextField source="i18n.en.name" label="English" sortable={false} />
      <TextField source="i18n.cn.name" label="Chinese" sortable={false} emptyText="(English)" />
      <TextField source="i18n.jp.name" label="Japanese" sortable={false} emptyText="(English)" />
      <NumberField source="sort" label="Order" />
    </Datagrid>
  </List>
);

function FilterOptionForm() {
  return (
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <SelectInput source="kind" choices={KINDS} defaultValue="interest" />
      <TextInput source="value" label="Tag (lower case, e.g. thank_you)" />
      <NumberInput source="sort" label="Order" defaultValue={0} />
      <TranslationInputs fields={[{ name: 'name', label: 'Name' }]} />
    </SimpleForm>
  );
}

export const { Edit: FilterOptionEdit, Create: FilterOptionCreate } = formPages(FilterOptionForm);
