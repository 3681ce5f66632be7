import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aProduct } from '../../support/factories.ts';
import { aStaff, type StaffClient } from './admin-support.ts';

let t: TestApp;
let marketing: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  marketing = await (await aStaff(t, 'marketing')).client();
});
afterAll(async () => t.close());

const campaign = (extra: Record<string, unknown> = {}) => ({
  i18n: { en: { name: 'Console sale', description: '<p onclick="x()">Save <b>big</b></p>' }, cn: { name: '控制台特卖' } },
  image: '/UgiftWeb/demo/placeholder.svg',
  campaign_type: 'discount',
  discount_mode: 'percent',
  discount_value: 20,
  ...extra,
});

const shop = async (id: number, lang?: string) =>
  (await t.call('profile', 'detail_campaign', { campaign_id: id, ...(lang ? { lang } : {}) }, { token: await t.guestToken() })).body.table;

describe('admin campaigns', () => {
  it('marketing creates a discount campaign the shop shows with clean HTML, and a child milestone under a task', async () => {
    const res = await marketing.req('POST', '/campaigns', campaign());
    expect(res.status).toBe(201);
    const shown = await shop(res.body.id);
    expect(shown.name).toBe('Console sale');
    expect(shown.description).toBe('<p>Save <b>big</b></p>');
    const parent = await marketing.req(
      'POST',
      '/campaigns',
      campaign({
        campaign_type: 'task_based',
        task_type: 'invite',
        reward_type: 'none',
        target_count: 5,
        i18n: { en: { name: 'Invite more' } },
      }),
    );
    const child = await marketing.req(
      'POST',
      '/campaigns',
      campaign({
        campaign_type: 'task_based',
        parent_id: parent.body.id,
        task_type: 'invite',
        reward_type: 'points',
        reward_points: 500,
        target_count: 2,
        i18n: { en: { name: 'Two friends' } },
      }),
    );
    expect(child.status).toBe(201);
    expect((await shop(parent.body.id)).child_campaign.map((c: { id: number }) => c.id)).toContain(child.body.id);
    const grandchild = await marketing.req('POST', '/campaigns', campaign({ parent_id: child.body.id }));
    expect(grandchild.body.field).toBe('parent_id');
  });

  it('refuses incoherent campaigns naming the field, a stale save, and other roles', async () => {
    for (const [extra, field] of [
      [{ discount_mode: null }, 'discount_mode'],
      [{ discount_value: 150 }, 'discount_value'],
      [{ campaign_type: 'task_based', reward_type: 'product_free' }, 'reward_product_id'],
      [{ campaign_type: 'task_based', reward_type: 'points', reward_points: 0 }, 'reward_points'],
      [{ campaign_type: 'task_based', reward_type: 'product_free', reward_product_id: 999999 }, 'reward_product_id'],
      [{ starts_at: '2027-01-02', ends_at: '2027-01-01' }, 'ends_at'],
    ] as const) {
      const res = await marketing.req('POST', '/campaigns', campaign(extra));
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const free = await marketing.req(
      'POST',
      '/campaigns',
      campaign({
        campaign_type: 'task_based',
        task_type: 'purchase',
        reward_type: 'product_free',
        reward_product_id: await aProduct(t),
        target_count: 1,
      }),
    );
    expect(free.status).toBe(201);
    expect((await marketing.req('PUT', `/campaigns/${free.body.id}`, { ...free.body, target_count: 2 })).status).toBe(200);
    expect((await marketing.req('PUT', `/campaigns/${free.body.id}`, { ...free.body, target_count: 3 })).status).toBe(409);
    for (const role of ['catalogue', 'support', 'merchant'] as const) {
      const other = await (await aStaff(t, role)).client();
      expect((await other.req('POST', '/campaigns', campaign())).status, role).toBe(403);
    }
  });
});
