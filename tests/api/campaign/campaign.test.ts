import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignRedemptions,
  campaigns,
  evouchers,
  members,
  orderLines,
  orders,
  pointsLedger,
  products,
} from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aProduct } from '../../support/factories.ts';
import { campaignScene, referFriend, type CampaignScene } from './campaign-scene.ts';

let t: TestApp;
let s: CampaignScene;
let demo: number;
let demoToken: string;
let mei: number;
let meiToken: string;
let yukiToken: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await campaignScene(t);
  demo = s.alex.id;
  demoToken = s.alex.token;
  mei = s.meiLing.id;
  meiToken = s.meiLing.token;
  yukiToken = s.yuki.token;
});
afterAll(async () => t.close());

async function detail(id: number, token: string, fields: Record<string, string | number> = {}) {
  const res = await t.call('profile', 'detail_campaign', { campaign_id: id, ...fields }, { token });
  return { ...res, table: res.body.table };
}

describe('detail_campaign', () => {
  it('shows a guest the invite campaign with its children, no progress and nothing to redeem', async () => {
    const { status, table } = await detail(s.invite, await t.guestToken());
    expect(status).toBe(200);
    expect(table.name).toBe('Invite A Friend');
    expect(table.multiple_languages.jp.name).toBe('友だちを招待');
    expect(table.child_campaign.map((c) => c.id)).toEqual(s.inviteChildren);
    expect(table.is_redeem).toBe(false);
    expect(table.campaign_progress.percentage).toBe(0);
  });

  it("answers the seeded campaign's art painted in each language, and none for a campaign without (decision 0243)", async () => {
    const guest = await t.guestToken();
    const seeded = await detail(1, guest);
    expect(seeded.table.multiple_languages.jp.image).toMatch(/\/campaigns\/coffee-break\.jp\.svg$/);
    expect(seeded.table.multiple_languages.cn.image).toMatch(/\/campaigns\/coffee-break\.cn\.svg$/);
    expect(seeded.table.multiple_languages.en.image).toBe('');
    expect((await detail(s.invite, guest)).table.multiple_languages.jp.image).toBe('');
  });

  it('lists the products a discount campaign offers, priced with its discount, and leaves out inactive ones', async () => {
    const guest = await t.guestToken();
    const { table } = await detail(s.discount, guest);
    const offered = table.products;
    expect(offered.length).toBeGreaterThan(0);
    for (const p of offered) {
      expect(p.campaign_info?.campaign_id).toBe(s.discount);
      expect(p.discounted_price).toBeLessThan(p.original_price);
    }
    const [hidden] = offered;
    await t.db.update(products).set({ active: false }).where(eq(products.id, hidden.id));
    try {
      const again = (await detail(s.discount, guest)).table;
      expect(again.products.map((p) => p.id)).not.toContain(hidden.id);
    } finally {
      await t.db.update(products).set({ active: true }).where(eq(products.id, hidden.id));
    }
    // the invite campaign offers no product of its own
    expect((await detail(s.invite, guest)).table.products).toEqual([]);
  });

  it("computes the member's invite progress from referral registrations", async () => {
    const { table } = await detail(s.invite, demoToken);
    expect(table.campaign_progress).toMatchObject({
      current: 2,
      target: 5,
      percentage: 40,
      campaign_progress_message: '2 of 5 friends joined',
    });
    const [first, three, five] = table.child_campaign;
    expect(first).toMatchObject({ is_redeemed: true, is_redeem: false });
    expect(first.campaign_progress.percentage).toBe(200);
    expect(three.campaign_progress.percentage).toBe(66);
    expect(three.is_redeem).toBe(false);
    expect(five.campaign_progress.percentage).toBe(40);
  });

  it('counts a purchase campaign from paid orders in its window', async () => {
    const { table } = await detail(s.purchase, meiToken);
    expect(table.campaign_progress).toMatchObject({ current: 1, target: 1, percentage: 100 });
    expect(table.is_redeem).toBe(true);
    expect((await detail(s.purchase, yukiToken)).table.is_redeem).toBe(false);
  });

  it('does not count a free (zero-amount) or empty Paid order as a purchase: no progress, redeem refused', async () => {
    const [m] = await t.db
      .insert(members)
      .values({
        phone_prefix: '+65',
        phone_number: '80009911',
        phone_e164: '+6580009911',
        name: 'Free Gifter',
        referral_code: 'FREE9911X',
        country_id: 1,
      })
      .returning({ id: members.id });
    const token = await t.memberToken(m.id);
    const paid = {
      member_id: m.id,
      payment_status: 'Paid',
      order_status: 'gift',
      currency_code: 'SGD',
      country_id: 1,
      created_at: t.clock.now,
      paid_at: t.clock.now,
    };
    // a gift-card-only order pay_order made Paid for nothing, and a zero-amount order with a line
    await t.db.insert(orders).values({ ...paid, order_no: 'UGFREE0001', order_amount: 0, udollar_amount: 0 });
    const [zero] = await t.db
      .insert(orders)
      .values({ ...paid, order_no: 'UGFREE0002', order_amount: 0, udollar_amount: 0 })
      .returning({ id: orders.id });
    const [p] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, await aProduct(t)));
    await t.db
      .insert(orderLines)
      .values({ order_id: zero.id, product_id: p.id, quantity: 1, unit_price: 0, amount: 0, currency_code: 'SGD' });
    // an order with an amount but no line bought nothing either
    await t.db.insert(orders).values({ ...paid, order_no: 'UGFREE0003', order_amount: 500, udollar_amount: 0 });

    const { table } = await detail(s.purchase, token);
    expect(table.campaign_progress).toMatchObject({ current: 0, target: 1, percentage: 0 });
    expect(table.is_redeem).toBe(false);
    const redeem = await t.call('profile', 'redeem_campaign_reward', { campaign_id: s.purchase }, { token });
    expect(redeem.status).toBe(400);
    expect(redeem.body.message).toBe('Complete the task first to redeem this reward');

    // a real purchase (paid with uDollar only) does count
    const [real] = await t.db
      .insert(orders)
      .values({ ...paid, order_no: 'UGFREE0004', order_amount: 0, udollar_amount: 800 })
      .returning({ id: orders.id });
    await t.db
      .insert(orderLines)
      .values({ order_id: real.id, product_id: p.id, quantity: 1, unit_price: 800, amount: 800, currency_code: 'SGD' });
    expect((await detail(s.purchase, token)).table.campaign_progress).toMatchObject({ current: 1, percentage: 100 });
  });

  it('sanitises the HTML it answers', async () => {
    await t.db.insert(campaigns).values({
      id: 900,
      i18n: {
        en: {
          name: 'X',
          description: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=y></p>',
          terms_and_conditions: '<a href="javascript:alert(1)">t</a>',
        },
      },
      image: '',
      campaign_type: 'task_based',
      task_type: 'none',
      reward_type: 'none',
    });
    const { table } = await detail(900, demoToken);
    expect(table.description).toBe('<p>Hi</p>');
    expect(table.terms_and_conditions).not.toContain('javascript');
    expect(table.multiple_languages.en.description).toBe('<p>Hi</p>');
  });

  it('refuses bad ids, unknown campaigns and another member id', async () => {
    expect((await detail(0, demoToken)).body.field).toBe('campaign_id');
    expect((await t.call('profile', 'detail_campaign', {}, { token: demoToken })).body.field).toBe('campaign_id');
    expect((await detail(424242, demoToken)).status).toBe(404);
    // A member cannot read another member's progress by naming them.
    const other = await detail(s.invite, meiToken, { member_id: demo });
    expect(other.status).toBe(403);
  });
});

describe('redeem_campaign_reward', () => {
  it('needs a logged-in member', async () => {
    const res = await t.call('profile', 'redeem_campaign_reward', { campaign_id: s.inviteChildren[1] }, { token: await t.guestToken() });
    expect(res.status).toBe(401);
  });

  it('refuses an incomplete task, a new_app task, a campaign without reward and a second redemption', async () => {
    const incomplete = await t.call('profile', 'redeem_campaign_reward', { campaign_id: s.inviteChildren[1] }, { token: demoToken });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toMatch(/Complete the task/);
    expect((await t.call('profile', 'redeem_campaign_reward', { campaign_id: s.newApp }, { token: demoToken })).status).toBe(400);
    expect((await t.call('profile', 'redeem_campaign_reward', { campaign_id: s.invite }, { token: demoToken })).status).toBe(400);
    expect((await t.call('profile', 'redeem_campaign_reward', { campaign_id: s.inviteChildren[0] }, { token: demoToken })).status).toBe(
      409,
    );
    expect((await t.call('profile', 'redeem_campaign_reward', { campaign_id: 'x' }, { token: demoToken })).body.field).toBe('campaign_id');
  });

  it('a referral registration completes the 3-friend milestone, which credits 5,000 points once', async () => {
    const [before] = await t.db.select({ points: members.points }).from(members).where(eq(members.id, demo));
    await referFriend(t, demo);
    const { table } = await detail(s.inviteChildren[1], demoToken);
    expect(table.campaign_progress).toMatchObject({ current: 3, percentage: 100 });
    expect(table.is_redeem).toBe(true);

    const res = await t.call('profile', 'redeem_campaign_reward', { campaign_id: s.inviteChildren[1] }, { token: demoToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reward_type: 'points', points: 5000, message: '5,000 points have been added to your account' });
    const [after] = await t.db.select({ points: members.points }).from(members).where(eq(members.id, demo));
    expect(after.points).toBe(before.points + 5000);
    const ledger = await t.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.member_id, demo), eq(pointsLedger.reason, `campaign:${s.inviteChildren[1]}`)));
    expect(ledger).toHaveLength(1);

    const again = await t.call('profile', 'redeem_campaign_reward', { campaign_id: s.inviteChildren[1] }, { token: demoToken });
    expect(again.status).toBe(409);
    expect((await detail(s.inviteChildren[1], demoToken)).table).toMatchObject({ is_redeemed: true, is_redeem: false });
  });

  it('product_free issues an e-voucher through a Campaign Redemption order and takes one unit of stock', async () => {
    const [c] = await t.db.select().from(campaigns).where(eq(campaigns.id, s.purchase));
    const [p] = await t.db.select().from(products).where(eq(products.id, c.reward_product_id!));
    const res = await t.call('profile', 'redeem_campaign_reward', { campaign_id: s.purchase }, { token: meiToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reward_type: 'product_free', product_id: p.id });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.order_id));
    expect(order).toMatchObject({ member_id: mei, payment_status: 'Campaign Redemption', order_amount: 0 });
    expect(order.order_no).toMatch(/^CR\d{8}\d+$/);
    const vouchers = await t.db.select().from(evouchers).where(eq(evouchers.order_id, order.id));
    expect(vouchers).toEqual([expect.objectContaining({ owner_member_id: mei, product_id: p.id, status: 'Active' })]);
    const [after] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, p.id));
    expect(after.stock).toBe(p.stock - 1);
  });

  it('an out-of-stock free product changes nothing', async () => {
    const [c] = await t.db.select().from(campaigns).where(eq(campaigns.id, s.purchase));
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, c.reward_product_id!));
    const res = await t.call('profile', 'redeem_campaign_reward', { campaign_id: s.purchase }, { token: demoToken });
    expect(res.status).toBe(409);
    const rows = await t.db
      .select()
      .from(campaignRedemptions)
      .where(and(eq(campaignRedemptions.campaign_id, s.purchase), eq(campaignRedemptions.member_id, demo)));
    expect(rows).toHaveLength(0);
  });

  it('product_discount answers the product to open', async () => {
    const res = await t.call('profile', 'redeem_campaign_reward', { campaign_id: s.productDiscount }, { token: yukiToken });
    expect(res.status).toBe(200);
    const [c] = await t.db.select().from(campaigns).where(eq(campaigns.id, s.productDiscount));
    expect(res.body.product_id).toBe(c.reward_product_id);
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(campaignRedemptions)
      .where(eq(campaignRedemptions.campaign_id, s.productDiscount));
    expect(n.n).toBe(1);
  });
});
