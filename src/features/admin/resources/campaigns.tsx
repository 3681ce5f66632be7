import {
  Datagrid,
  FormDataConsumer,
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
import { formPages, SaveOnlyToolbar } from './form-pages.tsx';
import { CountryInput } from './CountryInput.tsx';
import { TranslationInputs } from './TranslationInputs.tsx';
import { ShopDateField } from '../ShopDateField.tsx';
import { ShopDateTimeInput } from './ShopDateTimeInput.tsx';

const TYPES = [
  { id: 'discount', name: 'Discount on its products' },
  { id: 'task_based', name: 'Task with a reward' },
];
const TASKS = ['none', 'new_app', 'invite', 'purchase'].map((id) => ({ id, name: id }));
const REWARDS = ['none', 'points', 'product_free', 'product_discount'].map((id) => ({ id, name: id }));
const MODES = [
  { id: 'percent', name: 'Percent off' },
  { id: 'amount', name: 'Amount off (minor units)' },
];

export const CampaignList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="t" source="campaign_type" choices={TYPES} />]}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <NumberField source="id" />
      <TextField source="i18n.en.name" label="Name" sortable={false} />
      <TextField source="campaign_type" label="Kind" sortable={false} />
      <ReferenceField source="parent_id" reference="campaigns" emptyText="-" link="edit">
        <TextField source="i18n.en.name" />
      </ReferenceField>
      <ReferenceField source="country_id" reference="countries" emptyText="Every country" link={false} sortable={false}>
        <TextField source="name" />
      </ReferenceField>
      <ShopDateField source="starts_at" emptyText="-" />
      <ShopDateField source="ends_at" emptyText="-" />
    </Datagrid>
  </List>
);

function CampaignForm() {
  return (
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <SelectInput source="campaign_type" label="Kind" choices={TYPES} defaultValue="discount" />
      <ReferenceInput source="parent_id" reference="campaigns" filter={{ parent_id: 'none' }}>
        <SelectInput optionText="i18n.en.name" label="Parent campaign (milestones)" emptyText="None" />
      </ReferenceInput>
      <CountryInput />
      <FormDataConsumer>
        {({ formData }) =>
          formData.campaign_type === 'discount' ? (
            <>
              <SelectInput source="discount_mode" label="Discount" choices={MODES} />
              <NumberInput source="discount_value" label="Percent, or amount in minor units" />
            </>
          ) : (
            <>
              <SelectInput source="task_type" label="Task" choices={TASKS} defaultValue="none" />
              <NumberInput source="target_count" label="Target (friends or purchases)" />
              <SelectInput source="reward_type" label="Reward" choices={REWARDS} defaultValue="none" />
              <NumberInput source="reward_points" label="Points" />
              <NumberInput source="reward_product_id" label="Reward product id" />
            </>
          )
        }
      </FormDataConsumer>
      <ShopDateTimeInput source="starts_at" label="Runs from" />
      <ShopDateTimeInput source="ends_at" label="Runs until" />
      <NumberInput source="sort" label="Order" defaultValue={0} />
      <ImageField source="image" title="i18n.en.name" label="Current art" sx={{ '& img': { maxHeight: 100 } }} />
      <ImageInput
        source="uploads.image"
        label="Upload art"
        inputProps={{ 'aria-label': 'Upload art' }}
        accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <TextInput source="image" label="Art path" fullWidth />
      <TranslationInputs
        fields={[
          { name: 'name', label: 'Name' },
          { name: 'description', label: 'Description', multiline: true },
          { name: 'terms_and_conditions', label: 'Terms', multiline: true },
        ]}
      />
    </SimpleForm>
  );
}

export const { Edit: CampaignEdit, Create: CampaignCreate } = formPages(CampaignForm);
