import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import { frontendSchemas } from '../../shared/api/schemas/frontend.ts';
import { popupDismissals, popups } from '../db/schema/index.ts';
import { notFound } from '../platform/api-error.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { resolveCountry } from '../catalogue/market-country.ts';
import { cacheKey, cachedRead } from '../catalogue/read-cache.ts';
import { linkageView } from './linkage-view.ts';
import { onSchedule } from './schedule.ts';

/**
 * The home popups of the country in the order they appear one after another (country, video, promo).
 * With a member, the popups the member marked "Don't Show Again" are left out.
 */
export const listPopup = defineOption({
  group: 'frontend',
  option: 'list_popup',
  auth: 'token',
  cache: 'shared',
  schema: frontendSchemas.list_popup,
  async handle(input, ctx) {
    const country = await resolveCountry(ctx.db, input.filter_by_country_id, ctx.memberId);
    const dir = input.order_by === 'DESC' ? desc : asc;
    const cached = await cachedRead(ctx.db, cacheKey('list_popup', { country: country.id, order: input.order_by }), async () => {
      const rows = await ctx.db
        .select()
        .from(popups)
        .where(and(eq(popups.active, true), or(eq(popups.country_id, country.id), isNull(popups.country_id))))
        .orderBy(dir(popups.sort), dir(popups.id));
      return rows.map((r) => ({ view: { ...linkageView(r), popup_type: r.popup_type }, starts_at: r.starts_at, ends_at: r.ends_at }));
    });
    const all = cached.filter((r) => onSchedule(r, ctx.now)).map((r) => r.view);
    let table = all;
    if (ctx.memberId !== null && all.length > 0) {
      const hidden = new Set(
        (
          await ctx.db.select({ id: popupDismissals.popup_id }).from(popupDismissals).where(eq(popupDismissals.member_id, ctx.memberId))
        ).map((r) => r.id),
      );
      table = all.filter((p) => !hidden.has(p.id));
    }
    return { table, country_id: country.id };
  },
});

/** "Don't Show Again": the member will not get this popup from list_popup any more. */
export const markNotShowAgain = defineOption({
  group: 'frontend',
  option: 'mark_not_show_again',
  auth: 'member',
  schema: frontendSchemas.mark_not_show_again,
  async handle(input, ctx) {
    const memberId = requireMember(ctx);
    const [popup] = await ctx.db.select({ id: popups.id }).from(popups).where(eq(popups.id, input.popup_id)).limit(1);
    if (!popup) throw notFound('Popup');
    await ctx.db.insert(popupDismissals).values({ popup_id: popup.id, member_id: memberId, created_at: ctx.now }).onConflictDoNothing();
    return { message: 'This popup will not be shown again' };
  },
});
