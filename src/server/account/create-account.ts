import { eq } from 'drizzle-orm';
import { accountSchemas } from '../../shared/api/schemas/account.ts';
import { joinPhone } from '../../shared/phone.ts';
import { members } from '../db/schema/index.ts';
import { defineOption } from '../http/context.ts';
import { badInput, conflict } from '../platform/api-error.ts';
import { consumeOtpToken } from './otp-service.ts';
import { hashPassword } from './password.ts';
import { newReferralCode } from './referral-code.ts';
import { countryOfPrefix } from './phone-country.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { deliverWaitingPhoneGifts } from '../order/phone-gift.ts';

const TAKEN = 'This mobile number already has an account. Please log in, or use Forgot password.';

/** create_account: needs the otp_token that verify_otp answered for this phone (action register). */
export const createAccount = defineOption({
  group: 'account',
  option: 'create_account',
  auth: 'token',
  schema: accountSchemas.create_account,
  async handle(input, ctx) {
    const prefix = `+${input.phone_prefix.replace(/\D/g, '')}`;
    const number = input.phone_number.replace(/^0+/, '');
    const phone = joinPhone(prefix, number);
    const passwordHash = await hashPassword(input.password);
    const name = input.name ?? '';
    try {
      const memberId = await ctx.db.transaction(async (tx) => {
        const verified = await consumeOtpToken(tx, input.otp_token, ['register'], ctx.now);
        if (verified !== phone) throw badInput('phone_number', 'is not the number that was verified');
        const [taken] = await tx.select({ id: members.id }).from(members).where(eq(members.phone_e164, phone)).limit(1);
        if (taken) throw conflict(TAKEN, undefined, 'phone_taken');
        const countryId = await countryOfPrefix(tx, prefix);
        const [row] = await tx
          .insert(members)
          .values({
            phone_prefix: prefix,
            phone_number: number,
            phone_e164: phone,
            password_hash: passwordHash,
            name,
            country_id: countryId,
            market_country_id: countryId || null,
            referral_code: await newReferralCode(tx),
            created_at: ctx.now,
          })
          .returning({ id: members.id });
        // gifts sent to this phone before it had an account are now the new member's (decision 0210)
        await deliverWaitingPhoneGifts(tx, row.id, phone, ctx.now);
        return row.id;
      });
      return { message: 'Account created', member_id: memberId };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TAKEN, undefined, 'phone_taken');
      throw error;
    }
  },
});
