import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema/index.ts';

/** What login answers as `data` and the client keeps as authUser. */
export async function memberSummary(db: Db, memberId: number) {
  const [m] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!m) return null;
  return {
    member_id: m.id,
    country_id: m.country_id,
    name: m.name,
    email: m.email,
    phone_prefix: m.phone_prefix,
    phone_number: m.phone_number,
    profile_picture: m.profile_picture,
    referral_code: m.referral_code,
    fb_account_id: m.facebook_id ?? '',
  };
}
