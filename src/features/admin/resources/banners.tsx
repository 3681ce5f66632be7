import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  ImageField,
  ImageInput,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
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
import { ShopDateTimeInput } from './ShopDateTimeInput.tsx';

const LINKAGE_CHOICES = [
  { id: 'linkage_product', name: 'A product' },
  { id: 'linkage_campaign', name: 'A campaign' },
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

export function LinkageList({ popup }: { popup?: boolean }) {
  return (
    <List filters={filters} sort={{ field: 'sort', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ImageField source="image" title="i18n.en.name" label="Art" sortable={false} sx={{ '& img': { maxHeight: 48, maxWidth: 120 } }} />
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

export function LinkageForm({ popup }: { popup?: boolean }) {
  return (
    <SimpleForm>
      {popup && <SelectInput source="popup_type" label="Kind" choices={POPUP_CHOICES} />}
      <ImageField source="image" title="i18n.en.name" label="Current art" sx={{ '& img': { maxHeight: 120 } }} />
      <ImageInput
        source="uploads.image"
        inputProps={{ 'aria-label': 'Art' }}
        label="Art"
        helperText="Drop the art here or click to choose it (PNG, JPEG, GIF or WebP, at most 5 MB). Shown in every language without art of its own."
        accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <SelectInput source="linkage_type" label="Leads to" choices={LINKAGE_CHOICES} defaultValue="linkage_none" />
      <LinkageDetailInput />
      <CountryInput />
      <NumberInput source="sort" label="Order" defaultValue={0} />
      <BooleanInput source="active" defaultValue />
      <ShopDateTimeInput source="starts_at" label="Show from" />
      <ShopDateTimeInput source="ends_at" label="Show until" />
      {/* the words are painted in the art: the title is what a screen reader says for it (decision 0238) */}
      <TranslationInputs
        fields={[{ name: 'name', label: 'Words in the art', helperText: 'Read aloud to screen-reader users; not shown' }]}
        artLanguages={['cn', 'jp']}
      />
    </SimpleForm>
  );
}

/** What the banner leads to: a campaign picked by name, a product's number, or an address. */
function LinkageDetailInput() {
  const type = useWatch({ name: 'linkage_type' }) as string | undefined;
  if (type === 'linkage_none' || !type) return null;
  if (type === 'linkage_campaign')
    return (
      <ReferenceInput source="linkage_detail" reference="campaigns" perPage={100}>
        <AutocompleteInput
          optionText="i18n.en.name"
          label="Campaign"
          format={(v: string | number | null | undefined) => (v === '' || v === null || v === undefined ? null : Number(v))}
          parse={(v: number | string | null) => (v === null || v === undefined ? '' : String(v))}
        />
      </ReferenceInput>
    );
  if (type === 'linkage_product')
    return <TextInput source="linkage_detail" label="Product number" helperText="The number in the product list" />;
  return <TextInput source="linkage_detail" label="Address (https://…)" fullWidth />;
}

const BannerForm = () => <LinkageForm />;

/** Home carousel banners (marketing). */
export const BannerList = () => <LinkageList />;
export const { Edit: BannerEdit, Create: BannerCreate } = formPages(BannerForm);
