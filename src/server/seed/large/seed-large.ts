import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { LargeSizes } from './sizes.ts';

/**
 * A year of a busy shop, on top of the demo shop (decision 0254): set-based SQL only (generate_series, one statement
 * per table), PostgreSQL only. Every id is arithmetic on the row's number, so no statement looks another row up
 * except by primary key:
 * - member m (0-based) has id M0+1+m and market 1 + (m+1) % 4; member 0 is the heavy member (Singapore, +65 70000000);
 * - product j has id P0+1+j, market 1 + j % 4, one outlet (id OL0+1+j); j % 20 < 4 is sold by the heavy brand (B0+1);
 * - order i (1..orders) has id O0+i and one line (id L0+i); the first 85 % are paid, the rest cancelled or pending;
 * - voucher v (1..vouchers) belongs to paid order ((v-1)*paid/vouchers)+1, so the paid orders share them exactly;
 *   v % 25 < 6 is redeemed at its product's outlet (one redemption row), 6..8 expired, the rest active;
 * - the ledger: one opening transaction per paid order (the provider holds what was paid, each active voucher owes
 *   its face value, the opening account takes the difference) and one per redemption (the brand's payable and the
 *   commission), so the trial balance is zero and reconcile() finds nothing.
 * Triggers (change notifications, sale terms, ledger checks, foreign keys) are off for the load
 * (session_replication_role = replica, which needs a superuser); tests/api/platform/seed-large.test.ts checks what
 * they would have checked.
 */
export interface LargeSeedResult {
  heavyMemberId: number;
  heavyBrandId: number;
  counts: Record<string, number>;
  seconds: Record<string, number>;
}

const CURRENCY = `(array['MYR','SGD','JPY','CNY'])`;
const PREFIX = `(array['+60','+65','+81','+86'])`;
const NOUN_EN = `(array['Coffee','Tea','Spa','Cinema','Bakery','Sushi','Ramen','Books','Flowers','Fitness','Pizza','Dessert'])`;
const NOUN_CN = `(array['咖啡','茶饮','水疗','电影','面包','寿司','拉面','书店','鲜花','健身','披萨','甜品'])`;
const NOUN_JP = `(array['コーヒー','お茶','スパ','シネマ','ベーカリー','寿司','ラーメン','ブックス','フラワー','フィットネス','ピザ','デザート'])`;
const ADJ_EN = `(array['Golden','Happy','Daily','Royal','Sunny','Urban','Little','Grand','Green','Lucky'])`;
const ADJ_CN = `(array['金色','快乐','每日','皇家','阳光','都市','小小','大','绿色','幸运'])`;
const ADJ_JP = `(array['ゴールデン','ハッピー','デイリー','ロイヤル','サニー','アーバン','リトル','グランド','グリーン','ラッキー'])`;

const maxId = async (db: Db, table: string) =>
  Number(rowsOf<{ n: unknown }>(await db.execute(sql.raw(`select coalesce(max(id), 0) as n from ${table}`)))[0].n);

export async function seedLarge(db: Db, sizes: LargeSizes, log: (line: string) => void = () => {}): Promise<LargeSeedResult> {
  const S = sizes;
  const PAID = Math.round(S.orders * 0.85);
  if (S.vouchers < PAID) throw new Error(`seed:large needs at least one voucher per paid order: vouchers ${S.vouchers} < ${PAID}`);
  if (S.members < 8 || S.brands < 2 || S.products % 20 !== 0)
    throw new Error('seed:large: too few members or brands, or products not a multiple of 20');
  const STRIDE = Math.max(1, Math.floor(S.orders / Math.max(1, S.heavyOrders)));
  const HEAVY_SHARE = Math.round(S.heavyBrandShare * 100);
  const K = S.products / 20;
  const seconds: Record<string, number> = {};
  const ids: Record<string, number> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    for (const t of ['members', 'brands', 'products', 'outlets', 'orders', 'order_lines', 'evouchers', 'ledger_transactions']) {
      ids[t] = await maxId(tx, t);
    }
    const [M0, B0, P0, OL0, O0, L0, E0, T0] = [
      ids.members,
      ids.brands,
      ids.products,
      ids.outlets,
      ids.orders,
      ids.order_lines,
      ids.evouchers,
      ids.ledger_transactions,
    ];
    const HM = M0 + 1;
    const HB = B0 + 1;
    // the member of order i (0-based index), its market, the product it bought (0-based index)
    const memberOf = `(case when i % ${STRIDE} = 0 then 0 else 1 + (i::bigint * 7919) % ${S.members - 1} end)`;
    const productOf = (m: string) =>
      `(case when (i::bigint * 37 + 11) % 100 < ${HEAVY_SHARE} then 20 * ((i::bigint * 104729) % ${K}) + ((${m} + 1) % 4)
        else 20 * ((i::bigint * 104729) % ${K}) + 4 + ((${m} + 1) % 4) + 4 * ((i / 7) % 4) end)`;
    const priceOf = (j: string) => `(case when ${j} % 4 = 2 then 1000 * (1 + ${j} % 10) else 500 * (1 + ${j} % 20) end)`;
    const step = async (name: string, text: string | string[]) => {
      const started = performance.now();
      for (const statement of Array.isArray(text) ? text : [text]) await tx.execute(sql.raw(statement));
      seconds[name] = Math.round(performance.now() - started) / 1000;
      log(`  ${name}: ${seconds[name].toFixed(1)} s`);
    };

    await step(
      'members',
      `insert into members (id, phone_prefix, phone_number, phone_e164, password_hash, name, email, country_id, market_country_id,
         referral_code, created_at, dob)
       select ${M0} + 1 + m, ${PREFIX}[1 + (m + 1) % 4], n, ${PREFIX}[1 + (m + 1) % 4] || n, pw.h,
         case when m = 0 then 'Heavy Shopper' else 'Member ' || m end, 'member' || m || '@large.ugift.test',
         1 + (m + 1) % 4, 1 + (m + 1) % 4, 'LG' || lpad(m::text, 7, '0'),
         now() - make_interval(days => (m * 13) % 400), date '1960-01-01' + (m * 37) % 15000
       from generate_series(0, ${S.members - 1}) m
       cross join lateral (select case when m = 0 then '70000000' else '7' || lpad(m::text, 7, '0') end as n) num
       cross join (select coalesce((select password_hash from members where phone_e164 = '+6591234567'), '') as h) pw`,
    );
    await step(
      'brands',
      `insert into brands (id, i18n, image, image_home, colour_code, sort, commission_bp)
       select ${B0} + 1 + b,
         jsonb_build_object('en', jsonb_build_object('name', ${ADJ_EN}[1 + b % 10] || ' ' || ${NOUN_EN}[1 + (b / 10) % 12] || ' ' || b),
           'cn', jsonb_build_object('name', ${ADJ_CN}[1 + b % 10] || ${NOUN_CN}[1 + (b / 10) % 12] || b),
           'jp', jsonb_build_object('name', ${ADJ_JP}[1 + b % 10] || ${NOUN_JP}[1 + (b / 10) % 12] || b)),
         tpl.image, tpl.image_home, tpl.colour_code, 1000 + b, 500 + (b % 10) * 100
       from generate_series(0, ${S.brands - 1}) b cross join (select image, image_home, colour_code from brands order by id limit 1) tpl`,
    );
    await step(
      'products',
      `insert into products (id, country_id, brand_id, category_id, i18n, search_text, image, currency_code, original_price, stock,
         sold_count, is_recommended, evoucher_code_type, voucher_validity_days, created_at)
       select ${P0} + 1 + j, 1 + j % 4,
         case when j % 20 < 4 then ${HB} else ${HB} + 1 + ((j / 20) * 16 + j % 20 - 4) % ${S.brands - 1} end,
         cats.ids[1 + j % array_length(cats.ids, 1)],
         jsonb_build_object(
           'en', jsonb_build_object('name', en, 'description', 'A ' || en || ' voucher.', 'terms_and_conditions', '', 'redeem_howto', ''),
           'cn', jsonb_build_object('name', cn, 'description', cn || '礼券', 'terms_and_conditions', '', 'redeem_howto', ''),
           'jp', jsonb_build_object('name', jp, 'description', jp || 'ギフト券', 'terms_and_conditions', '', 'redeem_howto', '')),
         lower(en || ' ' || cn || ' ' || jp), tpl.image, ${CURRENCY}[1 + j % 4], ${priceOf('j')}, 1000000,
         (j * 7919) % 5000, j % 50 = 0, 'alphanumeric', 365, now() - make_interval(days => j % 365)
       from generate_series(0, ${S.products - 1}) j
       cross join lateral (select ${ADJ_EN}[1 + (j / 4) % 10] || ' ' || ${NOUN_EN}[1 + (j / 40) % 12] || ' Voucher ' || j as en,
         ${ADJ_CN}[1 + (j / 4) % 10] || ${NOUN_CN}[1 + (j / 40) % 12] || '礼券' || j as cn,
         ${ADJ_JP}[1 + (j / 4) % 10] || ${NOUN_JP}[1 + (j / 40) % 12] || 'ギフト券' || j as jp) names
       cross join (select array_agg(id order by id) as ids from categories) cats
       cross join (select image from products order by id limit 1) tpl`,
    );
    await step(
      'outlets',
      `insert into outlets (id, product_id, outlet_name, address)
       select ${OL0} + 1 + j, ${P0} + 1 + j, 'Outlet ' || j, j || ' Market Street'
       from generate_series(0, ${S.products - 1}) j`,
    );
    // the heavy brand's own counter account (same password as the demo merchant)
    await step(
      'staff',
      `insert into staff (id, email, name, role, password_hash, brand_id, market_country_id, demo_password)
       select 'large-merchant-' || md5(random()::text), 'merchant-large@ugift.test', 'Heavy brand counter', 'merchant', password_hash,
         ${HB}, market_country_id, demo_password
       from staff where email = 'merchant@ugift.test'`,
    );
    await step(
      'orders',
      `insert into orders (id, member_id, order_no, share_id, payment_status, order_status, country_id, currency_code, sub_total,
         order_amount, recipient_id, created_at, reserved_at, paid_at, gifted_at, opened_at, received_at, cancelled_at, deliver_at,
         gift_phone)
       select ${O0} + i, ${M0} + 1 + m, 'LG' || lpad(i::text, 9, '0'),
         case when paid and i % 10 in (6, 7) then 'lg' || md5(i::text) end,
         case when paid then 'Paid' when i % 10 < 8 then 'Cancelled' else 'Pending' end,
         case when not paid then '' when i % 10 < 6 then 'Self-Use' when i % 10 = 6 then 'Gifted' when i % 10 = 7 then 'Received'
           when i % 10 = 8 then 'Scheduled' else 'Waiting' end,
         1 + (m + 1) % 4, ${CURRENCY}[1 + (m + 1) % 4], qty * ${priceOf('j')}, qty * ${priceOf('j')},
         case when paid and i % 10 = 7 then ${M0} + 1 + (m + 1) % ${S.members} end,
         at, case when paid then at + interval '1 minute' when i % 10 >= 8 then now() end,
         case when paid then at + interval '2 minutes' end,
         case when paid and i % 10 in (6, 7) then at + interval '3 minutes' end,
         case when paid and i % 10 = 7 then at + interval '1 hour' end,
         case when paid and i % 10 = 7 then at + interval '1 hour' end,
         case when not paid and i % 10 < 8 then at + interval '15 minutes' end,
         case when paid and i % 10 = 8 then now() + make_interval(days => 1 + i % 30) end,
         case when paid and i % 10 = 9 then '+6579' || lpad(i::text, 9, '0') end
       from generate_series(1, ${S.orders}) i
       cross join lateral (select ${memberOf} as m, i <= ${PAID} as paid,
         now() - make_interval(secs => 3600 + (i::bigint * 7919) % 31500000) as at) o
       cross join lateral (select ${productOf('m')} as j,
         case when paid then (i::bigint * ${S.vouchers} + ${PAID - 1}) / ${PAID} - ((i::bigint - 1) * ${S.vouchers} + ${PAID - 1}) / ${PAID}
           else 1 + i % 3 end as qty) l`,
    );
    await step(
      'order_lines',
      `insert into order_lines (id, order_id, product_id, quantity, unit_price, amount, currency_code, i18n, image)
       select ${L0} + i, o.id, p.id, o.sub_total / p.original_price, p.original_price, o.sub_total, p.currency_code,
         jsonb_build_object('en', jsonb_build_object('name', p.i18n->'en'->>'name'), 'cn', jsonb_build_object('name', p.i18n->'cn'->>'name'),
           'jp', jsonb_build_object('name', p.i18n->'jp'->>'name')), p.image
       from generate_series(1, ${S.orders}) i
       join orders o on o.id = ${O0} + i
       cross join lateral (select ${memberOf} as m) mm
       join products p on p.id = ${P0} + 1 + ${productOf('mm.m')}`,
    );
    await step(
      'payments',
      `insert into payments (order_id, provider, provider_ref, status, amount, currency_code, captured_amount, created_at, updated_at)
       select o.id, 'sandbox', 'lg-' || o.id, 'paid', o.order_amount, o.currency_code, o.order_amount, o.paid_at, o.paid_at
       from orders o where o.id between ${O0 + 1} and ${O0 + PAID}`,
    );
    await step(
      'evouchers',
      `insert into evouchers (id, order_id, order_line_id, product_id, owner_member_id, code_type, code, status, expires_at, used_at,
         face_value, currency_code, brand_id, stored_value, country_id, paid_value, used_outlet_id, used_by_staff, expired_notified_at,
         created_at)
       select ${E0} + v, o.id, l.id, p.id, coalesce(o.recipient_id, o.member_id), p.evoucher_code_type, 'LG' || lpad(v::text, 10, '0'),
         case when v % 25 < 6 then 'Used' when v % 25 < 9 then 'Expired' else 'Active' end,
         case when v % 25 < 6 then now() + interval '200 days'
           when v % 25 < 9 then least(o.paid_at + interval '30 days', now() - interval '1 day')
           else now() + make_interval(days => 60 + (v % 300)) end,
         case when v % 25 < 6 then least(o.paid_at + make_interval(days => 1 + v % 60), now() - interval '1 minute') end,
         p.original_price, p.currency_code, p.brand_id, false, p.country_id, l.unit_price,
         case when v % 25 < 6 then ${OL0} + (p.id - ${P0}) end,
         case when v % 25 < 6 then st.id end,
         case when v % 25 between 6 and 8 then least(o.paid_at + interval '30 days', now() - interval '1 day') end,
         o.paid_at
       from generate_series(1, ${S.vouchers}) v
       join order_lines l on l.id = ${L0} + ((v::bigint - 1) * ${PAID}) / ${S.vouchers} + 1
       join orders o on o.id = l.order_id
       join products p on p.id = l.product_id
       cross join (select id from staff where email = 'merchant-large@ugift.test') st`,
    );
    await step(
      'redemptions',
      `insert into redemptions (id, evoucher_id, brand_id, outlet_id, staff_id, amount, currency_code, created_at)
       select translate(rtrim(encode(decode(md5('redemption' || e.id || random()), 'hex'), 'base64'), '='), '+/', '-_'),
         e.id, e.brand_id, e.used_outlet_id, e.used_by_staff, e.face_value, e.currency_code, e.used_at
       from evouchers e where e.id > ${E0} and e.status = 'Used' order by e.used_at`,
    );
    await step(
      'notifications',
      `insert into notifications (member_id, type, related_id, message, event, params, is_read, created_at)
       select ${M0} + 1 + m, t.type, '', t.msg, t.event, t.params, (n % 3 <> 0)::int, now() - make_interval(secs => (n::bigint * 7919) % 31500000)
       from generate_series(1, ${S.notifications}) n
       cross join lateral (select case when n <= ${S.heavyNotifications} then 0 else 1 + (n::bigint * 7919) % ${S.members - 1} end as m) mm
       cross join lateral (select * from (values
         (0, 'product', 'Your Golden Coffee Voucher was redeemed at Outlet 1.', 'voucherRedeemed',
           '{"product":{"en":"Golden Coffee Voucher","cn":"金色咖啡礼券","jp":"ゴールデンコーヒーギフト券"},"outlet":"Outlet 1"}'::jsonb),
         (1, 'accept_friend', 'Member 7 accepted your friend request', 'friendAccepted', '{"name":"Member 7"}'::jsonb),
         (2, 'campaign', 'Double points this weekend', 'announcement',
           '{"text":{"en":"Double points this weekend","cn":"本周末双倍积分","jp":"今週末はポイント2倍"}}'::jsonb)
       ) as x(k, type, msg, event, params) where x.k = n % 3) t`,
    );
    await step(
      'friendships',
      `insert into friendships (requester_id, addressee_id, status, created_at, responded_at)
       select ${M0} + 1 + a, ${M0} + 1 + (a + d) % ${S.members}, case when f % 10 = 0 then 'Pending' else 'Accepted' end,
         now() - make_interval(days => f % 365), case when f % 10 <> 0 then now() - make_interval(days => f % 365) end
       from generate_series(0, ${S.friendships - 1}) f
       cross join lateral (select f % ${S.members} as a, 1 + f / ${S.members} as d) p
       union all
       select ${HM}, ${M0} + 1 + (${Math.ceil(S.friendships / S.members) + 1} + h) % ${S.members}, 'Accepted', now() - make_interval(days => h), now()
       from generate_series(0, ${Math.min(S.heavyFriends, S.members - Math.ceil(S.friendships / S.members) - 3) - 1}) h`,
    );
    await step(
      'ledger_accounts',
      `insert into ledger_accounts (key, kind, currency_code, ref_id, country_id, created_at)
       select 'voucher:' || e.id, 'voucher', e.currency_code, e.id, e.country_id, e.created_at from evouchers e where e.id > ${E0}
       union all
       select distinct 'payable:' || r.brand_id || ':' || r.currency_code, 'payable', r.currency_code, r.brand_id, null::integer, now()
       from redemptions r join evouchers e on e.id = r.evoucher_id where e.id > ${E0}
       on conflict do nothing`,
    );
    await step(
      'ledger_accounts (currencies)',
      `insert into ledger_accounts (key, kind, currency_code)
       select k || ':' || c, k, c from unnest(${CURRENCY}) c cross join unnest(array['provider', 'opening', 'commission']) k
       on conflict do nothing`,
    );
    await step('ledger_transactions', [
      `insert into ledger_transactions (id, kind, order_id, created_at)
       select ${T0} + i, 'opening', ${O0} + i, o.paid_at from generate_series(1, ${PAID}) i join orders o on o.id = ${O0} + i`,
      `insert into ledger_transactions (id, kind, evoucher_id, redemption_id, brand_id, outlet_id, staff_id, created_at)
       select ${T0 + PAID} + row_number() over (order by r.seq), 'opening', r.evoucher_id, r.id, r.brand_id, r.outlet_id, r.staff_id, r.created_at
       from redemptions r where r.evoucher_id > ${E0}`,
    ]);
    await step(
      'ledger_entries',
      `insert into ledger_entries (transaction_id, account_key, currency_code, amount, created_at)
       select ${T0} + (o.id - ${O0}), 'provider:' || o.currency_code, o.currency_code, o.order_amount, o.paid_at
       from orders o where o.id between ${O0 + 1} and ${O0 + PAID}
       union all
       select ${T0} + (e.order_id - ${O0}), 'voucher:' || e.id, e.currency_code, -e.face_value, e.created_at
       from evouchers e where e.id > ${E0} and e.status = 'Active'
       union all
       select ${T0} + (o.id - ${O0}), 'opening:' || o.currency_code, o.currency_code, a.active - o.order_amount, o.paid_at
       from orders o join (select order_id, sum(case when status = 'Active' then face_value else 0 end) as active from evouchers
         where id > ${E0} group by order_id) a on a.order_id = o.id
       where o.id between ${O0 + 1} and ${O0 + PAID} and a.active <> o.order_amount
       union all
       select t.id, x.k, r.currency_code, x.a, r.created_at
       from ledger_transactions t join redemptions r on r.id = t.redemption_id join brands b on b.id = r.brand_id
       cross join lateral (select round(r.amount::bigint * b.commission_bp / 10000.0)::bigint as c) cm
       cross join lateral (values ('opening:' || r.currency_code, r.amount::bigint),
         ('payable:' || r.brand_id || ':' || r.currency_code, -(r.amount - cm.c)),
         ('commission:' || r.currency_code, -cm.c)) as x(k, a)
       where t.id > ${T0 + PAID} and x.a <> 0`,
    );
    // the ledger's running totals (migration 0999): their trigger was off for the load
    await step('ledger rollups', 'select rollups_rebuild()');
    await step('sequences', [
      ...['members', 'brands', 'products', 'outlets', 'orders', 'order_lines', 'payments', 'evouchers', 'notifications']
        .concat(['friendships', 'ledger_transactions', 'ledger_entries'])
        .map((t) => `select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`),
      `select setval(pg_get_serial_sequence('redemptions', 'seq'), (select max(seq) from redemptions))`,
      'update catalogue_version set version = version + 1 where id = 1',
    ]);
  });
  const counts: Record<string, number> = {};
  for (const t of [
    'members',
    'products',
    'brands',
    'orders',
    'evouchers',
    'redemptions',
    'notifications',
    'friendships',
    'ledger_entries',
  ]) {
    counts[t] = Number(rowsOf<{ n: unknown }>(await db.execute(sql.raw(`select count(*) as n from ${t}`)))[0].n);
  }
  const heavy = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select (select count(*) from orders where member_id = ${ids.members + 1}) as orders,
      (select count(*) from evouchers where owner_member_id = ${ids.members + 1}) as vouchers,
      (select count(*) from notifications where member_id = ${ids.members + 1}) as notifications,
      (select count(*) from redemptions where brand_id = ${ids.brands + 1}) as brand_redemptions`),
  )[0];
  counts.heavy_member_orders = Number(heavy.orders);
  counts.heavy_member_vouchers = Number(heavy.vouchers);
  counts.heavy_member_notifications = Number(heavy.notifications);
  counts.heavy_brand_redemptions = Number(heavy.brand_redemptions);
  return { heavyMemberId: ids.members + 1, heavyBrandId: ids.brands + 1, counts, seconds };
}
