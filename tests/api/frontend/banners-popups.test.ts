import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let guest: string;
const SG = 2;
const MY = 1;

beforeAll(async () => {
  t = await createTestApp();
  guest = await t.guestToken();
});
afterAll(async () => t.close());

describe('list_banner', () => {
  it("answers the country's banners in order with their linkage", async () => {
    const { status, body } = await t.call('frontend', 'list_banner', { order_by: 'ASC', filter_by_country_id: SG }, { token: guest });
    expect(status).toBe(200);
    const table = body.table;
    expect(table.length).toBe(3);
    expect(table.map((b) => b.linkage_type)).toEqual(['linkage_campaign', 'linkage_product', 'linkage_campaign']);
    expect(table[0].linkage_info.name).toBe('Coffee Break Week');
    expect(table[0].multiple_languages.cn.name).toBe('咖啡时光周');
    const desc = (await t.call('frontend', 'list_banner', { order_by: 'DESC', filter_by_country_id: SG }, { token: guest })).body.table;
    expect(desc.map((b) => b.id)).toEqual(table.map((b) => b.id).reverse());
    const my = (await t.call('frontend', 'list_banner', { filter_by_country_id: MY }, { token: guest })).body.table;
    expect(my.map((b) => b.linkage_type)).toEqual(['linkage_url', 'linkage_video']);
  });

  it('answers art per language, with the English image where a language has none', async () => {
    const table = (await t.call('frontend', 'list_banner', { filter_by_country_id: SG }, { token: guest })).body.table;
    const first = table[0];
    expect(first.multiple_languages.en.image).toBe(first.image);
    expect(first.multiple_languages.cn.image).toMatch(/\.cn\.svg$/);
    expect(first.multiple_languages.jp.image).toMatch(/\.jp\.svg$/);
    // the Japanese file is committed with the demo art, painted with the banner's Japanese name
    const file = path.resolve(import.meta.dirname, '../../../public', first.multiple_languages.jp.image.replace(/^\/UgiftWeb\//, ''));
    expect(readFileSync(file, 'utf8')).toContain('コーヒーブレイク');
    // a banner without Chinese art answers the English picture for Chinese
    await t.db.execute(sql`update banners set i18n = i18n #- '{cn,image}' where id = ${first.id}`);
    const again = (await t.call('frontend', 'list_banner', { filter_by_country_id: SG }, { token: guest })).body.table;
    expect(again[0].multiple_languages.cn.image).toBe(first.image);
  });

  it('refuses a bad order or country and needs a token', async () => {
    const bad = await t.call('frontend', 'list_banner', { order_by: 'UP' }, { token: guest });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('order_by');
    expect((await t.call('frontend', 'list_banner', { filter_by_country_id: 'x' }, { token: guest })).body.field).toBe(
      'filter_by_country_id',
    );
    expect((await t.call('frontend', 'list_banner', {})).status).toBe(401);
  });
});

describe('list_popup and mark_not_show_again', () => {
  it('answers country, video and promo popups one after another', async () => {
    const { body } = await t.call('frontend', 'list_popup', { order_by: 'ASC', filter_by_country_id: SG }, { token: guest });
    const table = body.table;
    expect(table.map((p) => p.popup_type)).toEqual(['country', 'video', 'promo']);
    expect(table[2].linkage_type).toBe('linkage_campaign');
  });

  it("leaves out the popups a member marked Don't Show Again, for that member only", async () => {
    const alex = (await aMember(t)).token;
    const mei = (await aMember(t)).token;
    const before = (await t.call('frontend', 'list_popup', { filter_by_country_id: SG }, { token: alex })).body.table;
    const promo = before.find((p) => p.popup_type === 'promo')!;
    const marked = await t.call('frontend', 'mark_not_show_again', { popup_id: promo.id }, { token: alex });
    expect(marked.status).toBe(200);
    // marking twice is harmless
    expect((await t.call('frontend', 'mark_not_show_again', { popup_id: promo.id }, { token: alex })).status).toBe(200);
    const after = (await t.call('frontend', 'list_popup', { filter_by_country_id: SG }, { token: alex })).body.table;
    expect(after.map((p) => p.id)).toEqual(before.filter((p) => p.id !== promo.id).map((p) => p.id));
    const others = (await t.call('frontend', 'list_popup', { filter_by_country_id: SG }, { token: mei })).body.table;
    expect(others.map((p) => p.id)).toContain(promo.id);
    const guests = (await t.call('frontend', 'list_popup', { filter_by_country_id: SG }, { token: guest })).body.table;
    expect(guests.map((p) => p.id)).toContain(promo.id);
  });

  it('mark_not_show_again needs a member, a popup that exists and a numeric id', async () => {
    const [popup] = (await t.call('frontend', 'list_popup', { filter_by_country_id: SG }, { token: guest })).body.table;
    expect((await t.call('frontend', 'mark_not_show_again', { popup_id: popup.id }, { token: guest })).status).toBe(401);
    const alex = (await aMember(t)).token;
    expect((await t.call('frontend', 'mark_not_show_again', { popup_id: 99999 }, { token: alex })).status).toBe(404);
    const bad = await t.call('frontend', 'mark_not_show_again', { popup_id: 'promo' }, { token: alex });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('popup_id');
    // a member cannot act for another member
    const other = (await aMember(t)).id;
    expect((await t.call('frontend', 'mark_not_show_again', { popup_id: popup.id, member_id: other }, { token: alex })).status).toBe(403);
  });
});
