import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../../src/server/db/schema/index.ts';
import pino from 'pino';
import { createAdapters } from '../../../src/server/create-adapters.ts';
import { loadConfig } from '../../../src/server/platform/config.ts';
import { createFacebookGraph } from '../../../src/server/platform/facebook-graph.ts';
import { findToken } from '../../../src/server/session/token-service.ts';
import { aMember } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { startFakeGraph } from './fake-graph.ts';

const APP_ID = '1234567890';
const APP_SECRET = 'fake-app-secret-abcdef';
let t: TestApp;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;

beforeAll(async () => {
  graph = await startFakeGraph(APP_ID, APP_SECRET, {
    'token-of-ana-0001': { id: '10001', name: 'Ana Facebook', picture: 'https://example.com/ana.jpg' },
    'token-of-ana-0002': { id: '10001', name: 'Ana Facebook', picture: 'https://example.com/ana.jpg' },
    'token-other-app-01': { id: '10002', name: 'Other App', picture: '', appId: '999' },
    'token-of-bo-00001': { id: '10003', name: 'Bo Facebook', picture: '' },
  });
  t = await createTestApp({ env: { FACEBOOK_APP_ID: APP_ID, FACEBOOK_APP_SECRET: APP_SECRET, FACEBOOK_GRAPH_URL: graph.url } });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

describe('account/login_facebook', () => {
  it('verifies the token with the Graph API, creates the member on first login (country 0) and binds the token', async () => {
    const token = await t.guestToken();
    const res = await t.call(
      'account',
      'login_facebook',
      { access_token: 'token-of-ana-0001', facebook_id: '10001', full_name: 'Ana' },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.migrate_member).toBe(0);
    const data = res.body.data;
    expect(data).toMatchObject({
      country_id: 0,
      name: 'Ana Facebook',
      fb_account_id: '10001',
      profile_picture: 'https://example.com/ana.jpg',
    });
    expect((await findToken(t.db, String(res.body.api_token)))!.memberId).toBe(data.member_id);
    expect(await findToken(t.db, token)).toBeNull(); // the token the login came with is retired
    expect(graph.calls.some((p) => p.endsWith('/debug_token'))).toBe(true);

    const second = await t.call('account', 'login_facebook', { access_token: 'token-of-ana-0002' }, { token: await t.guestToken() });
    expect(second.status).toBe(200);
    expect(second.body.data.member_id).toBe(data.member_id);
    expect(await t.db.select().from(members).where(eq(members.facebook_id, '10001'))).toHaveLength(1);
  });

  it('refuses a token Facebook does not vouch for, one of another app, and a mismatched facebook_id (401)', async () => {
    const token = await t.guestToken();
    const forged = await t.call('account', 'login_facebook', { access_token: 'made-up-token-xyz', facebook_id: '10001' }, { token });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toMatch(/could not be verified/);
    const otherApp = await t.call('account', 'login_facebook', { access_token: 'token-other-app-01' }, { token });
    expect(otherApp.status).toBe(401);
    const mismatch = await t.call('account', 'login_facebook', { access_token: 'token-of-ana-0001', facebook_id: '10009' }, { token });
    expect(mismatch.status).toBe(401);
    expect((await findToken(t.db, token))!.memberId).toBeNull();
  });

  it('refuses a missing access token with 400 and a missing api token with 401', async () => {
    const res = await t.call('account', 'login_facebook', { facebook_id: '10001' }, { token: await t.guestToken() });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('access_token');
    expect((await t.call('account', 'login_facebook', { access_token: 'token-of-ana-0001' })).status).toBe(401);
  });

  it('says clearly when Facebook login is not configured', async () => {
    // a server without FACEBOOK_APP_ID and FACEBOOK_APP_SECRET gets the unconfigured adapter...
    const bare = createAdapters(loadConfig({ DATA_DIR: '/tmp/ugift-no-facebook' }), pino({ level: 'silent' }));
    expect(bare.facebook.configured).toBe(false);
    // ...and the option says so (on this test's app, so no second database is built)
    const real = t.deps.adapters.facebook;
    t.deps.adapters.facebook = bare.facebook;
    try {
      const res = await t.call('account', 'login_facebook', { access_token: 'token-of-ana-0001' }, { token: await t.guestToken() });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Facebook login is not configured on this server');
    } finally {
      t.deps.adapters.facebook = real;
    }
  });

  it('answers 503 with a clear message when Facebook cannot be reached (not a 500 of ours)', async () => {
    const gone = await startFakeGraph(APP_ID, APP_SECRET, {});
    await gone.close(); // nothing listens on its port any more
    const real = t.deps.adapters.facebook;
    t.deps.adapters.facebook = createFacebookGraph({ appId: APP_ID, appSecret: APP_SECRET, graphUrl: gone.url });
    try {
      const token = await t.guestToken();
      const res = await t.call('account', 'login_facebook', { access_token: 'token-of-ana-0001' }, { token });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'unavailable', message: 'Facebook could not be reached. Please try again in a moment.' });
      expect((await findToken(t.db, token))!.memberId).toBeNull();
    } finally {
      t.deps.adapters.facebook = real;
    }
  });

  it('never logs anyone into an account that claimed the Facebook id without verification', async () => {
    // A squatter links Bo's Facebook id while the server has no Facebook app (an unverified link)...
    const squatter = (await aMember(t)).id;
    await t.db.update(members).set({ facebook_id: '10003', facebook_verified: false }).where(eq(members.id, squatter));
    // ...then Bo logs in with a token Facebook vouches for: Bo gets a new account, not the squatter's.
    const token = await t.guestToken();
    const res = await t.call('account', 'login_facebook', { access_token: 'token-of-bo-00001' }, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Bo Facebook' });
    expect(res.body.data.member_id).not.toBe(squatter);
    const [claim] = await t.db.select({ fb: members.facebook_id }).from(members).where(eq(members.id, squatter));
    expect(claim.fb).toBeNull();
  });
});
