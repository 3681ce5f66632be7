import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aStaff, type StaffClient } from './admin-support.ts';

let t: TestApp;
let marketing: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  marketing = await (await aStaff(t, 'marketing')).client();
});
afterAll(async () => t.close());

const element = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  type: 'text',
  placeholder: 'To',
  content: '',
  xpos: 40,
  ypos: 40,
  width: 300,
  height: 60,
  ...extra,
});

async function design(extra: Record<string, unknown> = {}) {
  const category = (await marketing.req('GET', '/giftcard-categories')).body[0].id;
  return {
    category_id: category,
    i18n: { en: { name: 'Console card' }, cn: { name: '控制台贺卡' } },
    image: '/UgiftWeb/demo/placeholder.svg',
    image_thumbnail: '/UgiftWeb/demo/placeholder.svg',
    is_editable: true,
    edit_parameter: [element('to'), element('message', { type: 'message', ypos: 120, height: 200 })],
    ...extra,
  };
}

describe('admin gift card designs', () => {
  it('marketing lays out a design; the shop answers its elements where they were placed', async () => {
    const res = await marketing.req('POST', '/giftcards', await design());
    expect(res.status).toBe(201);
    const moved = res.body.edit_parameter.map((e: { key: string; xpos: number }) => (e.key === 'to' ? { ...e, xpos: 140 } : e));
    const saved = await marketing.req('PUT', `/giftcards/${res.body.id}`, { ...res.body, edit_parameter: moved });
    expect(saved.status).toBe(200);
    const shop = await t.call('giftcard', 'detail_giftcard', { giftcard_id: res.body.id }, { token: await t.guestToken() });
    expect(shop.status).toBe(200);
    expect(JSON.stringify(shop.body)).toContain('"xpos":140');
    expect((await marketing.req('PUT', `/giftcards/${res.body.id}`, { ...res.body, sort: 9 })).status).toBe(409);
  });

  it("keeps a design's art painted in Japanese through an edit, and the shop answers it (decision 0243)", async () => {
    const jpArt = '/UgiftWeb/demo/giftcards/birthday-balloons.jp.svg';
    const res = await marketing.req(
      'POST',
      '/giftcards',
      await design({ i18n: { en: { name: 'Painted card' }, jp: { name: '描いたカード', image: jpArt, image_thumbnail: jpArt } } }),
    );
    expect(res.status).toBe(201);
    const saved = await marketing.req('PUT', `/giftcards/${res.body.id}`, { ...res.body, sort: 3 });
    expect(saved.status).toBe(200);
    const shop = await t.call('giftcard', 'detail_giftcard', { giftcard_id: res.body.id }, { token: await t.guestToken() });
    expect(shop.body.table.multiple_languages.jp).toEqual({ name: '描いたカード', image: jpArt, image_thumbnail: jpArt });
    expect(shop.body.table.multiple_languages.cn.image).toBe('/UgiftWeb/demo/placeholder.svg');
    const bad = await marketing.req(
      'POST',
      '/giftcards',
      await design({ i18n: { en: { name: 'x' }, cn: { name: '', image: 'javascript:alert(1)' } } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('i18n.cn.image');
  });

  it('keeps every element on the 600x400 canvas, keys unique, and refuses other roles', async () => {
    const past = await marketing.req('POST', '/giftcards', await design({ edit_parameter: [element('to', { xpos: 500, width: 200 })] }));
    expect(past.status).toBe(400);
    expect(past.body.field).toBe('edit_parameter.0.width');
    const twice = await marketing.req(
      'POST',
      '/giftcards',
      await design({ edit_parameter: [element('to'), element('to', { ypos: 200 })] }),
    );
    expect(twice.body.field).toBe('edit_parameter.1.key');
    const kind = await marketing.req('POST', '/giftcards', await design({ edit_parameter: [element('to', { type: 'hologram' })] }));
    expect(kind.body.field).toBe('edit_parameter.0.type');
    for (const role of ['catalogue', 'support', 'merchant'] as const) {
      const other = await (await aStaff(t, role)).client();
      expect((await other.req('GET', '/giftcards')).status, role).toBe(403);
    }
  });
});
