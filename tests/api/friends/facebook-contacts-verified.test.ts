import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { startFakeGraph } from '../account/fake-graph.ts';
import { registerViaApi } from '../account/helpers.ts';

const APP_ID = '1234567890';
const APP_SECRET = 'fake-app-secret-abcdef';
let t: TestApp;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;

beforeAll(async () => {
  graph = await startFakeGraph(APP_ID, APP_SECRET, {
    'token-of-prober-01': { id: '20001', name: 'Prober', picture: '' },
    'token-of-friend-01': { id: '20002', name: 'Real Friend', picture: '' },
  });
  t = await createTestApp({ env: { FACEBOOK_APP_ID: APP_ID, FACEBOOK_APP_SECRET: APP_SECRET, FACEBOOK_GRAPH_URL: graph.url } });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

describe('profile/list_facebook with a Facebook app configured', () => {
  it('matches contacts only between links Facebook confirmed', async () => {
    const prober = await registerViaApi(t, '86660001');
    const friend = await registerViaApi(t, '86660002');
    const squatter = await registerViaApi(t, '86660003');
    const victim = await registerViaApi(t, '86660004');
    // A victim whose id was linked without Facebook's confirmation (an old demo link), and a real, confirmed friend.
    await t.db.update(members).set({ facebook_id: '20009', facebook_verified: false, name: 'Victim' }).where(eq(members.id, victim));
    const proberToken = await t.memberToken(prober);
    const friendToken = await t.memberToken(friend);
    expect(
      (await t.call('profile', 'update_facebook_id', { facebook_id: '20001', access_token: 'token-of-prober-01' }, { token: proberToken }))
        .status,
    ).toBe(200);
    expect(
      (await t.call('profile', 'update_facebook_id', { facebook_id: '20002', access_token: 'token-of-friend-01' }, { token: friendToken }))
        .status,
    ).toBe(200);
    await t.call('profile', 'facebook_member', { contacts: JSON.stringify(['20002', '20009']) }, { token: proberToken });
    const list = await t.call('profile', 'list_facebook', {}, { token: proberToken });
    expect(list.status).toBe(200);
    expect(list.body.table.map((r) => r.id)).toEqual([friend]);

    // A self-declared id (never confirmed) guessing contact ids learns nothing.
    await t.db.update(members).set({ facebook_id: '20005', facebook_verified: false }).where(eq(members.id, squatter));
    const squatterToken = await t.memberToken(squatter);
    await t.call('profile', 'facebook_member', { contacts: JSON.stringify(['20001', '20002', '20009']) }, { token: squatterToken });
    const probe = await t.call('profile', 'list_facebook', {}, { token: squatterToken });
    expect(probe.body.table).toEqual([]);
    expect(probe.body.total).toBe(0);
  });
});
