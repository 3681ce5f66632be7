import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema/index.ts';

/** Letters and digits without look-alikes (0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function candidate(name: string): string {
  const stem = name.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 4);
  let tail = '';
  while (stem.length + tail.length < 8) tail += ALPHABET[randomInt(ALPHABET.length)];
  return stem + tail;
}

/** A new member's own referral code: 8 characters, unique (checked; the unique index is the last word). */
export async function newReferralCode(db: Db, name: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const code = candidate(i < 5 ? name : '');
    const [taken] = await db.select({ id: members.id }).from(members).where(eq(members.referral_code, code)).limit(1);
    if (!taken) return code;
  }
  throw new Error('could not find a free referral code');
}
