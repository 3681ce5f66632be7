import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { SINGAPORE } from '../../support/factories.ts';
import { aStaff, type StaffClient } from './admin-support.ts';

let t: TestApp;
let marketing: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  marketing = await (await aStaff(t, 'marketing')).client();
});
afterAll(async () => t.close());

const banner = (name: string, extra: Record<string, unknown> = {}) => ({
  country_id: SINGAPORE,
  image: '/UgiftWeb/demo/banners/sg-coffee-week.svg',
  linkage_type: 'linkage_url',
  linkage_detail: 'https://example.com/offer',
  i18n: {
    en: { name, description: '<p onclick="x()">Big <b>sale</b><script>alert(1)</script></p>' },
    cn: { name: `${name} 中文` },
    jp: { name: '' },
  },
  sort: 0,
  active: true,
  ...extra,
});

const shopBanners = async (country = SINGAPORE) =>
  (await t.call('frontend', 'list_banner', { filter_by_country_id: country }, { token: await t.guestToken() })).body.table;

describe('admin banners', () => {
  it('marketing creates a banner for Singapore: the shop shows it at once, the HTML is clean, the audit log has it', async () => {
    await shopBanners(); // fill the shop's read cache first
    const res = await marketing.req('POST', '/banners', banner('Admin made banner'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), version: 1, country_id: SINGAPORE });
    expect(res.body.i18n.en.description).toBe('<p>Big <b>sale</b></p>');
    const shown = await shopBanners();
    expect(shown.map((b: { id: number }) => b.id)).toContain(res.body.id);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'banners'), eq(auditLog.object_id, String(res.body.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', staff_email: marketing.email, before: null });
    expect((entries[0].after as { i18n: { en: { name: string } } }).i18n.en.name).toBe('Admin made banner');
  });

  it('lists with search, filters, sort and a Content-Range', async () => {
    await marketing.req('POST', '/banners', banner('Zebra stripes sale'));
    const res = await marketing.req(
      'GET',
      `/banners?filter=${encodeURIComponent('{"q":"zebra"}')}&sort=${encodeURIComponent('["id","DESC"]')}&range=[0,9]`,
    );
    expect(res.status).toBe(200);
    expect(res.body.map((b: { i18n: { en: { name: string } } }) => b.i18n.en.name)).toEqual(['Zebra stripes sale']);
    expect(res.headers.get('content-range')).toBe('banners 0-0/1');
    const bad = await marketing.req('GET', '/banners?sort=["image","ASC"]');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('sort');
    expect((await marketing.req('GET', '/banners?range=[0,500]')).body.field).toBe('range');
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const before = await marketing.req('GET', '/banners?range=[0,0]');
    for (const [body, field] of [
      [banner('x', { image: 'https://evil.example/a.png' }), 'image'],
      [banner('x', { linkage_type: 'linkage_product', linkage_detail: 'abc' }), 'linkage_detail'],
      [banner('x', { linkage_type: 'teleport' }), 'linkage_type'],
      [banner(''), 'i18n.en.name'],
      [banner('x', { starts_at: '2026-12-10', ends_at: '2026-12-01' }), 'ends_at'],
    ] as const) {
      const res = await marketing.req('POST', '/banners', body);
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const after = await marketing.req('GET', '/banners?range=[0,0]');
    expect(after.headers.get('content-range')).toBe(before.headers.get('content-range'));
  });

  it('gives the second of two editors a 409 instead of overwriting, and needs the version to save', async () => {
    const created = (await marketing.req('POST', '/banners', banner('Two editors'))).body;
    const first = await marketing.req('PUT', `/banners/${created.id}`, { ...created, sort: 3 });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const second = await marketing.req('PUT', `/banners/${created.id}`, { ...created, sort: 4 });
    expect(second.status).toBe(409);
    expect(second.body.reason).toBe('stale_version');
    expect((await marketing.req('GET', `/banners/${created.id}`)).body.sort).toBe(3);
    const { version: _v, ...noVersion } = created;
    expect((await marketing.req('PUT', `/banners/${created.id}`, noVersion)).body.field).toBe('version');
  });

  it('follows the schedule: a banner not started yet or already ended is not shown', async () => {
    const now = t.clock.now.getTime();
    const later = (
      await marketing.req('POST', '/banners', banner('Starts tomorrow', { starts_at: new Date(now + 86_400_000).toISOString() }))
    ).body;
    const ended = (await marketing.req('POST', '/banners', banner('Ended', { ends_at: new Date(now - 60_000).toISOString() }))).body;
    const ids = (await shopBanners()).map((b: { id: number }) => b.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(ended.id);
    t.clock.advance(2 * 86_400_000);
    expect((await shopBanners()).map((b: { id: number }) => b.id)).toContain(later.id);
    // two idle days ended the session: sign in again for the tests that follow
    marketing = await (await aStaff(t, 'marketing')).client();
  });

  it('deletes with an audit entry holding the record as it was; unknown ids are 404', async () => {
    const created = (await marketing.req('POST', '/banners', banner('Short lived'))).body;
    expect((await marketing.req('DELETE', `/banners/${created.id}`)).status).toBe(200);
    expect((await marketing.req('GET', `/banners/${created.id}`)).status).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.object_id, String(created.id)), eq(auditLog.action, 'delete')));
    expect((entry.before as { id: number }).id).toBe(created.id);
    expect((await marketing.req('PUT', '/banners/999999', { ...created })).status).toBe(404);
  });

  it('refuses every role outside marketing (admin excepted)', async () => {
    for (const role of ['catalogue', 'support', 'merchant'] as const) {
      const other = await (await aStaff(t, role)).client();
      const list = await other.req('GET', '/banners');
      expect(list.status, role).toBe(403);
      expect(list.body.reason).toBe('outside_role');
      expect((await other.req('POST', '/banners', banner('Not mine'))).status).toBe(403);
      expect((await other.req('POST', '/popups', { ...banner('Not mine'), popup_type: 'promo' })).status).toBe(403);
    }
    const admin = await (await aStaff(t, 'admin')).client();
    expect((await admin.req('GET', '/banners')).status).toBe(200);
  });

  it('popups: marketing creates a promo popup the shop lists; a bad kind is refused', async () => {
    const res = await marketing.req('POST', '/popups', { ...banner('Admin popup'), popup_type: 'promo' });
    expect(res.status).toBe(201);
    expect(res.body.popup_type).toBe('promo');
    const shop = await t.call('frontend', 'list_popup', { filter_by_country_id: SINGAPORE }, { token: await t.guestToken() });
    expect(shop.body.table.map((p: { id: number }) => p.id)).toContain(res.body.id);
    const bad = await marketing.req('POST', '/popups', { ...banner('Bad popup'), popup_type: 'fireworks' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('popup_type');
  });
});
