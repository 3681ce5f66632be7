import { z } from 'zod';
import { zId, zLimit, zMemberId, zOffset, zOrderBy, zText, zString, hasControlCharacters } from '../fields.ts';

/**
 * Profile update fields follow the spec's omission rule: an empty, null or zero value means "not sent" (unchanged),
 * and a dob of 0000-00-00 is empty. Anything else must be valid.
 */
const absent = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && (v.trim() === '' || v.trim() === 'null'));
const optionalText = (max: number) => z.preprocess((v) => (absent(v) ? undefined : v), zText(max).optional());
const optionalCountryId = z.preprocess((v) => (absent(v) || v === '0' || v === 0 ? undefined : v), zId.optional());
const optionalDob = z.preprocess(
  (v) => (absent(v) || v === '0000-00-00' ? undefined : v),
  zString()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, 'must be a real calendar date')
    .optional(),
);

const profileUpdate = z.object({
  member_id: zMemberId,
  name: optionalText(100),
  email: z.preprocess(
    (v) => (absent(v) ? undefined : v),
    zString().trim().max(200, 'must be at most 200 characters').email('must be an email address').optional(),
  ),
  gender: z.preprocess((v) => (absent(v) ? undefined : v), z.enum(['Male', 'Female'], { error: 'must be Male or Female' }).optional()),
  dob: optionalDob,
  billing_address: optionalText(300),
  billing_postcode: optionalText(20),
  billing_state: optionalText(100),
  /** the country's name (as the old client sends it) or its id */
  billing_country: optionalText(100),
  billing_country_id: optionalCountryId,
  shipping_address: optionalText(300),
  shipping_postcode: optionalText(20),
  shipping_state: optionalText(100),
  shipping_country: optionalText(100),
  shipping_country_id: optionalCountryId,
  /** the registered country: settable only while it is not set */
  country_id: optionalCountryId,
  /** the picture travels as a multipart file; a text value here is ignored */
  // The image arrives as a file part; a text value in its place is refused like any other text field.
  profile_picture: z
    .unknown()
    .refine((v) => typeof v !== 'string' || !hasControlCharacters(v), 'must not contain control characters')
    .optional(),
});

const friendId = z.object({ member_id: zMemberId, friend_id: zId });
const nameFilter = z.preprocess((v) => (v === undefined || v === null ? undefined : v), zText(100).optional());

/** Payload schemas of the profile group, keyed by option. */
export const profileSchemas = {
  detail_profile: z.object({ member_id: zMemberId }),
  update_profile: profileUpdate,
  list_friend: z.object({ member_id: zMemberId, order_by: zOrderBy, filter_by_name: nameFilter, limit: zLimit, offset: zOffset }),
  list_facebook: z.object({ member_id: zMemberId, filter_by_name: nameFilter, limit: zLimit, offset: zOffset }),
  list_friend_request: z.object({ member_id: zMemberId, filter_by_name: nameFilter, limit: zLimit, offset: zOffset }),
  add_friend: friendId,
  accept_friend: friendId,
  reject_friend: friendId,
  remove_friend: friendId,
  update_facebook_id: z.object({
    member_id: zMemberId,
    facebook_id: zString({ error: 'is required' })
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores'),
    /** the SDK's user access token; required when the server has a Facebook app configured */
    access_token: zString().trim().max(2048, 'is too long').optional(),
  }),
  facebook_member: z.object({
    member_id: zMemberId,
    /** a JSON array of social ids, or of objects with an id (the SDK's friend list) */
    contacts: zString({ error: 'is required' }).max(500_000, 'is too long'),
  }),
  detail_campaign: z.object({ member_id: zMemberId, campaign_id: zId }),
  redeem_campaign_reward: z.object({ member_id: zMemberId, campaign_id: zId }),
} satisfies Record<string, z.ZodType>;

export type ProfileUpdateInput = z.output<typeof profileUpdate>;
