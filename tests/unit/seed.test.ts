import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/account/password.ts';
import { createDb, type Db, type DbHandle } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { rowsOf } from '../../src/server/db/rows-of.ts';
import * as s from '../../src/server/db/schema/index.ts';
import { DEMO_MEMBER, seedDemoData, type SeedSummary } from '../../src/server/seed/index.ts';
import { pointsFor } from '../../src/server/basket/pricing.ts';
import { hexDecodeUtf8 } from '../../src/shared/card-elements.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const NOW = new Date('2026-11-01T04:00:00Z');
const SLOW = { timeout: 60_000 };

/** '/UgiftWeb/demo/x.svg' -> <repo>/public/demo/x.svg */
const publicFile = (url: string): string => path.join(ROOT, 'public', url.replace(/^\/UgiftWeb\//, ''));

let handle: DbHandle;
let db: Db;
let summary: SeedSummary;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const rows = rowsOf<{ n: number | string }>(await db.execute(query));
  return Number(rows[0]?.n ?? 0);
}

beforeAll(async () => {
  handle = await createDb({ dataDir: 'memory' });
  db = handle.db;
  await migrate(db);
  summary = await seedDemoData(db, NOW);
  // a generous guard for a busy machine, not a measurement: tests assert what was written, never how fast
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

describe('seedDemoData: catalogue', () => {
  it('reports what it wrote', () => {
    expect(summary.seeded).toBe(true);
    expect(summary).toMatchObject({ countries: 4, categories: 8, brands: 12, products: 60, giftcards: 12, music: 6 });
  });

  it('has the four countries with fixed ids (3 is Japan)', async () => {
    const rows = await db.select().from(s.countries).orderBy(s.countries.id);
    expect(rows.map((c) => [c.id, c.name, c.country_code, c.currency_code])).toEqual([
      [1, 'Malaysia', '+60', 'MYR'],
      [2, 'Singapore', '+65', 'SGD'],
      [3, 'Japan', '+81', 'JPY'],
      [4, 'China', '+86', 'CNY'],
    ]);
  });

  it('has 8 categories and 12 brands named in en/cn/jp', async () => {
    const cats = await db.select().from(s.categories);
    const brands = await db.select().from(s.brands);
    expect(cats).toHaveLength(8);
    expect(brands).toHaveLength(12);
    for (const row of [...cats, ...brands]) {
      expect(row.i18n.en.name).toBeTruthy();
      expect(row.i18n.cn?.name).toBeTruthy();
      expect(row.i18n.jp?.name).toBeTruthy();
      expect(row.colour_code).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });

  it('spreads 60 products over the countries with prices in that currency', async () => {
    const products = await db.select().from(s.products);
    const countries = await db.select().from(s.countries);
    expect(products).toHaveLength(60);
    for (const c of countries) {
      const mine = products.filter((p) => p.country_id === c.id);
      expect(mine.length).toBeGreaterThanOrEqual(12);
      expect(mine.every((p) => p.currency_code === c.currency_code)).toBe(true);
      expect(mine.filter((p) => p.stock > 0).length).toBeGreaterThanOrEqual(8);
      const udollar = mine.filter((p) => p.is_udollar);
      expect(udollar.length).toBeGreaterThanOrEqual(1);
      expect(udollar.every((p) => p.udollar_value === p.original_price && p.udollar_value > 0)).toBe(true);
    }
    for (const p of products) {
      expect(p.search_text).toBe([p.i18n.en.name, p.i18n.cn?.name, p.i18n.jp?.name].join(' ').toLowerCase());
      expect(p.i18n.en.terms_and_conditions).toContain('<li>');
      expect(p.i18n.en.redeem_howto).toContain('<p>');
      expect(p.age_min).toBeLessThanOrEqual(p.age_max);
      expect(['', 'Male', 'Female']).toContain(p.gender);
    }
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.stock > 0 && p.stock <= 5)).toBe(true);
    expect(products.filter((p) => p.is_recommended).length).toBeGreaterThanOrEqual(8);
    expect(new Set(products.map((p) => p.created_at.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(4);
  });

  it('uses every e-voucher code type on several products', async () => {
    const products = await db.select().from(s.products);
    for (const type of ['qrcode', 'barcode', 'alphanumeric', 'url']) {
      expect(products.filter((p) => p.evoucher_code_type === type).length, type).toBeGreaterThanOrEqual(4);
    }
  });

  it('includes one product whose HTML needs sanitising', async () => {
    const n = await count(
      sql`select count(*) as n from products where i18n->'en'->>'terms_and_conditions' like '%<script%' and i18n->'en'->>'terms_and_conditions' like '%onerror=%'`,
    );
    expect(n).toBe(1);
  });

  it('links discount campaigns to about 15 products, with a discount message', async () => {
    const rows = rowsOf<{ discount_mode: string; discount_value: number; msg: string; original_price: number }>(
      await db.execute(sql`
      select c.discount_mode, c.discount_value, c.i18n->'en'->>'discount_message' as msg, p.original_price
      from products p join campaigns c on c.id = p.campaign_id`),
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeLessThanOrEqual(20);
    for (const r of rows) {
      expect(r.msg).toMatch(/OFF$/);
      expect(['percent', 'amount']).toContain(r.discount_mode);
      if (r.discount_mode === 'amount') expect(r.discount_value).toBeLessThan(r.original_price);
    }
    expect(new Set(rows.map((r) => r.discount_mode)).size).toBe(2);
  });

  it('gives each product 1-3 images and 0-3 outlets (some none)', async () => {
    const images = rowsOf<{ n: number }>(
      await db.execute(sql`select count(i.id)::int as n from products p left join product_images i on i.product_id = p.id group by p.id`),
    );
    expect(images.every((r) => r.n >= 1 && r.n <= 3)).toBe(true);
    expect(images.some((r) => r.n > 1)).toBe(true);
    const outlets = rowsOf<{ n: number }>(
      await db.execute(sql`select count(o.id)::int as n from products p left join outlets o on o.product_id = p.id group by p.id`),
    );
    expect(outlets.every((r) => r.n <= 3)).toBe(true);
    expect(outlets.some((r) => r.n === 0)).toBe(true);
    expect(outlets.some((r) => r.n >= 2)).toBe(true);
  });

  it('has interest and gift-intention filter options that products use', async () => {
    const options = await db.select().from(s.filterOptions);
    const interests = options.filter((o) => o.kind === 'interest').map((o) => o.value);
    const intentions = options.filter((o) => o.kind === 'gift_intention').map((o) => o.value);
    expect(interests.length).toBeGreaterThanOrEqual(6);
    expect(intentions.length).toBeGreaterThanOrEqual(6);
    const products = await db.select().from(s.products);
    for (const p of products) {
      expect(p.interests.every((v) => interests.includes(v))).toBe(true);
      expect(p.gift_intentions.every((v) => intentions.includes(v))).toBe(true);
    }
    for (const v of interests)
      expect(
        products.some((p) => p.interests.includes(v)),
        v,
      ).toBe(true);
    for (const v of intentions)
      expect(
        products.some((p) => p.gift_intentions.includes(v)),
        v,
      ).toBe(true);
  });
});

describe('seedDemoData: gift cards and music', () => {
  it('has 12 gift cards in at least 3 categories, editable ones with elements on the 600x400 canvas', async () => {
    const cards = await db.select().from(s.giftcards);
    expect(cards).toHaveLength(12);
    expect(new Set(cards.map((c) => c.category_id)).size).toBeGreaterThanOrEqual(3);
    expect(cards.some((c) => c.country_id === null)).toBe(true);
    expect(cards.some((c) => c.country_id !== null)).toBe(true);
    const editable = cards.filter((c) => c.is_editable);
    expect(editable.length).toBeGreaterThanOrEqual(6);
    for (const c of editable) {
      const types = c.edit_parameter.map((e) => e.type);
      expect(types).toEqual(expect.arrayContaining(['text', 'message', 'music']));
    }
    expect(editable.some((c) => c.edit_parameter.some((e) => e.type === 'image'))).toBe(true);
    for (const c of cards) {
      for (const e of c.edit_parameter) {
        expect(e.xpos).toBeGreaterThanOrEqual(0);
        expect(e.ypos).toBeGreaterThanOrEqual(0);
        expect(e.xpos + e.width).toBeLessThanOrEqual(600);
        expect(e.ypos + e.height).toBeLessThanOrEqual(400);
        if (['text', 'message', 'custom_text'].includes(e.type)) expect(e.content).toMatch(/^(?:[0-9a-f]{2})*$/);
      }
    }
    const music = await db.select().from(s.music);
    const musicIds = music.map((m) => String(m.id));
    for (const c of editable) for (const e of c.edit_parameter.filter((x) => x.type === 'music')) expect(musicIds).toContain(e.content);
  });

  it('links every gift card to related products of the countries it is offered in', async () => {
    const rows = rowsOf<{ giftcard_id: number; card_country: number | null; product_country: number; n: number }>(
      await db.execute(sql`
      select g.id as giftcard_id, g.country_id as card_country, p.country_id as product_country, count(*)::int as n
      from giftcards g join giftcard_products gp on gp.giftcard_id = g.id join products p on p.id = gp.product_id
      group by g.id, g.country_id, p.country_id`),
    );
    for (let id = 1; id <= 12; id++) {
      const mine = rows.filter((r) => r.giftcard_id === id);
      expect(mine.length, `card ${id}`).toBeGreaterThan(0);
      for (const r of mine) {
        expect(r.n).toBeGreaterThanOrEqual(3);
        expect(r.n).toBeLessThanOrEqual(5);
        if (r.card_country !== null) expect(r.product_country).toBe(r.card_country);
      }
    }
  });

  it('has 6 music tracks whose WAV files exist and match duration_ms', async () => {
    const music = await db.select().from(s.music);
    expect(music).toHaveLength(6);
    for (const m of music) {
      expect(m.url).toMatch(/^\/UgiftWeb\/demo\/music\/[a-z-]+\.wav$/);
      const file = readFileSync(publicFile(m.url));
      expect(file.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(file.subarray(8, 12).toString('ascii')).toBe('WAVE');
      expect(file.length).toBeLessThan(250 * 1024);
      const byteRate = file.readUInt32LE(28);
      const dataBytes = file.readUInt32LE(40);
      expect(Math.abs((dataBytes / byteRate) * 1000 - m.duration_ms)).toBeLessThan(50);
      expect(m.duration_ms).toBeGreaterThanOrEqual(5000);
      expect(m.duration_ms).toBeLessThanOrEqual(8000);
    }
  });
});

describe('seedDemoData: marketing', () => {
  it('has the invite campaign 25 with three children (1, 3, 5 invites, 5,000 points)', async () => {
    const [invite] = await db.select().from(s.campaigns).where(sql`id = 25`);
    expect(invite).toMatchObject({ campaign_type: 'task_based', task_type: 'invite' });
    expect(invite.i18n.en.name).toBe('Invite A Friend');
    expect(invite.i18n.en.description).toBeTruthy();
    expect(invite.i18n.en.terms_and_conditions).toBeTruthy();
    const children = await db.select().from(s.campaigns).where(sql`parent_id = 25`).orderBy(s.campaigns.target_count);
    expect(children.map((c) => [c.target_count, c.reward_type, c.reward_points])).toEqual([
      [1, 'points', 5000],
      [3, 'points', 5000],
      [5, 'points', 5000],
    ]);
  });

  it('has new_app, product_free, product_discount and points campaigns', async () => {
    const all = await db.select().from(s.campaigns);
    const productIds = new Set((await db.select({ id: s.products.id }).from(s.products)).map((p) => p.id));
    expect(all.some((c) => c.task_type === 'new_app')).toBe(true);
    for (const reward of ['product_free', 'product_discount']) {
      const c = all.find((x) => x.reward_type === reward);
      expect(c, reward).toBeDefined();
      expect(productIds.has(c?.reward_product_id ?? -1)).toBe(true);
    }
    expect(all.some((c) => c.reward_type === 'points' && c.parent_id === null)).toBe(true);
  });

  it('has at least 2 banners per country covering every linkage type, with valid targets', async () => {
    const banners = await db.select().from(s.banners);
    for (let country = 1; country <= 4; country++) expect(banners.filter((b) => b.country_id === country).length).toBeGreaterThanOrEqual(2);
    expect(new Set(banners.map((b) => b.linkage_type))).toEqual(
      new Set(['linkage_url', 'linkage_product', 'linkage_video', 'linkage_campaign']),
    );
    await expectValidLinkages(banners);
  });

  it('has a country, a video and a promo popup per country', async () => {
    const popups = await db.select().from(s.popups);
    for (let country = 1; country <= 4; country++) {
      expect(
        popups
          .filter((p) => p.country_id === country)
          .map((p) => p.popup_type)
          .sort(),
      ).toEqual(['country', 'promo', 'video']);
    }
    const promos = popups.filter((p) => p.popup_type === 'promo');
    expect(promos.every((p) => ['linkage_product', 'linkage_campaign'].includes(p.linkage_type))).toBe(true);
    await expectValidLinkages(popups);
  });
});

async function expectValidLinkages(rows: { linkage_type: string; linkage_detail: string }[]): Promise<void> {
  const productIds = new Set((await db.select({ id: s.products.id }).from(s.products)).map((p) => String(p.id)));
  const campaignIds = new Set((await db.select({ id: s.campaigns.id }).from(s.campaigns)).map((c) => String(c.id)));
  for (const r of rows) {
    if (r.linkage_type === 'linkage_product') expect(productIds.has(r.linkage_detail)).toBe(true);
    if (r.linkage_type === 'linkage_campaign') expect(campaignIds.has(r.linkage_detail)).toBe(true);
    if (r.linkage_type === 'linkage_video') expect(r.linkage_detail).toMatch(/^https:\/\/.+\.mp4$/);
  }
}

describe('seedDemoData: members', () => {
  it('creates the demo member whose password verifies', SLOW, async () => {
    const [demo] = await db
      .select()
      .from(s.members)
      .where(sql`phone_e164 = ${DEMO_MEMBER.phonePrefix + DEMO_MEMBER.phoneNumber}`);
    expect(demo).toMatchObject({
      name: 'Alex Tan',
      country_id: 2,
      referral_code: 'ALEX2026',
      phone_prefix: '+65',
      phone_number: '91234567',
    });
    expect(demo.email).toContain('@');
    expect(demo.billing_address).toBeTruthy();
    expect(await verifyPassword(DEMO_MEMBER.password, demo.password_hash)).toBe(true);
    expect(await verifyPassword('wrong-password', demo.password_hash)).toBe(false);
  });

  it('has a legacy member, other members, friendships and referrals around the demo member', async () => {
    const members = await db.select().from(s.members);
    expect(members.length).toBeGreaterThanOrEqual(7);
    expect(members.find((m) => m.phone_e164 === '+6590000001')?.legacy_password).toBe(true);
    const demoId = members.find((m) => m.referral_code === 'ALEX2026')?.id;
    expect(members.filter((m) => m.referred_by_member_id === demoId)).toHaveLength(2);
    const f = await db.select().from(s.friendships);
    const mine = f.filter((x) => x.requester_id === demoId || x.addressee_id === demoId);
    expect(mine.filter((x) => x.status === 'Accepted')).toHaveLength(3);
    expect(mine.filter((x) => x.status === 'Pending' && x.addressee_id === demoId)).toHaveLength(1);
    expect(mine.filter((x) => x.status === 'Pending' && x.requester_id === demoId)).toHaveLength(1);
  });
});

describe("seedDemoData: the demo member's activity", () => {
  it('has an order in every state', async () => {
    const orders = await db.select().from(s.orders);
    const states = orders.map((o) => `${o.payment_status}/${o.order_status}`);
    expect(states).toEqual(expect.arrayContaining(['Basket/', 'Paid/Self-Use', 'Paid/gift', 'Paid/Gifted', 'Paid/Received', 'Cancelled/']));
    expect(orders.some((o) => o.payment_status === 'Pending' && o.reserved_at !== null)).toBe(true);
    const gifted = orders.find((o) => o.order_status === 'Gifted');
    expect(gifted?.recipient_id).not.toBeNull();
    expect(gifted?.gifted_at).not.toBeNull();
    const received = orders.find((o) => o.order_status === 'Received');
    expect(received?.recipient_id).toBe(1);
    expect(received?.member_id).not.toBe(1);
    expect(received?.received_at).not.toBeNull();
    const lines = await db.select().from(s.orderLines);
    const basket = orders.find((o) => o.payment_status === 'Basket');
    expect(lines.filter((l) => l.order_id === basket?.id)).toHaveLength(2);
  });

  it('keeps order amounts consistent with their lines', async () => {
    const orders = await db.select().from(s.orders);
    const lines = await db.select().from(s.orderLines);
    for (const o of orders) {
      const mine = lines.filter((l) => l.order_id === o.id);
      expect(mine.length).toBeGreaterThan(0);
      for (const l of mine) {
        expect(l.amount).toBe((l.unit_price - l.unit_discount) * l.quantity);
        expect(l.currency_code).toBe(o.currency_code);
        expect(l.i18n?.en.name).toBeTruthy();
        expect(l.image).toMatch(/^\/UgiftWeb\/demo\//);
      }
      expect(o.sub_total).toBe(mine.reduce((sum, l) => sum + l.unit_price * l.quantity, 0));
      expect(o.total_discount).toBe(mine.reduce((sum, l) => sum + l.unit_discount * l.quantity, 0));
      expect(o.order_amount).toBe(o.sub_total - o.total_discount - o.udollar_amount);
      expect(o.points).toBe(pointsFor(o.order_amount, o.currency_code));
      if (o.payment_status !== 'Basket') {
        expect(o.order_no).toMatch(/^UG\d{8}\d{4}$/);
        expect(o.share_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      }
      if (o.payment_status === 'Paid') {
        expect(o.paid_at).not.toBeNull();
        expect(o.phrase).toBeTruthy();
      }
    }
    expect(orders.some((o) => o.total_discount > 0)).toBe(true);
  });

  it('fills the card of gift orders with text, message and music', async () => {
    const orders = (await db.select().from(s.orders)).filter((o) => o.giftcard_id !== 0);
    expect(orders.length).toBeGreaterThanOrEqual(3);
    for (const o of orders) {
      const els = o.giftcard_edit_parameter;
      expect(hexDecodeUtf8(els.find((e) => e.type === 'message')?.content ?? '')).toMatch(/\w+/);
      expect(els.find((e) => e.type === 'music')?.content).toMatch(/^\d+$/);
    }
  });

  it('issues one e-voucher per unit of each paid line, Active, Used and Expired', async () => {
    const vouchers = await db.select().from(s.evouchers);
    const units = rowsOf<{ n: number }>(
      await db.execute(sql`
      select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id join products p on p.id = l.product_id
      where o.payment_status = 'Paid' and not p.is_udollar`),
    );
    expect(vouchers).toHaveLength(units[0].n);
    const statuses = new Set(vouchers.map((v) => v.status));
    expect(statuses).toEqual(new Set(['Active', 'Used', 'Expired']));
    for (const v of vouchers) {
      if (v.status === 'Active') expect(v.expires_at.getTime()).toBeGreaterThan(NOW.getTime());
      if (v.status === 'Expired') expect(v.expires_at.getTime()).toBeLessThan(NOW.getTime());
      if (v.status === 'Used') expect(v.used_at).not.toBeNull();
      const pattern = {
        qrcode: /^UGIFT:[2-9A-HJ-NP-Z]{16,}$/,
        barcode: /^\d{24,}$/,
        alphanumeric: /^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{1,4})+$/,
        url: /^https:\/\/redeem\.ugift\.example\/v\/\w{16,}$/,
      }[v.code_type];
      expect(v.code).toMatch(pattern ?? /^$/);
    }
    // Vouchers of a given order belong to its recipient, the others to the buyer.
    const orders = await db.select().from(s.orders);
    for (const v of vouchers) {
      const o = orders.find((x) => x.id === v.order_id);
      const given = o?.order_status === 'Gifted' || o?.order_status === 'Received';
      expect(v.owner_member_id).toBe(given ? o?.recipient_id : o?.member_id);
    }
    // the demo member's own activity (the 90 days of other shoppers aside) fills the demo member's wallet
    const demoOrders = new Set(orders.filter((o) => o.member_id === 1 || o.recipient_id === 1).map((o) => o.id));
    const demoVouchers = vouchers.filter((v) => demoOrders.has(v.order_id));
    expect(demoVouchers.filter((v) => v.owner_member_id === 1).length).toBeGreaterThan(demoVouchers.length / 2);
    expect(new Set(vouchers.map((v) => v.code_type)).size).toBeGreaterThanOrEqual(3);
  });

  it('has a uDollar card of S$100 with S$75 left, an expired one, and balances equal to the ledger', async () => {
    const cards = await db.select().from(s.udollarCards);
    const current = cards.find((c) => c.expires_at.getTime() > NOW.getTime());
    expect(current).toMatchObject({ currency_code: 'SGD', orig_balance: 10000, balance: 7500 });
    expect(cards.some((c) => c.expires_at.getTime() < NOW.getTime())).toBe(true);
    const ledger = await db.select().from(s.udollarLedger);
    for (const c of cards) expect(ledger.filter((l) => l.card_id === c.id).reduce((sum, l) => sum + l.amount, 0)).toBe(c.balance);
    expect(ledger.some((l) => l.reason === 'purchase' && l.amount === 10000)).toBe(true);
    expect(ledger.some((l) => l.reason === 'order' && l.amount === -2500 && l.order_id !== null)).toBe(true);
  });

  it('credits the points of paid orders to the ledger and the member', async () => {
    const members = await db.select().from(s.members);
    const ledger = await db.select().from(s.pointsLedger);
    for (const m of members) expect(ledger.filter((l) => l.member_id === m.id).reduce((sum, l) => sum + l.amount, 0)).toBe(m.points);
    expect(members.find((m) => m.id === 1)?.points).toBeGreaterThan(5000);
  });

  it('has read and unread notifications of many types', async () => {
    const rows = await db.select().from(s.notifications);
    const types = new Set(rows.map((r) => r.type));
    for (const t of [
      'send_order',
      'redeem_order',
      'add_friend',
      'accept_friend',
      'reject_friend',
      'product',
      'campaign',
      'giftcard',
      'expired_evoucher',
    ]) {
      expect(types.has(t), t).toBe(true);
    }
    expect(rows.some((r) => r.is_read === 1)).toBe(true);
    expect(rows.some((r) => r.is_read === 0)).toBe(true);
    expect(rows.every((r) => /^\d+$/.test(r.related_id))).toBe(true);
  });
});

describe('seedDemoData: assets and idempotence', () => {
  it('references only asset files that exist under public/', async () => {
    const urls = rowsOf<{ url: string }>(
      await db.execute(sql`
      select image as url from countries
      union select image from categories union select image_home from categories
      union select image from brands union select image_home from brands
      union select image from campaigns union select image from products union select image from product_images
      union select image from banners union select image from popups
      union select image from giftcards union select image_thumbnail from giftcards
      union select e->>'content' from giftcards, jsonb_array_elements(edit_parameter) e where e->>'type' in ('image', 'sticker') and e->>'content' <> ''
      union select e->>'content' from orders, jsonb_array_elements(giftcard_edit_parameter) e where e->>'type' in ('image', 'sticker') and e->>'content' <> ''
      union select image from order_lines union select image from notifications where image <> ''
      union select url from music`),
    ).map((r) => r.url);
    expect(urls.length).toBeGreaterThan(150);
    const missing = urls.filter((u) => !u.startsWith('/UgiftWeb/demo/') || !existsSync(publicFile(u)));
    expect(missing).toEqual([]);
  });

  it('moves the id sequences past the explicit ids', async () => {
    for (const table of ['countries', 'campaigns', 'products', 'giftcards', 'members', 'orders', 'music']) {
      const next = await count(sql.raw(`select nextval(pg_get_serial_sequence('${table}', 'id')) as n`));
      const max = await count(sql.raw(`select max(id) as n from ${table}`));
      expect(next, table).toBeGreaterThan(max);
    }
  });

  it('does nothing when called a second time', SLOW, async () => {
    const before = await count(sql`select count(*) as n from products`);
    const again = await seedDemoData(db, new Date());
    expect(again.seeded).toBe(false);
    expect(again.products).toBe(0);
    expect(await count(sql`select count(*) as n from products`)).toBe(before);
    expect(await count(sql`select count(*) as n from members`)).toBe(summary.members + summary.historyMembers);
  });
});
