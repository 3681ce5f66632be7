import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, members } from '../db/schema/index.ts';

/** What login answers as `data` and the client keeps as authUser. */
export async function memberSummary(db: Db, memberId: number) {
  const [m] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!m) return null;
  return {
    member_id: m.id,
    country_id: m.country_id,
    name: m.name,
    email: m.email,
    phone_prefix: m.phone_prefix,
    phone_number: m.phone_number,
    profile_picture: m.profile_picture,
    referral_code: m.referral_code,
    fb_account_id: m.facebook_id ?? '',
  };
}

/**
 * The market a login switches the shop to (docs/decisions/0110): the member's chosen market country, else the
 * registered country; null for a member without either (a first Facebook login), who keeps the choice made before.
 */
export async function memberMarket(
  db: Db,
  memberId: number,
): Promise<{ market_country_id: number | null; market_currency_code: string | null }> {
  const [m] = await db
    .select({ market: members.market_country_id, country: members.country_id })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  const id = m?.market ?? (m && m.country > 0 ? m.country : null);
  if (!id) return { market_country_id: null, market_currency_code: null };
  const [c] = await db.select({ currency: countries.currency_code }).from(countries).where(eq(countries.id, id)).limit(1);
  return c ? { market_country_id: id, market_currency_code: c.currency } : { market_country_id: null, market_currency_code: null };
}
