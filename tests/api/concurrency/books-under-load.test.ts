import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evouchers, orders, udollarCards } from '../../../src/server/db/schema/index.ts';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { runVoucherExpiry } from '../../../src/server/evoucher/expiry-job.ts';
import { reconcile } from '../../../src/server/ledger/reconcile.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aCardDesign, aMember, aProduct, befriend, type TestMember } from '../../support/factories.ts';
import { aStaff, type StaffClient } from '../admin/admin-support.ts';
import { aCounter } from '../admin/redemption-scene.ts';

/**
 * The books under random concurrent load, in the spirit of Jepsen's bank test (decision 0236). Workers buy and pay
 * (some with uDollar), refund in whole and in part, redeem whole and stored-value vouchers at counters, send gifts,
 * take them back, decline them and expire vouchers, all at once and at random, for BOOKS_LOAD_SECONDS (20 s in npm
 * test on PostgreSQL, 3 s on PGlite, where everything runs one at a time; longer through npm run books:load). Then
 * every invariant must hold: the trial balance is zero per currency, no balance is negative, every voucher and
 * uDollar balance equals its account, money captured minus refunded equals the provider account, every redemption
 * has its payable, no voucher is both refunded and redeemed, and no answer was a 500.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const SECONDS = Number(process.env.BOOKS_LOAD_SECONDS ?? (onPostgres ? 20 : 3));
const WORKERS = onPostgres ? 8 : 3;

let t: TestApp;
beforeAll(async () => {
  // queueing is not what this test is about: a busy machine must not turn waits into 503s
  t = await createTestApp({ env: { API_MAX_QUEUE_WAIT_MS: '120000', API_MAX_QUEUE: '100000' } });
});
afterAll(async () => t.close());

interface Goods {
  orderId: number;
  vouchers: Array<{ id: number; code: string; brandId: number; outletId: number; stored: boolean }>;
  sender: TestMember;
  recipient: TestMember;
}

const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];

describe('the books under random concurrent load', () => {
  it(`stay balanced after ${SECONDS} s of ${WORKERS} workers`, { timeout: (SECONDS + 120) * 1000 }, async () => {
    const kinds = [
      { id: await aProduct(t, { price: 1500, stock: 1_000_000 }), stored: false },
      { id: await aProduct(t, { price: 2000, stock: 1_000_000, storedValue: true }), stored: true },
    ];
    const udollarProduct = await aProduct(t, { price: 5000, stock: 1_000_000, udollar: true });
    const design = await aCardDesign(t);
    const outlets = new Map<number, { brandId: number; outletId: number }>();
    for (const k of kinds) {
      const [row] = rowsOf<{ brand_id: number; outlet_id: number }>(
        await t.db.execute(
          sql`select p.brand_id, o.id as outlet_id from products p join outlets o on o.product_id = p.id where p.id = ${k.id} limit 1`,
        ),
      );
      outlets.set(k.id, { brandId: Number(row.brand_id), outletId: Number(row.outlet_id) });
    }
    const counters = new Map<number, Awaited<ReturnType<typeof aCounter>>[]>();
    for (const { brandId } of outlets.values())
      counters.set(brandId, await Promise.all(Array.from({ length: 3 }, () => aCounter(t, brandId))));
    const support: StaffClient[] = await Promise.all(Array.from({ length: 3 }, async () => (await aStaff(t, 'support')).client()));

    const counts: Record<string, number> = {};
    const statuses: Record<string, number> = {};
    const fivexx: string[] = [];
    const note = (op: string, status: number, body?: unknown) => {
      counts[op] = (counts[op] ?? 0) + 1;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 500) fivexx.push(`${op} ${status} ${JSON.stringify(body)}`);
    };
    const pool: Goods[] = [];

    /** buy: basket, optional uDollar, reserve, pay through the sandbox cashier (or pay_order when nothing is due) */
    async function buy(
      buyer: TestMember,
      recipient: TestMember,
      productId: number,
      gift: boolean,
      udollarCard?: { id: number; balance: number },
    ) {
      const step = async (op: string, res: Promise<{ status: number; body: unknown }>) => {
        const r = await res;
        note(op, r.status, r.body);
        return r.status === 200 ? r : null;
      };
      if (
        !(await step(
          'product_to_basket',
          t.call(
            'basket',
            'product_to_basket',
            { product_id: productId, quantity: 1 + Math.floor(Math.random() * 2) },
            { token: buyer.token },
          ),
        ))
      )
        return;
      if (
        !(await step(
          'order_status',
          t.call('basket', 'update_order_status', { order_status: gift ? 'gift' : 'Self-Use' }, { token: buyer.token }),
        ))
      )
        return;
      if (gift && !(await step('giftcard', t.call('basket', 'giftcard_to_basket', { giftcard_id: design }, { token: buyer.token }))))
        return;
      if (udollarCard) {
        const [basket] = await t.db
          .select()
          .from(orders)
          .where(and(eq(orders.member_id, buyer.id), eq(orders.payment_status, 'Basket')));
        const amount = Math.max(1, Math.floor(Math.random() * Math.min(udollarCard.balance, basket?.sub_total ?? 1)));
        if (basket)
          await step(
            'apply_udollar',
            t.call(
              'basket',
              'apply_udollar_giftcard',
              { order_id: basket.id, udollar_id: udollarCard.id, udollar_amount: amount },
              { token: buyer.token },
            ),
          );
      }
      const reserved = await step('reserve_order', t.call('order', 'reserve_order', {}, { token: buyer.token }));
      if (!reserved) {
        // a basket left half-made is emptied for the next round
        const [basket] = await t.db
          .select()
          .from(orders)
          .where(and(eq(orders.member_id, buyer.id), eq(orders.payment_status, 'Basket')));
        if (basket) await t.db.execute(sql`delete from order_lines where order_id = ${basket.id}`);
        return;
      }
      const orderId = Number((reserved.body as { order_id: string }).order_id);
      const [due] = await t.db.select({ amount: orders.order_amount }).from(orders).where(eq(orders.id, orderId));
      if (due.amount === 0) {
        await step('pay_order', t.call('order', 'pay_order', { order_id: orderId, payment_status: 'paid' }, { token: buyer.token }));
      } else {
        const cashier = await step('get_cashier_url', t.call('order', 'get_cashier_url', { order_id: orderId }, { token: buyer.token }));
        if (!cashier) return;
        const pay = await t.app.request(`${(cashier.body as { cashier_url: string }).cashier_url}/pay`, { method: 'POST' });
        note('pay', pay.status);
      }
      const vouchers = await t.db.select().from(evouchers).where(eq(evouchers.order_id, orderId));
      pool.push({
        orderId,
        sender: buyer,
        recipient,
        vouchers: vouchers.map((v) => ({
          id: v.id,
          code: v.code,
          brandId: v.brand_id,
          outletId: [...outlets.values()].find((o) => o.brandId === v.brand_id)?.outletId ?? 0,
          stored: v.stored_value,
        })),
      });
    }

    async function step(buyer: TestMember, friend: TestMember) {
      const roll = Math.random();
      const goods = pick(pool);
      if (roll < 0.22 || !goods) {
        const kind = pick(kinds)!;
        await buy(buyer, friend, Math.random() < 0.15 ? udollarProduct : kind.id, Math.random() < 0.35);
      } else if (roll < 0.3) {
        const [card] = await t.db
          .select()
          .from(udollarCards)
          .where(and(eq(udollarCards.member_id, buyer.id), sql`${udollarCards.balance} > 0`));
        await buy(buyer, friend, pick(kinds)!.id, false, card ? { id: card.id, balance: card.balance } : undefined);
        counts.spend_udollar = (counts.spend_udollar ?? 0) + 1;
      } else if (roll < 0.45) {
        const v = pick(goods.vouchers);
        if (!v) return;
        const counter = pick(counters.get(v.brandId) ?? []);
        if (!counter) return;
        const body = v.stored
          ? { code: v.code, outlet_id: v.outletId, amount: 1 + Math.floor(Math.random() * 900) }
          : { code: v.code, outlet_id: v.outletId };
        const res = await counter.req('POST', '/redemptions', body);
        note(v.stored ? 'redeem_partial' : 'redeem_whole', res.status, res.body);
      } else if (roll < 0.6) {
        const partial = Math.random() < 0.5 && goods.vouchers.length > 1;
        const res = await pick(support)!.req('POST', `/orders/${goods.orderId}/refund`, {
          method: Math.random() < 0.7 ? 'payment' : 'udollar',
          ...(partial ? { evoucher_ids: [pick(goods.vouchers)!.id] } : {}),
        });
        note(partial ? 'refund_part' : 'refund_whole', res.status, res.body);
      } else if (roll < 0.72) {
        const res = await t.call(
          'order',
          'send_order',
          { order_id: goods.orderId, recipient_id: goods.recipient.id },
          { token: goods.sender.token },
        );
        note('send_gift', res.status, res.body);
      } else if (roll < 0.8) {
        const res = await t.call('order', 'unsend_order', { order_id: goods.orderId }, { token: goods.sender.token });
        note('take_back', res.status, res.body);
      } else if (roll < 0.88) {
        const res = await t.call('order', 'decline_order', { order_id: goods.orderId }, { token: goods.recipient.token });
        note('decline', res.status, res.body);
      } else if (roll < 0.94) {
        const v = pick(goods.vouchers);
        if (!v) return;
        await t.db.execute(sql`update evouchers set expires_at = now() - interval '1 second' where id = ${v.id}`);
        const r = await runVoucherExpiry(t.db, new Date());
        counts.expire = (counts.expire ?? 0) + 1;
        counts.expired = (counts.expired ?? 0) + r.expired;
      } else if (roll < 0.97) {
        const v = pick(goods.vouchers);
        if (!v) return;
        const owner = (await t.db.select({ owner: evouchers.owner_member_id }).from(evouchers).where(eq(evouchers.id, v.id)))[0]?.owner;
        const member = owner === goods.recipient.id ? goods.recipient : goods.sender;
        const res = await t.call('evoucher', 'mark_evoucher_used', { order_evoucher_id: v.id }, { token: member.token });
        note('mark_used', res.status, res.body);
      } else {
        // the recipient swaps the gift (decision 0265): cheaper, the same, or dearer (held while the rest is unpaid)
        const res = await t.call(
          'order',
          'swap_order',
          { order_id: goods.orderId, product_id: pick(kinds)!.id },
          { token: goods.recipient.token },
        );
        note('swap', res.status, res.body);
      }
    }

    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        const buyer = await aMember(t);
        const friend = await aMember(t);
        await befriend(t, buyer, friend);
        while (Date.now() < until) await step(buyer, friend);
      }),
    );

    console.info(
      `books under load (${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${SECONDS} s, ${WORKERS} workers): operations`,
      counts,
      'answers',
      statuses,
    );
    expect(fivexx).toEqual([]);
    expect((counts.refund_whole ?? 0) + (counts.refund_part ?? 0)).toBeGreaterThan(0);
    expect((counts.redeem_whole ?? 0) + (counts.redeem_partial ?? 0)).toBeGreaterThan(0);

    const books = await reconcile(t.db);
    expect(books.differences).toEqual([]);
    const [provider] = rowsOf<{ held: string; ledger: string }>(
      await t.db.execute(sql`select
        (select coalesce(sum(coalesce(captured_amount, amount) - refunded_amount), 0) from payments where status in ('paid', 'refund_required', 'refunded') and currency_code = 'SGD')::text as held,
        (select coalesce(sum(amount), 0) from ledger_entries where account_key = 'provider:SGD')::text as ledger`),
    );
    expect(Number(provider.ledger)).toBe(Number(provider.held));
    const [negative] = rowsOf<{ n: string }>(
      await t.db.execute(
        sql`select ((select count(*) from evouchers where balance < 0) + (select count(*) from udollar_cards where balance < 0))::text as n`,
      ),
    );
    expect(Number(negative.n)).toBe(0);
    const [both] = rowsOf<{ n: string }>(
      await t.db.execute(sql`select count(*)::text as n from evouchers e where e.refunded_at is not null and exists
        (select 1 from redemptions r where r.evoucher_id = e.id and r.created_at > e.refunded_at)`),
    );
    expect(Number(both.n)).toBe(0);
  });
});
