import {
  BooleanField,
  BooleanInput,
  Datagrid,
  FunctionField,
  ImageField,
  NumberField,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
} from 'react-admin';
import { List } from '../export-list.tsx';
import { CountryInput } from './CountryInput.tsx';
import { formPages, SaveOnlyToolbar } from './form-pages.tsx';
import { LayoutEditor } from './LayoutEditor.tsx';
import { TranslationInputs } from './TranslationInputs.tsx';

/** Gift card designs (marketing): names, art, where offered, and the element layout editor. */
export const GiftcardList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'sort', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <NumberField source="id" />
      <ImageField source="image_thumbnail" title="i18n.en.name" label="Card" sortable={false} sx={{ '& img': { maxHeight: 48 } }} />
      <TextField source="i18n.en.name" label="Name" sortable={false} />
      <BooleanField source="is_editable" label="Editable" sortable={false} />
      <FunctionField label="Elements" render={(r: { edit_parameter: unknown[] }) => String(r.edit_parameter.length)} />
      <NumberField source="sort" label="Order" />
    </Datagrid>
  </List>
);

function GiftcardForm() {
  return (
    <TabbedForm toolbar={<SaveOnlyToolbar />}>
      <TabbedForm.Tab label="Design">
        <ReferenceInput source="category_id" reference="giftcard-categories">
          <SelectInput optionText="name" label="Category" />
        </ReferenceInput>
        <CountryInput />
        <BooleanInput source="is_editable" label="Shoppers may edit it" />
        <NumberInput source="sort" label="Order" defaultValue={0} />
        <TextInput source="image" label="Card art path" fullWidth />
        <TextInput source="image_thumbnail" label="Thumbnail path" fullWidth />
        <TranslationInputs fields={[{ name: 'name', label: 'Name' }]} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Layout">
        <LayoutEditor />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

export const { Edit: GiftcardEdit, Create: GiftcardCreate } = formPages(GiftcardForm, 'edit');
