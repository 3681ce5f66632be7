import { Box, Typography } from '@mui/material';
import { ImageField, ImageInput, TextInput } from 'react-admin';

const LANGUAGES = [
  { key: 'en', label: 'English (fallback)' },
  { key: 'cn', label: 'Chinese' },
  { key: 'jp', label: 'Japanese' },
] as const;

interface Field {
  name: string;
  label: string;
  multiline?: boolean;
  helperText?: string;
}

/**
 * The texts of a record in English, Chinese and Japanese side by side. English is required; an empty
 * Chinese or Japanese text falls back to English in the shop. `withArt` adds a per-language image upload;
 * `artLanguages` limits it to some languages (a banner's English art is its main art).
 */
export function TranslationInputs({
  fields,
  withArt = false,
  artLanguages,
}: {
  fields: Field[];
  withArt?: boolean;
  artLanguages?: Array<'en' | 'cn' | 'jp'>;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, width: '100%' }}>
      {LANGUAGES.map((lang) => (
        <Box key={lang.key} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {lang.label}
          </Typography>
          {fields.map((f) => (
            <TextInput
              key={f.name}
              source={`i18n.${lang.key}.${f.name}`}
              label={`${f.label} (${lang.key})`}
              multiline={f.multiline}
              helperText={f.helperText}
              minRows={f.multiline ? 3 : undefined}
              fullWidth
            />
          ))}
          {(withArt || artLanguages?.includes(lang.key)) && (
            <>
              <ImageField source={`i18n.${lang.key}.image`} label={`Art (${lang.key})`} sx={{ '& img': { maxHeight: 80 } }} />
              <ImageInput
                source={`uploads.i18n.${lang.key}`}
                inputProps={{ 'aria-label': `Art in ${lang.label}` }}
                label={`Art in ${lang.label} (optional)`}
                accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] }}
              >
                <ImageField source="src" title="title" />
              </ImageInput>
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}
