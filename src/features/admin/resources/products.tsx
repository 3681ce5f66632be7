import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteInput,
  FunctionField,
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
import { money } from '../shop-format.ts';
import { minorDigits } from '../../../shared/money.ts';
import { PriceInput } from './PriceInput.tsx';
import { useMarketFilter } from './market-filter.tsx';

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
  // starts at the staff member's market (decision 0238); "Every country" clears it
  <CountryInput key="country" alwaysOn />,
  <BooleanInput key="active" source="active" />,
  <BooleanInput key="oos" source="out_of_stock" label="Out of stock" />,
];

export const ProductList = () => {
  const market = useMarketFilter();
  if (!market.ready) return null;
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} filterDefaultValues={market.defaults}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="id" />
        <ImageField source="image" title="i18n.en.name" label="Image" sortable={false} sx={{ '& img': { maxHeight: 40, maxWidth: 60 } }} />
        <TextField source="i18n.en.name" label="Name" sortable={false} />
        <ReferenceField source="country_id" reference="countries" link={false} sortable={false}>
          <TextField source="name" />
        </ReferenceField>
        <FunctionField
          source="price"
          label="Price"
          render={(r: { price: number; currency_code: string }) =>
            money(Math.round(r.price * 10 ** minorDigits(r.currency_code)), r.currency_code)
          }
        />
        <NumberField source="stock" />
        <NumberField source="sold_count" label="Sold" />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </List>
  );
};

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
        <ReferenceInput source="campaign_id" reference="campaigns" filter={{ campaign_type: 'discount' }} perPage={100}>
          <AutocompleteInput optionText="i18n.en.name" label="Discount campaign" emptyText="No discount" helperText="Optional" />
        </ReferenceInput>
        <PriceInput />
        <NumberInput source="stock" min={0} step={1} />
        <BooleanInput source="active" defaultValue />
        <BooleanInput source="is_recommended" label="Recommended" />
        <BooleanInput source="stored_value" label="Stored value (redeemed in part at the counter, keeps a balance)" />
        <SelectInput source="evoucher_code_type" label="Voucher code" choices={CODE_TYPES} defaultValue="alphanumeric" />
        <NumberInput source="voucher_validity_days" label="Valid for (days)" defaultValue={365} />
        <ImageField source="image" title="i18n.en.name" label="Current image" sx={{ '& img': { maxHeight: 100 } }} />
        <ImageInput
          source="uploads.image"
          inputProps={{ 'aria-label': 'Image' }}
          label="Image"
          helperText="Drop a picture here or click to choose one (PNG, JPEG, GIF or WebP, at most 5 MB); it replaces the current image"
          accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] }}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
      </FormTab>
      <FormTab label="Gallery">
        <ArrayInput source="gallery" label="Product page pictures, in order (empty: the main image alone)">
          <SimpleFormIterator inline>
            <GalleryPreview />
          </SimpleFormIterator>
        </ArrayInput>
        <ImageInput
          source="uploads.gallery"
          inputProps={{ 'aria-label': 'Add pictures' }}
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
