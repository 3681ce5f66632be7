import { and, eq, sql } from 'drizzle-orm';
import { udollarCards } from '../../../src/server/db/schema/index.ts';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { runGroupGiftDeadlines } from '../../../src/server/group-gift/deadline-job.ts';
import { aMember, aPaidOrder, aProduct, befriend, type TestMember } from '../../support/factories.ts';
import type { Fields, TestApp } from '../../support/test-app.ts';

/** Group gift scenes (decision 0258): each test makes its own organiser, friends, product and pool. */

export const HOUR = 3600;

export interface GiftScene {
  organiser: TestMember;
  recipient: TestMember;
  friends: TestMember[];
  productId: number;
  id: string;
  shareId: string;
  target: number;
}

export async function aGroupGift(
  t: TestApp,
  opts: { price?: number; quantity?: number; friends?: number; fields?: Fields; stock?: number } = {},
): Promise<GiftScene> {
  const organiser = await aMember(t, { name: 'Olive Organiser' });
  const recipient = await aMember(t, { name: 'Rita Recipient Tan' });
  await befriend(t, organiser, recipient);
  const friends: TestMember[] = [];
  for (let i = 0; i < (opts.friends ?? 2); i++) {
    const f = await aMember(t);
    await befriend(t, organiser, f);
    friends.push(f);
  }
  const productId = await aProduct(t, { price: opts.price ?? 3000, stock: opts.stock ?? 20 });
  const res = await t.call(
    'group_gift',
    'create_group_gift',
    {
      product_id: productId,
      quantity: opts.quantity ?? 1,
      recipient_id: recipient.id,
      deadline: nowSeconds(t) + 48 * HOUR,
      mode: 'free',
      min_amount: 100,
      invite_ids: friends.map((f) => f.id),
      ...opts.fields,
    },
    { token: organiser.token },
  );
  if (res.status !== 200) throw new Error(`create_group_gift: ${res.status} ${JSON.stringify(res.body)}`);
  return { organiser, recipient, friends, productId, id: res.body.id, shareId: res.body.share_id, target: res.body.target };
}

export const nowSeconds = (t: TestApp) => Math.floor(t.clock.now.getTime() / 1000);

/** Pays a cashier URL in the sandbox (its Pay button). */
export async function payAtCashier(t: TestApp, url: string): Promise<void> {
  const pay = await t.app.request(`${url}/pay`, { method: 'POST' });
  if (pay.status >= 400) throw new Error(`sandbox pay: ${pay.status}`);
}

/** A contribution through the cashier, paid. */
export async function chipIn(t: TestApp, member: TestMember, gift: GiftScene, amount: number): Promise<void> {
  const res = await t.call('group_gift', 'contribute_group_gift', { share_id: gift.shareId, amount }, { token: member.token });
  if (res.status !== 200 || !res.body.cashier_url) throw new Error(`contribute: ${res.status} ${JSON.stringify(res.body)}`);
  await payAtCashier(t, res.body.cashier_url);
}

/** A uDollar card of the member worth `value`, bought through the shop's own checkout. */
export async function aUdollarCard(t: TestApp, member: TestMember, value: number): Promise<number> {
  const productId = await aProduct(t, { udollar: true, price: value });
  const order = await aPaidOrder(t, member, { gift: false, lines: [{ productId, quantity: 1 }] });
  const [card] = await t.db
    .select({ id: udollarCards.id })
    .from(udollarCards)
    .where(and(eq(udollarCards.member_id, member.id), eq(udollarCards.order_id, order.id)));
  return card.id;
}

export async function balanceOf(t: TestApp, cardId: number): Promise<number> {
  const [card] = await t.db.select({ balance: udollarCards.balance }).from(udollarCards).where(eq(udollarCards.id, cardId));
  return card.balance;
}

/** The pool's ledger account balance (credit negative). */
export async function poolBalance(t: TestApp, giftId: string): Promise<number> {
  const [row] = rowsOf<{ s: string | number | null }>(
    await t.db.execute(sql`select coalesce(sum(amount), 0) as s from ledger_entries where account_key = ${`group_pool:${giftId}`}`),
  );
  return Number(row.s);
}

/** The deadline job, as the server runs it, at the test clock's time. */
export function runDeadlines(t: TestApp) {
  return runGroupGiftDeadlines(t.db, t.clock.now, { adapter: t.deps.adapters.payment ?? null, logger: t.deps.logger });
}
