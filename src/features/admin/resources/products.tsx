import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  FormTab,
  ImageField,
  ImageInput,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextField,
  TextInput,
  useSourceContext,
} from 'react-admin';
import { List } from '../export-list.tsx';
import { formPages, SaveOnlyToolbar } from './form-pages.tsx';
import { CountryInput } from './CountryInput.tsx';
import { TranslationInputs } from './TranslationInputs.tsx';

const CODE_TYPES = ['qrcode', 'barcode', 'alphanumeric', 'url'].map((id) => ({ id, name: id }));
const GENDERS = [
  { id: '', name: 'Everyone' },
  { id: 'Male', name: 'Male' },
  { id: 'Female', name: 'Female' },
];
const tags = {
  format: (v?: string[]) => (v ?? []).join(', '),
  parse: (v: string) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <CountryInput key="country" allowEvery={false} />,
  <BooleanInput key="active" source="active" />,
  <BooleanInput key="oos" source="out_of_stock" label="Out of stock" />,
];

export const ProductList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <NumberField source="id" />
      <ImageField source="image" label="Image" sortable={false} sx={{ '& img': { maxHeight: 40, maxWidth: 60 } }} />
      <TextField source="i18n.en.name" label="Name" sortable={false} />
      <ReferenceField source="country_id" reference="countries" link={false} sortable={false}>
        <TextField source="name" />
      </ReferenceField>
      <NumberField source="price" options={{ minimumFractionDigits: 2 }} />
      <TextField source="currency_code" label="Currency" sortable={false} />
      <NumberField source="stock" />
      <NumberField source="sold_count" label="Sold" />
      <BooleanField source="active" sortable={false} />
    </Datagrid>
  </List>
);

/** The picture a gallery row points at, as it is typed or uploaded (not only once saved). */
function GalleryPreview() {
  const name = useSourceContext().getSource('image');
  const src = useWatch({ name }) as string | undefined;
  return src ? <img src={src} alt="" style={{ maxHeight: 64, maxWidth: 96, objectFit: 'contain' }} /> : null;
}

function ProductForm() {
  return (
    <TabbedForm toolbar={<SaveOnlyToolbar />}>
      <FormTab label="Details">
        <CountryInput allowEvery={false} />
        <ReferenceInput source="brand_id" reference="brands" perPage={100}>
          <SelectInput optionText="name" label="Brand" />
        </ReferenceInput>
        <ReferenceInput source="category_id" reference="categories" perPage={100}>
          <SelectInput optionText="name" label="Category" />
        </ReferenceInput>
        <NumberInput source="campaign_id" label="Discount campaign id (empty for none)" />
        <NumberInput source="price" label="Price (in the country's currency, e.g. 12.50)" step={0.01} min={0} />
        <NumberInput source="stock" min={0} step={1} />
        <BooleanInput source="active" defaultValue />
        <BooleanInput source="is_recommended" label="Recommended" />
        <BooleanInput source="stored_value" label="Stored value (redeemed in part at the counter, keeps a balance)" />
        <SelectInput source="evoucher_code_type" label="Voucher code" choices={CODE_TYPES} defaultValue="alphanumeric" />
        <NumberInput source="voucher_validity_days" label="Valid for (days)" defaultValue={365} />
        <ImageField source="image" label="Current image" sx={{ '& img': { maxHeight: 100 } }} />
        <ImageInput
          source="uploads.image"
          label="Upload an image (PNG, JPEG, GIF or WebP, at most 5 MB)"
          accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] }}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
        <TextInput source="image" label="Image path" fullWidth />
      </FormTab>
      <FormTab label="Gallery">
        <ArrayInput source="gallery" label="Product page pictures, in order (empty: the main image alone)">
          <SimpleFormIterator inline>
            <GalleryPreview />
            <TextInput source="image" label="Image path" />
          </SimpleFormIterator>
        </ArrayInput>
        <ImageInput
          source="uploads.gallery"
          multiple
          label="Add pictures (PNG, JPEG, GIF or WebP, at most 5 MB each); they join the end of the gallery"
          accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] }}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
      </FormTab>
      <FormTab label="Translations">
        <TranslationInputs
          fields={[
            { name: 'name', label: 'Name' },
            { name: 'description', label: 'Description', multiline: true },
            { name: 'terms_and_conditions', label: 'Terms', multiline: true },
            { name: 'redeem_howto', label: 'How to redeem', multiline: true },
          ]}
        />
      </FormTab>
      <FormTab label="Targeting">
        <SelectInput source="gender" choices={GENDERS} defaultValue="" />
        <NumberInput source="age_min" label="From age" defaultValue={0} />
        <NumberInput source="age_max" label="To age" defaultValue={99} />
        <TextInput source="interests" label="Interests (comma separated)" {...tags} fullWidth />
        <TextInput source="gift_intentions" label="Gift intentions (comma separated)" {...tags} fullWidth />
      </FormTab>
    </TabbedForm>
  );
}

export const { Edit: ProductEdit, Create: ProductCreate } = formPages(ProductForm, 'edit');
