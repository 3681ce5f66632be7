import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletItem } from '../../../src/shared/api/schemas/evoucher.ts';
import { evouchers, orderLines } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp, type TypedResult } from '../../support/test-app.ts';
import { makeVoucherOrder, productOfType, walletScene } from './wallet-fixtures.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof walletScene>>;
let token: string;

const detail = async (fields: Record<string, string | number>, tok = token) =>
  t.call('evoucher', 'detail_evoucher', fields, { token: tok });
const tableOf = (body: TypedResult<'evoucher', 'detail_evoucher'>['body']) => body.table;
const decode = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

async function lineNamed(filter: string, name: string): Promise<WalletItem> {
  const res = await t.call('evoucher', 'list_evoucher', { filter_by_status: filter, filter_by_keywords: name }, { token });
  const item = res.body.table[0];
  if (!item) throw new Error(`no ${filter} line ${name}`);
  return item;
}

beforeAll(async () => {
  t = await createTestApp();
  s = await walletScene(t);
  token = s.alex.token;
});
afterAll(async () => t.close());

describe('detail_evoucher', () => {
  it('answers a barcode voucher with its code, an SVG barcode image, sanitised HTML and the outlets', async () => {
    const line = await lineNamed('active', 'Movie Tickets');
    const res = await detail({ order_product_id: line.id });
    expect(res.status).toBe(200);
    const d = tableOf(res.body);
    expect(d.id).toBe(line.id);
    expect(d.product_name).toBe('StarScreen Cinemas Movie Tickets for Two');
    expect(d.order_evouchers).toHaveLength(1);
    const v = d.order_evouchers[0];
    expect(v.evoucher_code_type).toBe('barcode');
    expect(v.evoucher_code).toMatch(/^\d{25}$/);
    expect(v.status).toBe('Active');
    expect(v.expiry_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const svg = decode(v.evoucher_code_image);
    expect(svg).toMatch(/^<svg /);
    expect((svg.match(/<rect /g) ?? []).length).toBeGreaterThan(20);
    expect(svg).toContain(v.evoucher_code);
    expect(d.terms_and_conditions).toContain('<li>');
    expect(d.redeem_howto.length).toBeGreaterThan(10);
    expect(d.applicable_outlets.length).toBeGreaterThan(0);
    expect(Object.keys(d.applicable_outlets[0]).sort()).toEqual(['address', 'email', 'outlet_name', 'outlet_telno']);
  });

  it('answers a QR voucher with a QR image, and a used unit keeps its code with its used date', async () => {
    const line = (await t.call('evoucher', 'list_evoucher', { filter_by_order_id: s.order.selfUse, filter_by_keywords: 'S$10' }, { token }))
      .body.table;
    const res = await detail({ order_product_id: line[0].id });
    const d = tableOf(res.body);
    expect(d.order_evouchers.map((v) => v.status).sort()).toEqual(['Active', 'Used']);
    for (const v of d.order_evouchers) {
      expect(v.evoucher_code_type).toBe('qrcode');
      expect(v.evoucher_code).toMatch(/^UGIFT:/);
      expect(decode(v.evoucher_code_image)).toContain('<path');
    }
    expect(d.order_evouchers.find((v) => v.status === 'Used')!.mark_used_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it('hides the code of an expired voucher and strips unsafe markup from the HTML', async () => {
    const line = await lineNamed('used', 'PageTurner');
    const d = tableOf((await detail({ order_product_id: line.id })).body);
    expect(d.order_evouchers[0].status).toBe('Expired');
    expect(d.order_evouchers[0].evoucher_code).toBe('');
    expect(d.order_evouchers[0].evoucher_code_image).toBe('');
    const html = d.terms_and_conditions + d.redeem_howto;
    // the PageTurner terms carry a script, an onclick handler and a javascript: link
    const [seeded] = await t.db.select({ i18n: orderLines.i18n }).from(orderLines).where(eq(orderLines.id, line.id));
    expect(JSON.stringify(seeded.i18n)).toMatch(/javascript:|<script|onclick|onerror/i);
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
    expect(html).toContain('Need help?');
  });

  it('answers in the chosen language, falling back to English', async () => {
    const line = await lineNamed('active', 'Movie Tickets');
    const jp = tableOf((await detail({ order_product_id: line.id, lang: 'jp' })).body);
    expect(jp.product_name).toContain('映画ペアチケット');
    expect(jp.terms_and_conditions).toContain('ご利用条件');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const fields of [{}, { order_product_id: 'x' }, { order_product_id: -3 }] as Array<Record<string, string | number>>) {
      const res = await detail(fields);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('order_product_id');
    }
    const lang = await detail({ order_product_id: s.pageTurner.lineId, lang: 'de' });
    expect(lang.status).toBe(400);
    expect(lang.body.field).toBe('lang');
  });

  it('shows a voucher only to its owner: another member, a gift sent away and an unknown line are 404', async () => {
    const yuki = s.yuki.id;
    const yukiToken = s.yuki.token;
    const mine = await makeVoucherOrder(t.db, {
      buyer: yuki,
      productId: await productOfType(t, 'url'),
      now: t.clock.now,
      vouchers: [{ expiresInDays: 30 }],
    });
    expect((await detail({ order_product_id: mine.lineId }, yukiToken)).status).toBe(200);
    const stranger = await detail({ order_product_id: mine.lineId });
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain('redeem.ugift');
    // the gifted order was sent to Raj Kumar: its vouchers are no longer the sender's to show
    const [sentLine] = await t.db.select({ id: evouchers.order_line_id }).from(evouchers).where(eq(evouchers.order_id, s.order.gifted));
    expect((await detail({ order_product_id: sentLine.id })).status).toBe(404);
    expect((await detail({ order_product_id: 999999 })).status).toBe(404);
    expect((await t.call('evoucher', 'detail_evoucher', { order_product_id: mine.lineId }, { token: await t.guestToken() })).status).toBe(
      401,
    );
  });
});
