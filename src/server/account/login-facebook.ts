import { and, eq } from 'drizzle-orm';
import { accountSchemas } from '../../shared/api/schemas/account.ts';
import { members } from '../db/schema/index.ts';
import { defineOption } from '../http/context.ts';
import { ApiError, notFound } from '../platform/api-error.ts';
import { hitRateLimit } from '../platform/rate-limit.ts';
import { renewSession } from '../session/token-service.ts';
import { memberMarket, memberSummary } from './member-summary.ts';
import { newReferralCode } from './referral-code.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

/**
 * login_facebook: the access token is verified with the Graph API; the member is found by the Facebook id it
 * belongs to, or created (without a phone and with country_id 0, so the client asks for the country next).
 */
export const loginFacebook = defineOption({
  group: 'account',
  option: 'login_facebook',
  auth: 'token',
  schema: accountSchemas.login_facebook,
  async handle(input, ctx) {
    const facebook = ctx.deps.adapters.facebook;
    if (!facebook.configured) throw new ApiError('bad_request', 'Facebook login is not configured on this server');
    await hitRateLimit(ctx.db, `fb-login:ip:${ctx.ip}`, 30, 15 * 60_000, ctx.now, 'Too many Facebook logins. Please wait a few minutes.');
    const profile = await facebook.verifyAccessToken(input.access_token);
    if (input.facebook_id && input.facebook_id !== profile.id) {
      throw new ApiError('unauthorized', 'Facebook login could not be verified: the account does not match the token', {
        field: 'facebook_id',
      });
    }
    // A link made without Facebook's confirmation (a demo server without an app) is released, never logged into.
    await ctx.db
      .update(members)
      .set({ facebook_id: null })
      .where(and(eq(members.facebook_id, profile.id), eq(members.facebook_verified, false)));
    const find = async () =>
      (
        await ctx.db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.facebook_id, profile.id), eq(members.facebook_verified, true)))
          .limit(1)
      )[0];
    let member = await find();
    if (!member) {
      try {
        const [row] = await ctx.db
          .insert(members)
          .values({
            phone_prefix: '',
            phone_number: '',
            phone_e164: null,
            password_hash: null,
            name: profile.name.slice(0, 100),
            profile_picture: profile.picture,
            facebook_id: profile.id,
            facebook_verified: true,
            country_id: 0,
            referral_code: await newReferralCode(ctx.db),
            created_at: ctx.now,
          })
          .returning({ id: members.id });
        member = row;
      } catch (error) {
        // Two first logins at once: the unique index on facebook_id lets one win; the other finds it.
        if (!isUniqueViolation(error)) throw error;
        member = await find();
        if (!member) throw error;
      }
    }
    const data = await memberSummary(ctx.db, member.id);
    if (!data) throw notFound('Member');
    const session = await renewSession(ctx.db, ctx.token!, member.id, ctx.now);
    return {
      message: 'Login successful',
      migrate_member: 0,
      data,
      ...(await memberMarket(ctx.db, member.id)),
      ...session,
    };
  },
});
