/**
 * The flash sale's shoppers (decision 0255): one product of the heavy brand in Singapore with `units` in stock, and
 * `count` fresh members, each with a bound token and a basket holding one unit of it (through the shop's own services).
 */
import { sql } from 'drizzle-orm';
import { getOrCreateBasket, setBasketLine, setBasketStatus } from '../../src/server/basket/basket-service.ts';
import { resolveCountry } from '../../src/server/catalogue/market-country.ts';
import type { Db } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows-of.ts';
import { HEAVY_BRAND_STAFF_EMAIL } from '../../src/server/seed/large/prepare-large.ts';
import { bindMember, findToken, issueToken } from '../../src/server/session/token-service.ts';

const SINGAPORE = 2;

export async function flashSaleMembers(db: Db, count: number, units: number) {
  const [product] = rowsOf<{ id: number; country_id: number; currency_code: string }>(
    await db.execute(sql`select p.id, p.country_id, p.currency_code from products p
      where p.country_id = ${SINGAPORE} and p.active and not p.is_udollar and not p.stored_value
        and p.brand_id = coalesce((select brand_id from staff where email = ${HEAVY_BRAND_STAFF_EMAIL}), p.brand_id)
      order by p.id desc limit 1`),
  );
  if (!product) throw new Error('no product for the flash sale');
  const run = `${Date.now() % 100_000}`.padStart(5, '0');
  const made = rowsOf<{ id: number }>(
    await db.execute(sql`insert into members (phone_prefix, phone_number, phone_e164, password_hash, name, country_id, market_country_id, referral_code)
      select '+65', n, '+65' || n, '', 'Flash ' || n, ${SINGAPORE}, ${SINGAPORE}, 'FL' || n
      from generate_series(0, ${count - 1}) i cross join lateral (select '5' || ${run} || lpad(i::text, 4, '0') as n) x
      returning id`),
  );
  const country = await resolveCountry(db, SINGAPORE, null);
  const now = new Date();
  const members: Array<{ id: number; token: string }> = [];
  for (const m of made) {
    await db.transaction(async (tx) => {
      const basket = await getOrCreateBasket(tx, m.id, country, now);
      await setBasketLine(tx, basket, product, 1);
      await setBasketStatus(tx, basket.id, 'Self-Use');
    });
    const { token } = await issueToken(db, now, 'web');
    const row = await findToken(db, token);
    if (!row) throw new Error('issued token not found');
    await bindMember(db, row.id, m.id);
    members.push({ id: m.id, token });
  }
  await db.execute(sql`update products set stock = ${units} where id = ${product.id}`);
  return { productId: product.id, members };
}
