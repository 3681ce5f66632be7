import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { accountSchemas } from '../../shared/api/schemas/account.ts';
import type { Db } from '../db/client.ts';
import { countries, members } from '../db/schema/index.ts';
import { defineOption, requireMember } from '../http/context.ts';
import { badInput, conflict } from '../platform/api-error.ts';
import { creditReferral } from '../campaign/referral-credit.ts';
import { normaliseReferralCode } from './referral-code.ts';

async function assertCountry(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  if (!row) throw badInput('country_id', 'is not a country of the shop');
}

/** update_country: sets the registered country once (the social-login modal); it is read-only afterwards. */
export const updateCountry = defineOption({
  group: 'account',
  option: 'update_country',
  auth: 'member',
  schema: accountSchemas.update_country,
  async handle(input, ctx) {
    const me = requireMember(ctx);
    await assertCountry(ctx.db, input.country_id);
    const rows = await ctx.db
      .update(members)
      .set({ country_id: input.country_id, market_country_id: sql`coalesce(${members.market_country_id}, ${input.country_id})` })
      .where(and(eq(members.id, me), eq(members.country_id, 0)))
      .returning({ id: members.id });
    if (rows.length === 0) {
      const [m] = await ctx.db.select({ country_id: members.country_id }).from(members).where(eq(members.id, me));
      if (m?.country_id === input.country_id) return { message: 'Country updated', country_id: input.country_id };
      throw conflict('Your registered country is already set and cannot be changed.');
    }
    return { message: 'Country updated', country_id: input.country_id };
  },
});

/** set_market_country: the country whose catalogue and currency the member shops in (may change any time). */
export const setMarketCountry = defineOption({
  group: 'account',
  option: 'set_market_country',
  auth: 'member',
  schema: accountSchemas.set_market_country,
  async handle(input, ctx) {
    const me = requireMember(ctx);
    await assertCountry(ctx.db, input.country_id);
    await ctx.db.update(members).set({ market_country_id: input.country_id }).where(eq(members.id, me));
    return { message: 'Market country updated', country_id: input.country_id };
  },
});

/** apply_referral_code: another member's code, once per member (a guarded update makes "once" race-free). */
export const applyReferralCode = defineOption({
  group: 'account',
  option: 'apply_referral_code',
  auth: 'member',
  schema: accountSchemas.apply_referral_code,
  async handle(input, ctx) {
    const me = requireMember(ctx);
    // Seeded and older codes are matched as typed (upper-cased); new codes also the Crockford way (O as 0, I and L as 1).
    const typed = [...new Set([input.referral_code.toUpperCase(), normaliseReferralCode(input.referral_code)])];
    const [referrer] = await ctx.db
      .select({ id: members.id, name: members.name, referredBy: members.referred_by_member_id })
      .from(members)
      .where(inArray(members.referral_code, typed))
      .limit(1);
    if (!referrer) throw badInput('referral_code', 'is not a valid referral code');
    if (referrer.id === me) throw badInput('referral_code', "is your own code; use a friend's code");
    if (referrer.referredBy === me) throw badInput('referral_code', 'belongs to a member you invited');
    await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .update(members)
        .set({ referred_by_member_id: referrer.id, referral_status: 'no_paid_order', referral_ip: ctx.ip })
        .where(and(eq(members.id, me), isNull(members.referred_by_member_id)))
        .returning({ id: members.id });
      if (rows.length === 0) throw conflict('You have already applied a referral code.');
      // A member who has already paid for an order counts at once (within the address cap).
      await creditReferral(tx, me, ctx.now);
    });
    return { message: `Referral code applied. You were invited by ${referrer.name || 'a Ugift member'}.` };
  },
});
