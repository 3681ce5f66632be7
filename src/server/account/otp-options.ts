import { eq } from 'drizzle-orm';
import { accountSchemas } from '../../shared/api/schemas/account.ts';
import { toE164 } from '../../shared/phone.ts';
import { members } from '../db/schema/index.ts';
import { defineOption } from '../http/context.ts';
import { ApiError, conflict } from '../platform/api-error.ts';
import { hitRateLimit } from '../platform/rate-limit.ts';
import { assertSignedRequest } from '../http/request-signature.ts';
import { createChallenge, dropChallenge, OTP_RESEND_MS, OTP_TTL_MS, verifyChallenge } from './otp-service.ts';

/** Requests per client address an hour: generous for a shop, a brake on SMS pumping and number probing from one host. */
const OTP_IP_LIMIT = 200;

export const getOtp = defineOption({
  group: 'account',
  option: 'get_otp',
  auth: 'token',
  schema: accountSchemas.get_otp,
  async handle(input, ctx) {
    assertSignedRequest({
      secret: ctx.deps.config.signingSecret,
      now: ctx.now,
      timestamp: input.timestamp,
      signed: `${input.phone_number}${input.timestamp}`,
      signature: input.content,
      signatureField: 'content',
      code: 'bad_request',
    });
    // Counted before the account checks, so that probing which numbers have accounts is slowed down too.
    await hitRateLimit(
      ctx.db,
      `otp:ip:${ctx.ip}`,
      OTP_IP_LIMIT,
      3_600_000,
      ctx.now,
      'Too many codes were requested from this network. Please try again later.',
    );
    // A registered and an unknown phone get the same answer (docs/decisions/0092): whether the number has an
    // account is said only after the code proves the shopper holds the phone (verify_otp).
    const phone = toE164(input.phone_number);
    const { id, code } = await createChallenge(ctx.db, phone, input.action, ctx.now);
    const sms = ctx.deps.adapters.sms;
    try {
      await sms.send(phone, `Your Ugift verification code is ${code}. It expires in 10 minutes. Never share it with anyone.`);
    } catch (error) {
      await dropChallenge(ctx.db, id);
      ctx.deps.logger.error({ err: error, provider: sms.name }, 'SMS sending failed');
      throw new ApiError('internal', 'We could not send the SMS. Please try again in a moment.');
    }
    return {
      message: 'OTP sent',
      resend_after: OTP_RESEND_MS / 1000,
      expires_in: OTP_TTL_MS / 1000,
      // Only the console provider (development and demo) echoes the code, so that the demo can show it as a hint.
      ...(sms.exposesCode ? { otp: code } : {}),
    };
  },
});

export const verifyOtp = defineOption({
  group: 'account',
  option: 'verify_otp',
  auth: 'token',
  schema: accountSchemas.verify_otp,
  async handle(input, ctx) {
    const phone = toE164(input.phone_number);
    const { token, expiresAt } = await verifyChallenge(ctx.db, phone, input.action, input.otp, ctx.now);
    const [existing] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.phone_e164, phone)).limit(1);
    if (input.action === 'register' && existing) {
      throw conflict('This mobile number already has an account. Please log in, or use Forgot password.', undefined, 'phone_taken');
    }
    if (input.action === 'forgot_password' && !existing) {
      throw new ApiError('not_found', 'No account uses this mobile number. Please check the number or create an account.', {
        reason: 'phone_unknown',
      });
    }
    return { message: 'OTP verified', otp_token: token, otp_token_expiry: Math.floor(expiresAt.getTime() / 1000) };
  },
});
