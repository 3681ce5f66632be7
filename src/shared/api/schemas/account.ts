import { z } from 'zod';
import { zId, zMemberId, zPhoneDigits, zText, zString } from '../fields.ts';

/** Spec: a password has at least 6 characters; the server also caps it at 128. Passwords are never trimmed. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const newPassword = zString({ error: 'is required' })
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`);
const otpAction = z.enum(['register', 'forgot_password'], { error: 'must be register or forgot_password' });
const otpToken = zString({ error: 'is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be the otp_token that verify_otp answered');

/** Payload schemas of the account group, keyed by option. */
export const accountSchemas = {
  /** content = hex HMAC-SHA256 of phone_number + timestamp under the app signing key (see docs/decisions/0003). */
  get_otp: z.object({
    action: otpAction,
    phone_number: zPhoneDigits,
    timestamp: z.coerce.number({ error: 'must be unix seconds' }).int('must be unix seconds').positive('must be unix seconds'),
    source: zText(20).optional(),
    content: zString({ error: 'is required' }).regex(/^[0-9a-f]{64}$/i, 'must be a hex HMAC-SHA256 signature'),
  }),
  verify_otp: z.object({
    action: otpAction,
    phone_number: zPhoneDigits,
    otp: zString({ error: 'is required' })
      .trim()
      .regex(/^[0-9]{6}$/, 'must be 6 digits'),
  }),
  /** phone_prefix is the calling code ("+65"), phone_number the local number without it. */
  create_account: z.object({
    phone_prefix: zString({ error: 'is required' })
      .trim()
      .regex(/^\+?[0-9]{1,4}$/, 'must be a country calling code such as +65'),
    phone_number: zString({ error: 'is required' })
      .trim()
      .regex(/^[0-9]{4,14}$/, 'must be the mobile number without the country code'),
    password: newPassword,
    otp_token: otpToken,
    name: zText(100).optional(),
  }),
  login: z.object({
    phone_number: zPhoneDigits,
    password: zString({ error: 'is required' }).min(1, 'is required').max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
  }),
  logout: z.object({}).loose(),
  /** phone_number is the prefix plus the number, as for login. */
  reset_password: z.object({
    phone_number: zPhoneDigits,
    password: newPassword,
    otp_token: otpToken,
  }),
  /**
   * The server trusts only access_token (checked with the Graph API); facebook_id, full_name and
   * profile_picture_link are what the old client sent and are ignored beyond a consistency check.
   */
  login_facebook: z.object({
    access_token: zString({ error: 'is required' }).trim().min(10, 'must be a Facebook access token').max(2000, 'is too long'),
    facebook_id: zText(64).optional(),
    full_name: zText(200).optional(),
    profile_picture_link: zText(2000).optional(),
  }),
  update_country: z.object({ member_id: zMemberId, country_id: zId }),
  set_market_country: z.object({ member_id: zMemberId, country_id: zId }),
  apply_referral_code: z.object({
    member_id: zMemberId,
    referral_code: zString({ error: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(32, 'must be at most 32 characters')
      .regex(/^[A-Za-z0-9]+$/, 'must be letters and digits'),
  }),
} satisfies Record<string, z.ZodType>;
