import { sql } from 'drizzle-orm';
import { evouchers, members, orderLines, orders, payments } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows-of.ts';
import { applyOrderEffects } from './activity.ts';
import { daysAgo, fixSequences, type SeedContext } from './context.ts';
import { COUNTRY_ID } from './data/countries.ts';
import { historyPlan } from './data/history-plan.ts';
import { buildOrder, type BuiltOrder } from './order-builder.ts';

export interface HistoryCounts {
  historyMembers: number;
  historyOrders: number;
}

const nextId = async (tx: SeedContext['tx'], table: string) =>
  Number(rowsOf<{ n: number }>(await tx.execute(sql.raw(`select coalesce(max(id), 0) + 1 as n from ${table}`)))[0]?.n ?? 1);

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 250) await insert(rows.slice(i, i + 250));
}

/**
 * Ninety days of the demo shop's life (decision 0238), written after the seed's fixed rows, with ids after theirs.
 * Orders are built like the demo member's (order-builder.ts); their value enters the ledger with the rest of the
 * seed's, as opening entries (decision 0236), so the books balance from the first start.
 */
export async function seedHistory(ctx: SeedContext): Promise<HistoryCounts> {
  const { tx, now } = ctx;
  const plan = historyPlan();
  const [hash] = rowsOf<{ h: string }>(await tx.execute(sql`select password_hash as h from members order by id limit 1`));
  const firstMember = await nextId(tx, 'members');
  const memberId = (key: number) => firstMember + key;
  await inChunks(plan.members, (chunk) =>
    tx.insert(members).values(
      chunk.map((m) => ({
        id: memberId(m.key),
        phone_prefix: m.phonePrefix,
        phone_number: m.phoneNumber,
        phone_e164: m.phonePrefix + m.phoneNumber,
        password_hash: hash?.h ?? '',
        name: m.name,
        country_id: COUNTRY_ID[m.country],
        market_country_id: COUNTRY_ID[m.country],
        referral_code: `HIST${String(m.key).padStart(4, '0')}`,
        created_at: daysAgo(now, m.createdDaysAgo),
      })),
    ),
  );
  const firstOrder = await nextId(tx, 'orders');
  let nextLine = await nextId(tx, 'order_lines');
  const built: BuiltOrder[] = plan.orders.map((o, i) => {
    const b = buildOrder(
      { ...o, id: firstOrder + i, memberId: memberId(o.buyer), recipientId: o.recipient === null ? null : memberId(o.recipient) },
      now,
      nextLine,
      null,
    );
    nextLine += b.lines.length;
    return b;
  });
  await inChunks(built, (chunk) => tx.insert(orders).values(chunk.map((b) => b.order)));
  await inChunks(
    built.flatMap((b) => b.lines),
    (chunk) => tx.insert(orderLines).values(chunk),
  );
  await inChunks(
    built.flatMap((b) => b.vouchers),
    (chunk) => tx.insert(evouchers).values(chunk),
  );
  // stored-value vouchers start with their face value to spend at a counter, as in the demo member's orders
  await tx.execute(
    sql`update evouchers set balance = p.original_price from products p where p.id = evouchers.product_id and p.stored_value and evouchers.balance is null`,
  );
  await inChunks(
    built.flatMap((b) => (b.payment ? [b.payment] : [])),
    (chunk) => tx.insert(payments).values(chunk),
  );
  await applyOrderEffects(ctx, built);
  await fixSequences(tx, ['members', 'orders', 'order_lines']);
  return { historyMembers: plan.members.length, historyOrders: built.length };
}
