import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema/index.ts';

/** Crockford's base32: digits and letters without I, L, O and U, so a code read aloud or typed is hard to get wrong. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

/** 8 random Crockford characters: 40 bits, with nothing taken from the member's name (docs/decisions/0098). */
export function randomReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += CROCKFORD[randomInt(CROCKFORD.length)];
  return code;
}

/** What a shopper typed, read the Crockford way: case and hyphens ignored, O read as 0, I and L as 1. */
export function normaliseReferralCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** A new member's own referral code, unique (checked; the unique index is the last word). */
export async function newReferralCode(db: Db): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const code = randomReferralCode();
    const [taken] = await db.select({ id: members.id }).from(members).where(eq(members.referral_code, code)).limit(1);
    if (!taken) return code;
  }
  throw new Error('could not find a free referral code');
}
