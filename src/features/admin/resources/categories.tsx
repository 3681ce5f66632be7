import { Datagrid, ImageField, ImageInput, NumberField, NumberInput, SearchInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { List } from '../export-list.tsx';
import { formPages, SaveOnlyToolbar } from './form-pages.tsx';
import { TranslationInputs } from './TranslationInputs.tsx';

/** Categories and brands (catalogue): names side by side, list art and home art, colour, order. */
export const CategoryList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'sort', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <NumberField source="id" />
      <ImageField source="image" title="name" label="Art" sortable={false} sx={{ '& img': { maxHeight: 40, maxWidth: 80 } }} />
      <TextField source="name" sortable={false} />
      <TextField source="i18n.cn.name" label="Chinese" sortable={false} emptyText="(English)" />
      <TextField source="i18n.jp.name" label="Japanese" sortable={false} emptyText="(English)" />
      <NumberField source="sort" label="Order" />
    </Datagrid>
  </List>
);

export function CategoryForm() {
  return (
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <TranslationInputs fields={[{ name: 'name', label: 'Name' }]} />
      <ImageField source="image" label="List art" sx={{ '& img': { maxHeight: 80 } }} />
      <ImageInput
        source="uploads.image"
        label="Upload list art"
        inputProps={{ 'aria-label': 'Upload list art' }}
        accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <TextInput source="image" label="List art path" fullWidth />
      <TextInput source="image_home" label="Home art path" fullWidth />
      <TextInput source="colour_code" label="Colour (#rrggbb)" defaultValue="#336699" />
      <NumberInput source="sort" label="Order" defaultValue={0} />
    </SimpleForm>
  );
}

export const { Edit: CategoryEdit, Create: CategoryCreate } = formPages(CategoryForm);
