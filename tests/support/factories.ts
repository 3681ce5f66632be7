import { eq } from 'drizzle-orm';
import {
  brands,
  campaigns,
  categories,
  friendships,
  giftcardCategories,
  giftcards,
  members,
  orders,
  outlets,
  products,
} from '../../src/server/db/schema/index.ts';
import { hashPassword } from '../../src/server/account/password.ts';
import { type CardElement, hexEncodeUtf8 } from '../../src/shared/card-elements.ts';
import { randomReferralCode } from '../../src/server/account/referral-code.ts';
import { createStaff } from '../../src/server/admin/staff/staff-resource.ts';
import type { StaffRole } from '../../src/shared/admin/roles.ts';
import { signedIn } from './admin-client.ts';
import type { TestApp } from './test-app.ts';

/**
 * Test factories: each test makes the members, products and orders it needs, so the demo seed can change
 * without breaking the API suite. Members and products are rows; orders go through the shop's own checkout
 * (product_to_basket, update_order_status, giftcard_to_basket, reserve_order, pay_order in the sandbox), so a "paid
 * order" is exactly what a shopper's purchase leaves behind.
 */

let serial = 0;
const unique = () => `${process.pid % 1000}${Date.now() % 100_000}${++serial}`.slice(-8).padStart(8, '7');

export interface TestMember {
  id: number;
  name: string;
  token: string;
  /** E.164, e.g. +6581234567 */
  phone: string;
  /** the login option's phone_number: the prefix's digits and the number, e.g. 6581234567 */
  loginPhone: string;
  password: string;
}

/**
 * The countries are reference data (the same ids in every database): 1 Malaysia, 2 Singapore, 3 Japan, 4 China.
 * Singapore unless told otherwise.
 */
export const MALAYSIA = 1;
export const SINGAPORE = 2;
export const JAPAN = 3;
export const CHINA = 4;
const CALLING_CODE: Record<number, string> = { [MALAYSIA]: '+60', [SINGAPORE]: '+65', [JAPAN]: '+81', [CHINA]: '+86' };

export interface MemberOptions {
  name?: string;
  countryId?: number;
  /** a password to log in with (none unless told: most tests take a token straight away) */
  password?: string;
  /** the loyalty points the member holds */
  points?: number;
  /** the profile's e-mail address (none unless told) */
  email?: string;
}

/** A member of their own phone number in a country (its calling code), with a token bound to them. */
export async function aMember(t: TestApp, opts: MemberOptions = {}): Promise<TestMember> {
  const number = `8${unique().slice(1)}`;
  const name = opts.name ?? `Member ${number}`;
  const countryId = opts.countryId ?? SINGAPORE;
  const prefix = CALLING_CODE[countryId] ?? '+65';
  const password = opts.password ?? '';
  const [row] = await t.db
    .insert(members)
    .values({
      phone_prefix: prefix,
      phone_number: number,
      phone_e164: `${prefix}${number}`,
      password_hash: password ? await hashPassword(password) : '',
      name,
      country_id: countryId,
      market_country_id: countryId,
      referral_code: randomReferralCode(),
      ...(opts.points !== undefined ? { points: opts.points } : {}),
      ...(opts.email !== undefined ? { email: opts.email } : {}),
    })
    .returning({ id: members.id });
  return {
    id: row.id,
    name,
    token: await t.memberToken(row.id),
    phone: `${prefix}${number}`,
    loginPhone: `${prefix.slice(1)}${number}`,
    password,
  };
}

let staffSerial = 0;
/** A staff account of a role of its own (tests never share a session or a lock counter); `client()` signs it in. */
export async function aStaff(t: TestApp, role: StaffRole, opts: { brandId?: number | null; password?: string } = {}) {
  const email = `${role}-${process.pid}-${Date.now()}-${++staffSerial}@staff.test`;
  const password = opts.password ?? 'a-long-test-password';
  const row = await createStaff(t.db, { email, name: `${role} tester`, role, password, brand_id: opts.brandId ?? null }, t.clock.now);
  return { id: row.id, email, password, client: () => signedIn(t, email, password) };
}

/** An outlet of a product (where its vouchers are good): name and address of its own unless told. */
export async function anOutlet(
  t: TestApp,
  productId: number,
  opts: { name?: string; address?: string; email?: string; telno?: string } = {},
): Promise<number> {
  const name = opts.name ?? `Test outlet ${unique()}`;
  const [row] = await t.db
    .insert(outlets)
    .values({
      product_id: productId,
      outlet_name: name,
      address: opts.address ?? '1 Test Street',
      outlet_telno: opts.telno ?? '+65 6000 0000',
      email: opts.email ?? 'outlet@example.test',
    })
    .returning({ id: outlets.id });
  return row.id;
}

/** The elements of an editable design: a photo, a recipient line, a message and a tune (music id 1), all empty. */
export function cardElements(): CardElement[] {
  return [
    { key: 'photo', type: 'image', placeholder: 'Add a photo', content: '', xpos: 36, ypos: 112, width: 220, height: 220 },
    { key: 'to', type: 'text', placeholder: 'Dear ...', content: '', xpos: 300, ypos: 112, width: 264, height: 40 },
    { key: 'message', type: 'message', placeholder: 'Your message', content: '', xpos: 300, ypos: 168, width: 264, height: 160 },
    { key: 'music', type: 'music', placeholder: '', content: '1', xpos: 0, ypos: 0, width: 0, height: 0 },
  ];
}

/** The art of every design aCardDesign makes. */
export const DESIGN_IMAGE = '/UgiftWeb/demo/placeholder.svg';

/**
 * A greeting-card design of its own category: offered in one country (null: every country, the default), editable
 * with cardElements() unless told.
 */
/** A card design category of the test's own (its place among the categories: `sort`). */
export async function aCardCategory(t: TestApp, name = `Test category ${unique()}`, sort = 0): Promise<number> {
  const [category] = await t.db
    .insert(giftcardCategories)
    .values({ i18n: names(name), sort })
    .returning({ id: giftcardCategories.id });
  return category.id;
}

export async function aCardDesign(
  t: TestApp,
  opts: { name?: string; countryId?: number | null; elements?: CardElement[]; editable?: boolean; categoryId?: number } = {},
): Promise<number> {
  const name = opts.name ?? `Test design ${unique()}`;
  const category = opts.categoryId ? { id: opts.categoryId } : { id: await aCardCategory(t, `${name} category`) };
  const image = DESIGN_IMAGE;
  const [row] = await t.db
    .insert(giftcards)
    .values({
      category_id: category.id,
      country_id: opts.countryId === undefined ? null : opts.countryId,
      i18n: names(name),
      image,
      image_thumbnail: image,
      is_editable: opts.editable ?? true,
      edit_parameter: opts.elements ?? cardElements(),
    })
    .returning({ id: giftcards.id });
  return row.id;
}

/** Two members who are friends (an accepted request), as send_order requires. */
export async function befriend(t: TestApp, a: TestMember, b: TestMember): Promise<void> {
  await t.db
    .insert(friendships)
    .values({ requester_id: a.id, addressee_id: b.id, status: 'Accepted', responded_at: new Date() })
    .onConflictDoNothing();
}

const names = (name: string) => ({ en: { name }, cn: { name }, jp: { name } });

export interface ProductOptions {
  name?: string;
  /** minor units */
  price?: number;
  stock?: number;
  countryId?: number;
  currency?: string;
  /** a running discount campaign of the product */
  campaignId?: number;
  /** a uDollar product: paying for it issues a stored-value card worth `price` */
  udollar?: boolean;
  /** the name in Chinese and Japanese (the English name otherwise) */
  cn?: string;
  jp?: string;
  codeType?: 'qrcode' | 'barcode' | 'alphanumeric' | 'url';
  /** HTML, the same in every language or per language (English as the fallback) */
  terms?: string | { en: string; cn?: string; jp?: string };
  /** how many outlets the voucher is good at (one by default) */
  outlets?: number;
  /** a stored-value voucher: redeemed in part at the counter, starting with `price` as its balance */
  storedValue?: boolean;
}

/** A product of its own brand and category, active, with no discount campaign. */
export async function aProduct(t: TestApp, opts: ProductOptions = {}): Promise<number> {
  const name = opts.name ?? `Test product ${unique()}`;
  const [brand] = await t.db
    .insert(brands)
    .values({ i18n: names(`${name} brand`), image: '', image_home: '', colour_code: '#336699' })
    .returning({ id: brands.id });
  const [category] = await t.db
    .insert(categories)
    .values({ i18n: names(`${name} category`), image: '', image_home: '', colour_code: '#336699' })
    .returning({ id: categories.id });
  const terms = typeof opts.terms === 'string' || opts.terms === undefined ? { en: opts.terms ?? '<p>Terms apply.</p>' } : opts.terms;
  const text = (n: string, l: 'en' | 'cn' | 'jp') => ({
    name: n,
    description: `<p>${n}</p>`,
    terms_and_conditions: terms[l] ?? terms.en,
    redeem_howto: '<p>Show the code at the counter.</p>',
  });
  const [row] = await t.db
    .insert(products)
    .values({
      country_id: opts.countryId ?? SINGAPORE,
      brand_id: brand.id,
      category_id: category.id,
      i18n: { en: text(name, 'en'), cn: text(opts.cn ?? name, 'cn'), jp: text(opts.jp ?? name, 'jp') },
      search_text: [name, opts.cn ?? '', opts.jp ?? ''].join(' ').toLowerCase(),
      image: '/UgiftWeb/demo/placeholder.svg',
      evoucher_code_type: opts.codeType ?? 'alphanumeric',
      currency_code: opts.currency ?? 'SGD',
      original_price: opts.price ?? 2500,
      stock: opts.stock ?? 50,
      campaign_id: opts.campaignId ?? null,
      is_udollar: opts.udollar ?? false,
      udollar_value: opts.udollar ? (opts.price ?? 2500) : 0,
      stored_value: opts.storedValue ?? false,
    })
    .returning({ id: products.id });
  const outletCount = opts.outlets ?? 1;
  for (let i = 1; i <= outletCount; i++)
    await t.db.insert(outlets).values({
      product_id: row.id,
      outlet_name: `${name} outlet ${i}`,
      address: `${i} Test Street`,
      outlet_telno: '+65 6000 0000',
      email: 'outlet@example.test',
    });
  return row.id;
}

export interface OrderOptions {
  /** a gift (the default) or bought for oneself */
  gift?: boolean;
  lines?: Array<{ productId: number; quantity: number }>;
  /** the card design of a gift (a design of its own, aCardDesign, unless told) */
  giftcardId?: number;
  /** the card's message (the design's other elements keep their defaults) */
  message?: string;
  /** the shopper's language, as the shop's checkout sends it with reserve_order */
  language?: 'eng' | 'cn' | 'jp';
}

export interface TestOrder {
  id: number;
  shareId: string | null;
  productIds: number[];
}

/** The call's typed answer, or a thrown error naming what failed (a factory never half-makes its data). */
async function ok<R extends { status: number; body: unknown }>(promise: Promise<R>, what: string): Promise<R> {
  const res = await promise;
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** A Pending order (reserved, not paid): the member's basket turned into an order. */
export async function aPendingOrder(t: TestApp, member: TestMember, opts: OrderOptions = {}): Promise<TestOrder> {
  const lines = opts.lines ?? [{ productId: await aProduct(t), quantity: 1 }];
  for (const l of lines)
    await ok(
      t.call('basket', 'product_to_basket', { product_id: l.productId, quantity: l.quantity }, { token: member.token }),
      'product_to_basket',
    );
  const gift = opts.gift ?? true;
  if (gift) {
    await ok(t.call('basket', 'update_order_status', { order_status: 'gift' }, { token: member.token }), 'update_order_status');
    const giftcardId = opts.giftcardId ?? (await aCardDesign(t));
    const fields: Record<string, string | number> = { giftcard_id: giftcardId };
    if (opts.message !== undefined) {
      const [card] = await t.db.select({ elements: giftcards.edit_parameter }).from(giftcards).where(eq(giftcards.id, giftcardId));
      const filled = card.elements
        .filter((e) => e.type === 'message')
        .map((e) => ({ key: e.key, type: e.type, content: hexEncodeUtf8(opts.message ?? '') }));
      fields.giftcard_edit_parameter = JSON.stringify(filled);
    }
    await ok(t.call('basket', 'giftcard_to_basket', fields, { token: member.token }), 'giftcard_to_basket');
  } else {
    await ok(t.call('basket', 'update_order_status', { order_status: 'Self-Use' }, { token: member.token }), 'update_order_status');
  }
  const reserved = await ok(t.call('order', 'reserve_order', { language: opts.language }, { token: member.token }), 'reserve_order');
  const id = Number(reserved.body.order_id);
  return { id, shareId: null, productIds: lines.map((l) => l.productId) };
}

/** A Paid order, through the sandbox cashier; a gift gets its share id on payment. */
export async function aPaidOrder(t: TestApp, member: TestMember, opts: OrderOptions = {}): Promise<TestOrder> {
  const pending = await aPendingOrder(t, member, opts);
  const [due] = await t.db.select({ amount: orders.order_amount }).from(orders).where(eq(orders.id, pending.id));
  if (due.amount === 0) {
    await ok(t.call('order', 'pay_order', { order_id: pending.id, payment_status: 'paid' }, { token: member.token }), 'pay_order');
  } else {
    const cashier = await ok(t.call('order', 'get_cashier_url', { order_id: pending.id }, { token: member.token }), 'get_cashier_url');
    const pay = await t.app.request(`${cashier.body.cashier_url}/pay`, { method: 'POST' });
    if (pay.status >= 400) throw new Error(`sandbox pay: ${pay.status}`);
  }
  const [row] = await t.db.select({ share: orders.share_id }).from(orders).where(eq(orders.id, pending.id));
  return { ...pending, shareId: row.share };
}

/** A paid gift the sender gave to a friend with send_order (Gifted for the sender, Received for the recipient). */
export async function aSentGift(t: TestApp, sender: TestMember, recipient: TestMember, opts: OrderOptions = {}): Promise<TestOrder> {
  const order = await aPaidOrder(t, sender, { ...opts, gift: true });
  await befriend(t, sender, recipient);
  await ok(t.call('order', 'send_order', { order_id: order.id, recipient_id: recipient.id }, { token: sender.token }), 'send_order');
  return order;
}

/** A discount campaign running from a day before `now` to thirty days after. */
export async function aDiscountCampaign(t: TestApp, discount: { mode: 'percent' | 'amount'; value: number }): Promise<number> {
  const name = `Test discount ${unique()}`;
  const text = { name, description: `<p>${name}</p>`, terms_and_conditions: '<p>Terms</p>' };
  const now = t.clock.now.getTime();
  const [row] = await t.db
    .insert(campaigns)
    .values({
      i18n: { en: text, cn: text, jp: text },
      image: '',
      campaign_type: 'discount',
      discount_mode: discount.mode,
      discount_value: discount.value,
      starts_at: new Date(now - 86_400_000),
      ends_at: new Date(now + 30 * 86_400_000),
    })
    .returning({ id: campaigns.id });
  return row.id;
}

export interface TaskCampaignOptions {
  name?: string;
  jp?: string;
  parentId?: number;
  countryId?: number | null;
  task: 'new_app' | 'invite' | 'purchase' | 'none';
  reward: 'product_free' | 'product_discount' | 'points' | 'none';
  rewardProductId?: number;
  rewardPoints?: number;
  targetCount?: number;
}

/** A task-based campaign running from ninety days before `now` to half a year after. */
export async function aTaskCampaign(t: TestApp, opts: TaskCampaignOptions): Promise<number> {
  const name = opts.name ?? `Test task ${unique()}`;
  const text = (n: string) => ({ name: n, description: `<p>${n}</p>`, terms_and_conditions: '<ul><li>Terms apply.</li></ul>' });
  const now = t.clock.now.getTime();
  const [row] = await t.db
    .insert(campaigns)
    .values({
      parent_id: opts.parentId ?? null,
      country_id: opts.countryId ?? null,
      i18n: { en: text(name), cn: text(name), jp: text(opts.jp ?? name) },
      image: '',
      campaign_type: 'task_based',
      task_type: opts.task,
      reward_type: opts.reward,
      reward_product_id: opts.rewardProductId ?? null,
      reward_points: opts.rewardPoints ?? 0,
      target_count: opts.targetCount ?? 0,
      starts_at: new Date(now - 90 * 86_400_000),
      ends_at: new Date(now + 180 * 86_400_000),
    })
    .returning({ id: campaigns.id });
  return row.id;
}
