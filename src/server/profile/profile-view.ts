import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, friendships, members } from '../db/schema/index.ts';
import { notFound } from '../platform/api-error.ts';

/** The member's accepted friends. */
export async function countFriends(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(friendships)
    .where(and(eq(friendships.status, 'Accepted'), or(eq(friendships.requester_id, memberId), eq(friendships.addressee_id, memberId))));
  return Number(row?.n ?? 0);
}

async function countryNames(db: Db, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number' && id > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(
      sql`${countries.id} in (${sql.join(
        wanted.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The stored gender as the answer declares it: Male, Female, or '' when not given. */
function genderOf(value: string): '' | 'Male' | 'Female' {
  return value === 'Male' || value === 'Female' ? value : '';
}

/** The profile as detail_profile answers it (spec field names; ids as numbers, absent values as ''). */
export async function profileView(db: Db, memberId: number) {
  const [m] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!m) throw notFound('Member');
  const names = await countryNames(db, [m.country_id, m.billing_country_id, m.shipping_country_id]);
  return {
    member_id: m.id,
    name: m.name,
    email: m.email,
    gender: genderOf(m.gender),
    dob: m.dob ?? '',
    /** the owner's own setting: detail_profile answers only the token's member */
    show_birthday: m.show_birthday,
    /** receipts and refund notes go to `email` (decision 0263) */
    receipt_emails: m.receipt_emails,
    phone_prefix: m.phone_prefix,
    phone_number: m.phone_number,
    country_id: m.country_id,
    country: names.get(m.country_id) ?? '',
    profile_picture: m.profile_picture,
    billing_address: m.billing_address,
    billing_postcode: m.billing_postcode,
    billing_state: m.billing_state,
    billing_country_id: m.billing_country_id ?? 0,
    billing_country: m.billing_country_id ? (names.get(m.billing_country_id) ?? '') : '',
    shipping_address: m.shipping_address,
    shipping_postcode: m.shipping_postcode,
    shipping_state: m.shipping_state,
    shipping_country_id: m.shipping_country_id ?? 0,
    shipping_country: m.shipping_country_id ? (names.get(m.shipping_country_id) ?? '') : '',
    referral_code: m.referral_code,
    fb_account_id: m.facebook_id ?? '',
    points: m.points,
    total_friends: await countFriends(db, m.id),
  };
}
