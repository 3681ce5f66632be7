import { eq } from 'drizzle-orm';
import { accountSchemas } from '../../shared/api/schemas/account.ts';
import { toE164 } from '../../shared/phone.ts';
import { members } from '../db/schema/index.ts';
import { defineOption } from '../http/context.ts';
import { badInput, notFound } from '../platform/api-error.ts';
import { unbindAllSessions } from '../session/token-service.ts';
import { consumeOtpToken } from './otp-service.ts';
import { hashPassword } from './password.ts';

/**
 * reset_password: needs an otp_token for this phone, from verify_otp (action forgot_password) or from a login of a
 * legacy member with the right old password (action migrate). Ends every session of the member.
 */
export const resetPassword = defineOption({
  group: 'account',
  option: 'reset_password',
  auth: 'token',
  schema: accountSchemas.reset_password,
  async handle(input, ctx) {
    const phone = toE164(input.phone_number);
    const passwordHash = await hashPassword(input.password);
    await ctx.db.transaction(async (tx) => {
      const verified = await consumeOtpToken(tx, input.otp_token, ['forgot_password', 'migrate'], ctx.now);
      if (verified !== phone) throw badInput('phone_number', 'is not the number that was verified');
      const rows = await tx
        .update(members)
        .set({ password_hash: passwordHash, legacy_password: false })
        .where(eq(members.phone_e164, phone))
        .returning({ id: members.id });
      if (rows.length === 0) throw notFound('Member');
      await unbindAllSessions(tx, rows[0].id);
    });
    return { message: 'Password updated. Please log in with your new password.' };
  },
});
