/**
 * Data for the bench, made before the measured server starts (so that preparing does not disturb the measurement):
 * migrates and seeds the database with the project's own code, issues a guest token and the demo member's token, and
 * for the reserve_order run makes fresh members, each with a bound token and a basket holding one in-stock product.
 */
import { and, eq } from 'drizzle-orm';
import { getOrCreateBasket, setBasketLine, setBasketStatus } from '../../src/server/basket/basket-service.ts';
import { resolveCountry } from '../../src/server/catalogue/market-country.ts';
import { createDb } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { members, products } from '../../src/server/db/schema/index.ts';
import type { Db } from '../../src/server/db/client.ts';
import { randomReferralCode } from '../../src/server/account/referral-code.ts';
import { DEMO_MEMBER, seedDemoData } from '../../src/server/seed/index.ts';
import { seedDemoStaff } from '../../src/server/seed/staff.ts';
import { bindMember, findToken, issueToken } from '../../src/server/session/token-service.ts';

/** Singapore: country 2 in every database (reference data). */
const SINGAPORE = 2;

export interface PreparedData {
  guestToken: string;
  demoMemberId: number;
  demoToken: string;
  /** the product every reserve_order basket holds */
  reserveProductId: number;
  /** one member per reserve_order request: its id and bound token */
  reserveMembers: Array<{ id: number; token: string }>;
}

async function memberToken(db: Db, memberId: number, now: Date): Promise<string> {
  const { token } = await issueToken(db, now, 'web');
  const row = await findToken(db, token);
  if (!row) throw new Error('issued token not found');
  await bindMember(db, row.id, memberId);
  return token;
}

/** An active Singapore voucher that is neither a uDollar card nor stored value, with stock enough for every reservation. */
async function reserveProduct(db: Db, stock: number): Promise<{ id: number; country_id: number; currency_code: string }> {
  const [p] = await db
    .select({ id: products.id, country_id: products.country_id, currency_code: products.currency_code })
    .from(products)
    .where(
      and(eq(products.country_id, SINGAPORE), eq(products.active, true), eq(products.is_udollar, false), eq(products.stored_value, false)),
    )
    .orderBy(products.id)
    .limit(1);
  if (!p) throw new Error('no active Singapore product to reserve');
  await db.update(products).set({ stock }).where(eq(products.id, p.id));
  return p;
}

async function benchMembers(db: Db, count: number, now: Date) {
  const product = await reserveProduct(db, count * 2 + 1000);
  const country = await resolveCountry(db, SINGAPORE, null);
  const run = `${Date.now() % 10_000}`.padStart(4, '0');
  const made: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < count; i++) {
    const number = `6${run}${String(i).padStart(4, '0')}`;
    const [row] = await db
      .insert(members)
      .values({
        phone_prefix: '+65',
        phone_number: number,
        phone_e164: `+65${number}`,
        password_hash: '',
        name: `Bench ${number}`,
        country_id: SINGAPORE,
        market_country_id: SINGAPORE,
        referral_code: randomReferralCode(),
      })
      .returning({ id: members.id });
    await db.transaction(async (tx) => {
      const basket = await getOrCreateBasket(tx, row.id, country, now);
      await setBasketLine(tx, basket, product, 1);
      await setBasketStatus(tx, basket.id, 'Self-Use');
    });
    made.push({ id: row.id, token: await memberToken(db, row.id, now) });
  }
  return { productId: product.id, members: made };
}

export async function prepare(opts: { databaseUrl?: string; dataDir?: string; reserveMembers: number }): Promise<PreparedData> {
  const handle = await createDb({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
  try {
    const db = handle.db;
    const now = new Date();
    await migrate(db);
    await seedDemoData(db, now);
    await seedDemoStaff(db, now);
    const [demo] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone_e164, `${DEMO_MEMBER.phonePrefix}${DEMO_MEMBER.phoneNumber}`));
    if (!demo) throw new Error('the demo member is missing');
    const guestToken = (await issueToken(db, now, 'web')).token;
    const demoToken = await memberToken(db, demo.id, now);
    const reserve = await benchMembers(db, opts.reserveMembers, now);
    return { guestToken, demoMemberId: demo.id, demoToken, reserveProductId: reserve.productId, reserveMembers: reserve.members };
  } finally {
    await handle.close();
  }
}
