import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerOf } from '../../../src/shared/api/answers/index.ts';
import { giftcardProducts } from '../../../src/server/db/schema/index.ts';
import { aCardCategory, aCardDesign, aProduct, cardElements, MALAYSIA } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let guest: string;
const SG = 2;
const JP = 3;

type Card = Extract<AnswerOf<'giftcard', 'list_giftcard'>['table'], Array<{ is_editable: string }>>[number];
type Group = Extract<AnswerOf<'giftcard', 'list_giftcard'>['table'], Array<{ giftcards: unknown }>>[number];
/** list_giftcard answers designs, or groups of them: the tests read the kind they asked for. */
const designs = (table: Array<Card | Group>): Card[] => table.filter((r): r is Card => !('giftcards' in r));
const groupsOf = (table: Array<Card | Group>): Group[] => table.filter((r): r is Group => 'giftcards' in r);

beforeAll(async () => {
  t = await createTestApp();
  guest = await t.guestToken();
});
afterAll(async () => t.close());

describe('list_giftcard', () => {
  it('answers the home strip: 5 designs for the country', async () => {
    const { status, body } = await t.call('giftcard', 'list_giftcard', { limit: 5, filter_by_country_id: SG }, { token: guest });
    expect(status).toBe(200);
    const table = designs(body.table);
    expect(table).toHaveLength(5);
    expect(table[0].image_thumbnail).toMatch(/^\/UgiftWeb\/demo\//);
    // each design's art painted in Chinese and Japanese beside the English (decision 0243)
    expect(table[0].multiple_languages.jp.image).toBe(table[0].image.replace(/\.svg$/, '.jp.svg'));
    expect(table[0].multiple_languages.cn.image_thumbnail).toBe(table[0].image_thumbnail.replace(/\.svg$/, '.cn.svg'));
    expect(table[0].multiple_languages.en.image).toBe(table[0].image);
    expect(['Yes', 'No']).toContain(table[0].is_editable);
  });

  it("offers designs of every country plus the country's own", async () => {
    const category = await aCardCategory(t);
    const singapore = await aCardDesign(t, { categoryId: category, countryId: SG });
    const japan = await aCardDesign(t, { categoryId: category, countryId: JP });
    const everywhere = await aCardDesign(t, { categoryId: category, countryId: null });
    const ids = async (country: number) =>
      designs(
        (
          await t.call(
            'giftcard',
            'list_giftcard',
            { filter_by_categories_id: [category], filter_by_country_id: country },
            { token: guest },
          )
        ).body.table,
      ).map((c) => c.id);
    expect(await ids(SG)).toEqual([singapore, everywhere]);
    expect(await ids(JP)).toEqual([japan, everywhere]);
  });

  it('filters editable designs and by category', async () => {
    const category = await aCardCategory(t);
    const editable = await aCardDesign(t, { categoryId: category, editable: true });
    const fixed = await aCardDesign(t, { categoryId: category, editable: false });
    await aCardDesign(t); // another category's
    const list = async (form: Record<string, unknown>) =>
      designs(
        (
          await t.call(
            'giftcard',
            'list_giftcard',
            { ...form, filter_by_categories_id: [category], filter_by_country_id: SG },
            { token: guest },
          )
        ).body.table,
      );
    expect((await list({ filter_by_editable: 'Yes' })).map((c) => [c.id, c.is_editable])).toEqual([[editable, 'Yes']]);
    expect((await list({ filter_by_editable: 'No' })).map((c) => [c.id, c.is_editable])).toEqual([[fixed, 'No']]);
    expect((await list({})).map((c) => c.id)).toEqual([editable, fixed]);
  });

  it("groups by category in the categories' order", async () => {
    // two categories of the test's own, the later-made one sorted first
    const second = await aCardCategory(t, 'Zebra thanks', 9001);
    const first = await aCardCategory(t, 'Zebra hello', 9000);
    const a = await aCardDesign(t, { categoryId: second });
    const b = await aCardDesign(t, { categoryId: first });
    const { body } = await t.call(
      'giftcard',
      'list_giftcard',
      { group_by_categories: 1, filter_by_country_id: SG, language: 'cn' },
      { token: guest },
    );
    const groups = groupsOf(body.table);
    const ours = groups.filter((g) => g.category_id === first || g.category_id === second);
    expect(ours.map((g) => [g.category_id, g.giftcards.map((c) => c.id)])).toEqual([
      [first, [b]],
      [second, [a]],
    ]);
    expect(groups.every((g) => g.giftcards.every((c) => c.category_id === g.category_id))).toBe(true);
    expect(groups.flatMap((g) => g.giftcards)).toHaveLength(Number(body.total));
  });

  it('refuses bad filters and needs a token', async () => {
    expect((await t.call('giftcard', 'list_giftcard', { filter_by_editable: 'maybe' }, { token: guest })).body.field).toBe(
      'filter_by_editable',
    );
    expect((await t.call('giftcard', 'list_giftcard', { limit: 'ten' }, { token: guest })).status).toBe(400);
    expect((await t.call('giftcard', 'list_giftcard', {})).status).toBe(401);
  });
});

describe('detail_giftcard', () => {
  it('answers the design, its elements and related products of the country', async () => {
    // a design of the test's own, related to a product in Singapore and one in Malaysia
    const design = await aCardDesign(t);
    const sgProduct = await aProduct(t);
    const myProduct = await aProduct(t, { countryId: MALAYSIA, currency: 'MYR' });
    await t.db.insert(giftcardProducts).values([
      { giftcard_id: design, product_id: sgProduct },
      { giftcard_id: design, product_id: myProduct },
    ]);
    const { status, body } = await t.call(
      'giftcard',
      'detail_giftcard',
      { giftcard_id: design, filter_by_country_id: SG },
      { token: guest },
    );
    expect(status).toBe(200);
    const card = body.table;
    expect(card.is_editable).toBe('Yes');
    expect(card.edit_parameter.map((e) => e.type)).toEqual(['image', 'text', 'message', 'music']);
    expect(card.related_products.map((p) => Number(p.id))).toEqual([sgProduct]);
    expect(card.related_products.every((p) => p.currency_code === 'SGD')).toBe(true);
    const my = (await t.call('giftcard', 'detail_giftcard', { giftcard_id: design, filter_by_country_id: 1 }, { token: guest })).body.table;
    expect(my.related_products.map((p) => Number(p.id))).toEqual([myProduct]);
    expect(my.related_products.every((p) => p.currency_code === 'MYR')).toBe(true);
  });

  it('answers 404 for an unknown design and 400 for a bad id; needs a token', async () => {
    const design = await aCardDesign(t);
    expect((await t.call('giftcard', 'detail_giftcard', { giftcard_id: design + 999 }, { token: guest })).status).toBe(404);
    const bad = await t.call('giftcard', 'detail_giftcard', { giftcard_id: 'x' }, { token: guest });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('giftcard_id');
    expect((await t.call('giftcard', 'detail_giftcard', { giftcard_id: design })).status).toBe(401);
  });
});

describe('list_music', () => {
  it("answers the songs, with the design's own song first when a card is named", async () => {
    const all = (await t.call('giftcard', 'list_music', { order_by: 'ASC' }, { token: guest })).body.table;
    expect(all.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(all[0].url).toMatch(/\.wav$/);
    // each song's name in the three languages (decision 0243)
    expect(all[0].multiple_languages).toEqual({
      en: { name: 'Birthday Bells' },
      cn: { name: '生日铃声' },
      jp: { name: 'バースデー・ベル' },
    });
    const withSong2 = await aCardDesign(t, { elements: cardElements().map((e) => (e.type === 'music' ? { ...e, content: '2' } : e)) });
    const forCard = await t.call('giftcard', 'list_music', { giftcard_id: withSong2 }, { token: guest });
    expect(forCard.body.table[0].id).toBe(2);
    expect(forCard.body.default_music_id).toBe(2);
  });

  it('answers 404 for an unknown card, 400 for a bad id and needs a token', async () => {
    const design = await aCardDesign(t);
    expect((await t.call('giftcard', 'list_music', { giftcard_id: design + 999 }, { token: guest })).status).toBe(404);
    expect((await t.call('giftcard', 'list_music', { giftcard_id: 'one' }, { token: guest })).body.field).toBe('giftcard_id');
    expect((await t.call('giftcard', 'list_music', {})).status).toBe(401);
  });
});
