import {
  Datagrid,
  FileField,
  FileInput,
  FunctionField,
  NumberField,
  NumberInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { List } from '../export-list.tsx';
import { formPages, SaveOnlyToolbar } from './form-pages.tsx';

/** A preview player for a track (the browser's own controls, labelled). */
function Player() {
  const r = useRecordContext<{ url: string; name: string }>();
  if (!r?.url) return null;
  // biome-ignore lint/a11y/useMediaCaption: music without words; the track's name labels the player
  return <audio controls preload="none" src={r.url} aria-label={`Play ${r.name}`} style={{ height: 32 }} />;
}

export const MusicList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'sort', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <NumberField source="id" />
      <TextField source="name" />
      <FunctionField label="Length" render={(r: { duration_ms: number }) => `${Math.round(r.duration_ms / 1000)} s`} />
      <FunctionField label="Listen" render={() => <Player />} />
      <NumberField source="sort" label="Order" />
    </Datagrid>
  </List>
);

function MusicForm() {
  return (
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <TextInput source="name" label="Name (English)" />
      <TextInput source="name_cn" label="Name (Chinese, empty shows English)" />
      <TextInput source="name_jp" label="Name (Japanese, empty shows English)" />
      <Player />
      <FileInput
        source="uploads.url"
        inputProps={{ 'aria-label': 'Track' }}
        label="Upload a track (MP3, Ogg or WAV, at most 10 MB)"
        accept={{ 'audio/*': ['.mp3', '.ogg', '.wav'] }}
      >
        <FileField source="src" title="title" />
      </FileInput>
      <TextInput source="url" label="Track path" fullWidth />
      <NumberInput source="duration_ms" label="Length (milliseconds)" />
      <NumberInput source="sort" label="Order" defaultValue={0} />
    </SimpleForm>
  );
}

export const { Edit: MusicEdit, Create: MusicCreate } = formPages(MusicForm);
