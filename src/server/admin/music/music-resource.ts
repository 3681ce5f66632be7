import { ilike } from 'drizzle-orm';
import { music } from '../../db/schema/index.ts';
import { musicInput, musicRecord, type MusicRecord } from '../../../shared/admin/music.ts';
import { filterText, likePattern } from '../http/list-page.ts';
import { versionedResource } from '../http/versioned-resource.ts';

/** Gift card music (marketing): upload a track, name it, order the list. Tracks stay (cards refer to them). */
export const musicResource = versionedResource({
  name: 'music',
  table: music,
  schema: musicInput,
  record: (row): MusicRecord => row,
  recordSchema: musicRecord,
  columns: ({ version: _v, ...values }) => values,
  where(q) {
    const search = filterText(q.filter, 'q');
    return search ? [ilike(music.name, likePattern(search))] : [];
  },
  sortable: { id: music.id, sort: music.sort, name: music.name },
  defaultSort: { column: music.sort, order: 'ASC' },
});
