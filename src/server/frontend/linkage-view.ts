import type { LinkageI18n } from '../db/schema/i18n-types.ts';

type Lang = 'en' | 'cn' | 'jp';

/**
 * Banners and popups share the linkage model; linkage_info is the English text, multiple_languages every language with
 * its own art (the English image where a language has none).
 */
export function linkageView(row: { id: number; image: string; linkage_type: string; linkage_detail: string; i18n: LinkageI18n }) {
  const en = row.i18n.en;
  const pick = (l: Lang) => ({
    name: row.i18n[l]?.name || en.name,
    description: row.i18n[l]?.description || en.description,
    image: row.i18n[l]?.image || row.image,
  });
  return {
    id: row.id,
    image: row.image,
    linkage_type: row.linkage_type,
    linkage_detail: row.linkage_detail,
    linkage_info: { name: en.name, description: en.description },
    multiple_languages: { en: pick('en'), cn: pick('cn'), jp: pick('jp') },
  };
}
