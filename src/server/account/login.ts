import { eq } from 'drizzle-orm';
import { accountSchemas } from '../../shared/api/schemas/account.ts';
import { toE164 } from '../../shared/phone.ts';
import { members } from '../db/schema/index.ts';
import { defineOption } from '../http/context.ts';
import { ApiError } from '../platform/api-error.ts';
import { forgiveAttempts, rateLimited, takeAttempt } from '../platform/rate-limit.ts';
import { bindMember, renewSession } from '../session/token-service.ts';
import { verifyPassword } from './password.ts';
import { memberMarket, memberSummary } from './member-summary.ts';
import { issueOtpToken } from './otp-service.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_PHONE_LIMIT = 5;
export const LOGIN_IP_LIMIT = 20;
const SLOW_DOWN = 'Too many failed logins. Please wait 15 minutes and try again.';
export const BAD_LOGIN = 'Invalid mobile number or password';

export const login = defineOption({
  group: 'account',
  option: 'login',
  auth: 'token',
  schema: accountSchemas.login,
  async handle(input, ctx) {
    const phone = toE164(input.phone_number);
    // Each try is counted before the password is checked, so a burst of guesses gets no more tries than the limit
    // (docs/decisions/0090). A right password takes its tries back.
    const phoneTry = await takeAttempt(ctx.db, `login:phone:${phone}`, LOGIN_PHONE_LIMIT, LOGIN_WINDOW_MS, ctx.now);
    if (phoneTry === null) throw rateLimited(SLOW_DOWN);
    const ipTry = await takeAttempt(ctx.db, `login:ip:${ctx.ip}`, LOGIN_IP_LIMIT, LOGIN_WINDOW_MS, ctx.now);
    if (ipTry === null) throw rateLimited(SLOW_DOWN);
    const [member] = await ctx.db.select().from(members).where(eq(members.phone_e164, phone)).limit(1);
    // verifyPassword spends the same time on an unknown phone, so neither the answer nor its timing tells them apart.
    const ok = await verifyPassword(input.password, member?.password_hash);
    if (!member || !ok) throw new ApiError('unauthorized', BAD_LOGIN, { reason: 'wrong_login', extra: { migrate_member: 0 } });
    await forgiveAttempts(ctx.db, [phoneTry, ipTry]);
    if (member.legacy_password) {
      // A member migrated from the old system must choose a new password first (spec: migrate_member). Knowing the
      // old password earns a single-use reset token, so /reset-password needs no SMS (docs/decisions/0010).
      const { token } = await issueOtpToken(ctx.db, phone, 'migrate', ctx.now);
      return {
        success: false,
        migrate_member: 1,
        message: 'Your password has expired. Please set a new one.',
        data: null,
        reset_token: token,
      };
    }
    const session = await renewSession(ctx.db, ctx.token!, member.id, ctx.now);
    return {
      message: 'Login successful',
      migrate_member: 0,
      data: await memberSummary(ctx.db, member.id),
      ...(await memberMarket(ctx.db, member.id)),
      ...session,
    };
  },
});

export const logout = defineOption({
  group: 'account',
  option: 'logout',
  auth: 'token',
  schema: accountSchemas.logout,
  async handle(_input, ctx) {
    await bindMember(ctx.db, ctx.token!.id, null);
    return { message: 'Logged out' };
  },
});
