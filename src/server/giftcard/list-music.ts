import { asc, desc } from 'drizzle-orm';
import { giftcardSchemas } from '../../shared/api/schemas/giftcard.ts';
import { music } from '../db/schema/index.ts';
import { notFound } from '../platform/api-error.ts';
import { defineOption } from '../http/context.ts';
import { cacheKey, cachedRead } from '../catalogue/read-cache.ts';
import { findGiftcard } from './detail-giftcard.ts';
import { trackColumns, trackOf } from './track.ts';

/** The songs a card can carry; with giftcard_id, the design's own song comes first. */
export const listMusic = defineOption({
  group: 'giftcard',
  option: 'list_music',
  auth: 'token',
  cache: 'shared',
  schema: giftcardSchemas.list_music,
  async handle(input, ctx) {
    const dir = input.order_by === 'DESC' ? desc : asc;
    const all = await cachedRead(ctx.db, cacheKey('list_music', { order: input.order_by }), async () =>
      (
        await ctx.db
          .select({ ...trackColumns, duration_ms: music.duration_ms })
          .from(music)
          .orderBy(dir(music.sort), dir(music.id))
      ).map((row) => ({ ...trackOf(row), duration_ms: row.duration_ms })),
    );
    if (input.giftcard_id === undefined) return { table: all };
    const card = await findGiftcard(ctx.db, input.giftcard_id);
    if (!card) throw notFound('Gift card');
    const own = card.edit_parameter.find((e) => e.type === 'music')?.content ?? '';
    const first = all.filter((m) => String(m.id) === own);
    return { table: [...first, ...all.filter((m) => String(m.id) !== own)], default_music_id: first[0]?.id ?? null };
  },
});
