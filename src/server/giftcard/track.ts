import { music } from '../db/schema/index.ts';

/** The columns of a track the shop shows. */
export const trackColumns = { id: music.id, name: music.name, name_cn: music.name_cn, name_jp: music.name_jp, url: music.url };

/** A track as the shop answers it: the English name, and its name per language in multiple_languages (decision 0243). */
export function trackOf(row: { id: number; name: string; name_cn: string; name_jp: string; url: string }) {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    multiple_languages: { en: { name: row.name }, cn: { name: row.name_cn || row.name }, jp: { name: row.name_jp || row.name } },
  };
}

export type Track = ReturnType<typeof trackOf>;
