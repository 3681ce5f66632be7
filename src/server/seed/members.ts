import { hashPassword } from '../account/password.ts';
import { campaignRedemptions, friendships, members, pointsLedger } from '../db/schema/index.ts';
import { daysAgo, type SeedContext } from './context.ts';
import { COUNTRY_ID } from './data/countries.ts';
import { DEMO_MEMBER_ID, DEMO_PASSWORD, FRIENDSHIPS, MEMBERS } from './data/members.ts';

export interface MemberCounts {
  members: number;
  friendships: number;
}

/** A date of birth in the year of `dob` whose day and month come `days` after now (a 29 February stays in range). */
export function birthdayIn(now: Date, days: number, dob: string): string {
  const day = new Date(now.getTime() + days * 86_400_000);
  const year = Number(dob.slice(0, 4));
  const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(day.getUTCMonth() === 1 && day.getUTCDate() === 29 ? 28 : day.getUTCDate()).padStart(2, '0');
  return `${year}-${mm}-${dd}`;
}

/** The first invite milestone (1 friend) the demo member already redeemed. */
const REDEEMED_INVITE_CHILD = 26;

export async function seedMembers({ tx, now }: SeedContext): Promise<MemberCounts> {
  // argon2id is deliberately slow: hash once, every demo account shares the password.
  const hash = await hashPassword(DEMO_PASSWORD);
  await tx.insert(members).values(
    MEMBERS.map((m) => ({
      id: m.id,
      phone_prefix: m.phonePrefix,
      phone_number: m.phoneNumber,
      phone_e164: m.phonePrefix + m.phoneNumber,
      password_hash: hash,
      legacy_password: m.legacyPassword,
      name: m.name,
      email: m.email,
      gender: m.gender,
      dob: m.birthdayInDays !== undefined && m.dob ? birthdayIn(now, m.birthdayInDays, m.dob) : m.dob,
      show_birthday: m.birthdayInDays !== undefined,
      billing_address: m.billing?.address ?? '',
      billing_postcode: m.billing?.postcode ?? '',
      billing_state: m.billing?.state ?? '',
      billing_country_id: m.billing ? COUNTRY_ID[m.billing.country] : null,
      country_id: COUNTRY_ID[m.country],
      market_country_id: COUNTRY_ID[m.country],
      referral_code: m.referralCode,
      referred_by_member_id: m.referredBy,
      // The seeded friends who joined through Alex's code have paid orders: their referrals count.
      referral_status: m.referredBy ? ('counted' as const) : null,
      referral_counted_at: m.referredBy ? daysAgo(now, m.createdDaysAgo) : null,
      points: m.points,
      created_at: daysAgo(now, m.createdDaysAgo),
    })),
  );
  await tx.insert(friendships).values(
    FRIENDSHIPS.map((f) => ({
      requester_id: f.requester,
      addressee_id: f.addressee,
      status: f.status,
      created_at: daysAgo(now, f.daysAgo),
      responded_at: f.status === 'Accepted' ? daysAgo(now, f.daysAgo - 0.5) : null,
    })),
  );
  await tx
    .insert(campaignRedemptions)
    .values({ campaign_id: REDEEMED_INVITE_CHILD, member_id: DEMO_MEMBER_ID, redeemed_at: daysAgo(now, 100) });
  await tx
    .insert(pointsLedger)
    .values({ member_id: DEMO_MEMBER_ID, amount: 5000, reason: `campaign:${REDEEMED_INVITE_CHILD}`, created_at: daysAgo(now, 100) });
  return { members: MEMBERS.length, friendships: FRIENDSHIPS.length };
}
