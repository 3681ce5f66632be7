import { z } from 'zod';
import { zFlag, zId, zMemberId, zText, zString, hasControlCharacters } from '../fields.ts';
import { campaignSchemas } from './campaign.ts';
import { friendsSchemas } from './friends.ts';
import { birthdaysSchemas } from './birthdays.ts';

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
    .refine((s) => s >= '1900-01-01', 'must not be before 1900')
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
  /** 1: forget the date of birth (an empty dob leaves it unchanged, the spec's omission rule); wins over dob */
  clear_dob: zFlag,
  /** 1 / 0: show my birthday (month and day) to my friends; off until the member turns it on */
  show_birthday: zFlag,
  /** 1 / 0: e-mail me receipts and refund notes (decision 0263); on until the member turns it off */
  receipt_emails: zFlag,
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

/** Payload schemas of the profile group, keyed by option. */
/** The profile group's payload schemas: the profile domain's own, then the friends and campaign domains' (decision 0170). */
export const profileSchemas = {
  detail_profile: z.object({ member_id: zMemberId }),
  update_profile: profileUpdate,
  ...friendsSchemas,
  ...campaignSchemas,
  ...birthdaysSchemas,
} satisfies Record<string, z.ZodType>;

export type ProfileUpdateInput = z.output<typeof profileUpdate>;
