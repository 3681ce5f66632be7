import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateTimeInput,
  ImageField,
  ImageInput,
  NumberField,
  NumberInput,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { List } from '../export-list.tsx';
import { formPages } from './form-pages.tsx';
import { CountryInput } from './CountryInput.tsx';
import { TranslationInputs } from './TranslationInputs.tsx';
import { ShopDateField } from '../ShopDateField.tsx';

const LINKAGE_CHOICES = [
  { id: 'linkage_product', name: 'Product (id)' },
  { id: 'linkage_campaign', name: 'Campaign (id)' },
  { id: 'linkage_url', name: 'Web page (https address)' },
  { id: 'linkage_video', name: 'Video (https address)' },
  { id: 'linkage_none', name: 'Nothing' },
];
const POPUP_CHOICES = [
  { id: 'promo', name: 'Promotion' },
  { id: 'video', name: 'Video' },
  { id: 'country', name: 'Country chooser' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <CountryInput key="country" />,
  <BooleanInput key="active" source="active" />,
];

function LinkageList({ popup }: { popup?: boolean }) {
  return (
    <List filters={filters} sort={{ field: 'sort', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ImageField source="image" label="Art" sortable={false} sx={{ '& img': { maxHeight: 48, maxWidth: 120 } }} />
        <TextField source="i18n.en.name" label="Name" sortable={false} />
        {popup && <TextField source="popup_type" label="Kind" sortable={false} />}
        <ReferenceField source="country_id" reference="countries" emptyText="Every country" link={false}>
          <TextField source="name" />
        </ReferenceField>
        <NumberField source="sort" label="Order" />
        <BooleanField source="active" sortable={false} />
        <ShopDateField source="starts_at" showTime emptyText="now" />
        <ShopDateField source="ends_at" showTime emptyText="never" />
      </Datagrid>
    </List>
  );
}

function LinkageForm({ popup }: { popup?: boolean }) {
  return (
    <SimpleForm>
      {popup && <SelectInput source="popup_type" label="Kind" choices={POPUP_CHOICES} />}
      <ImageField source="image" label="Current art" sx={{ '& img': { maxHeight: 120 } }} />
      <ImageInput
        source="uploads.image"
        label="Upload art (PNG, JPEG, GIF or WebP, at most 5 MB)"
        accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <TextInput source="image" label="Art path" helperText="Set by the upload; a /UgiftWeb/ path" fullWidth />
      <SelectInput source="linkage_type" label="Leads to" choices={LINKAGE_CHOICES} defaultValue="linkage_none" />
      <TextInput source="linkage_detail" label="Product or campaign id, or address" fullWidth />
      <CountryInput />
      <NumberInput source="sort" label="Order" defaultValue={0} />
      <BooleanInput source="active" defaultValue />
      <DateTimeInput source="starts_at" label="Show from" />
      <DateTimeInput source="ends_at" label="Show until" />
      <TranslationInputs
        fields={[
          { name: 'name', label: 'Title' },
          { name: 'description', label: 'Text', multiline: true },
        ]}
        withArt
      />
    </SimpleForm>
  );
}

const BannerForm = () => <LinkageForm />;
const PopupForm = () => <LinkageForm popup />;

export const BannerList = () => <LinkageList />;
export const { Edit: BannerEdit, Create: BannerCreate } = formPages(BannerForm);
export const PopupList = () => <LinkageList popup />;
export const { Edit: PopupEdit, Create: PopupCreate } = formPages(PopupForm);
