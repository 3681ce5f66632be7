import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, orderLines, products } from '../../../src/server/db/schema/index.ts';
import { HOSTILE } from '../../support/hostile-html.ts';
import { aDiscountCampaign, aMember, aPaidOrder, aProduct } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * Every option that answers stored HTML answers it under the one policy: the same hostile HTML is written
 * into a product's and a campaign's texts, and nothing of it that runs, loads or styles comes back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const hostile = HOSTILE.join('\n');
function expectClean(text: string) {
  expect(text).not.toMatch(/<(script|img|iframe|style|svg|math|form|input|object|embed)\b/i);
  expect(text).not.toMatch(/\son\w+=|style=|href="(javascript|data|\/\/)/i);
  expect(text).toContain('ok link');
}

describe('hostile HTML in the data', () => {
  it('detail_product answers description, terms and how-to clean in every language', async () => {
    const [p] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, await aProduct(t)));
    const texts = { name: p.i18n.en.name, description: hostile, terms_and_conditions: hostile, redeem_howto: hostile };
    await t.db
      .update(products)
      .set({ i18n: { en: texts, cn: texts, jp: texts } })
      .where(eq(products.id, p.id));
    const res = await t.call('catalogue', 'detail_product', { product_id: p.id }, { token: await t.guestToken() });
    expect(res.status).toBe(200);
    for (const text of Object.values(res.body.table.multiple_languages))
      for (const key of ['description', 'terms_and_conditions', 'redeem_howto'] as const) expectClean(text[key]);
  });

  it("detail_evoucher answers a voucher's terms and how-to clean", async () => {
    const member = await aMember(t);
    await aPaidOrder(t, member, { gift: false });
    const { token } = member;
    const wallet = await t.call('evoucher', 'list_evoucher', { filter_by_status: 'active', limit: 1 }, { token });
    const lineId = wallet.body.table[0].id;
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.id, lineId));
    const name = line.i18n?.en?.name ?? 'Voucher';
    const texts = { name, description: hostile, terms_and_conditions: hostile, redeem_howto: hostile };
    await t.db
      .update(orderLines)
      .set({ i18n: { en: texts, cn: texts, jp: texts } })
      .where(eq(orderLines.id, lineId));
    const res = await t.call('evoucher', 'detail_evoucher', { order_product_id: lineId }, { token });
    expect(res.status).toBe(200);
    const table = res.body.table;
    expectClean(table.terms_and_conditions);
    expectClean(table.redeem_howto);
  });

  it('detail_campaign answers description and terms clean', async () => {
    const id = await aDiscountCampaign(t, { mode: 'percent', value: 10 });
    const [c] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
    const texts = { ...c.i18n.en, description: hostile, terms_and_conditions: hostile };
    await t.db
      .update(campaigns)
      .set({ i18n: { en: texts, cn: texts, jp: texts } })
      .where(eq(campaigns.id, id));
    const res = await t.call('profile', 'detail_campaign', { campaign_id: id }, { token: await t.guestToken() });
    expect(res.status).toBe(200);
    const table = res.body.table;
    expectClean(table.description);
    expectClean(table.terms_and_conditions);
  });
});
