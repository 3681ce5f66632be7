import { eq, sql } from 'drizzle-orm';
import type { ProfileUpdateInput } from '../../shared/api/schemas/profile.ts';
import type { Db } from '../db/client.ts';
import { countries, members } from '../db/schema/index.ts';
import { badInput, notFound } from '../platform/api-error.ts';
import { shopDay } from '../birthdays/birthday-dates.ts';

/** A country named by id or by name (case-insensitive); a name or id that matches nothing is a bad input. */
async function resolveCountry(db: Db, field: string, id: number | undefined, name: string | undefined): Promise<number | undefined> {
  if (id !== undefined) {
    const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
    if (!row) throw badInput(`${field}_id`, 'is not a known country');
    return row.id;
  }
  if (name === undefined) return undefined;
  if (/^\d+$/.test(name)) return resolveCountry(db, field, Number(name), undefined);
  const [row] = await db.select({ id: countries.id }).from(countries).where(sql`lower(${countries.name}) = lower(${name})`).limit(1);
  if (!row) throw badInput(field, 'is not a known country');
  return row.id;
}

/** Today in the shop's time zone as YYYY-MM-DD: a date of birth may be today at the latest. */
function shopDayIso(now: Date): string {
  const d = shopDay(now);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/**
 * Applies a profile update: only the values that were sent change (the spec's omission rule);
 * the registered country can be set once and is read-only afterwards.
 */
export async function updateProfile(
  db: Db,
  memberId: number,
  input: ProfileUpdateInput,
  storePicture?: () => Promise<string>,
  now: Date = new Date(),
): Promise<void> {
  const [current] = await db.select({ country_id: members.country_id }).from(members).where(eq(members.id, memberId)).limit(1);
  if (!current) throw notFound('Member');
  const changes: Partial<typeof members.$inferInsert> = {};
  const texts = [
    'name',
    'email',
    'gender',
    'billing_address',
    'billing_postcode',
    'billing_state',
    'shipping_address',
    'shipping_postcode',
    'shipping_state',
  ] as const;
  for (const key of texts) if (input[key] !== undefined) changes[key] = input[key];
  if (input.clear_dob) changes.dob = null;
  else if (input.dob !== undefined) {
    if (input.dob > shopDayIso(now)) throw badInput('dob', 'must not be in the future');
    changes.dob = input.dob;
  }
  if (input.show_birthday !== undefined) changes.show_birthday = input.show_birthday;
  if (input.receipt_emails !== undefined) changes.receipt_emails = input.receipt_emails;
  const billing = await resolveCountry(db, 'billing_country', input.billing_country_id, input.billing_country);
  if (billing !== undefined) changes.billing_country_id = billing;
  const shipping = await resolveCountry(db, 'shipping_country', input.shipping_country_id, input.shipping_country);
  if (shipping !== undefined) changes.shipping_country_id = shipping;
  if (input.country_id !== undefined && input.country_id !== current.country_id) {
    if (current.country_id > 0) throw badInput('country_id', 'the registered country cannot be changed once set');
    changes.country_id = (await resolveCountry(db, 'country', input.country_id, undefined))!;
  }
  // The picture is checked and stored last, once every other value is known to be valid.
  if (storePicture) changes.profile_picture = await storePicture();
  if (Object.keys(changes).length === 0) return;
  await db.update(members).set(changes).where(eq(members.id, memberId));
}
