import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../../src/server/app.ts';
import type { OptionDef } from '../../../src/server/http/context.ts';
import { tokenOptions } from '../../../src/server/token/index.ts';
import { aMember } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// A probe option standing in for any member option: it answers the member the server resolved from the token. It is a
// bare OptionDef, not defineOption, because its answer is the probe's own and not the option's contract.
const probe: OptionDef = {
  group: 'profile',
  option: 'detail_profile',
  auth: 'member',
  schema: z.object({}).loose(),
  async handle(_input, ctx) {
    return { member: ctx.memberId };
  },
};
const guestProbe: OptionDef = {
  group: 'catalogue',
  option: 'list_interest',
  auth: 'token',
  schema: z.object({}).loose(),
  async handle(_input, ctx) {
    return { member: ctx.memberId };
  },
};

let t: TestApp;
let app: ReturnType<typeof createApp>;
async function call(option: string, group: string, fields: Record<string, string>, token?: string) {
  const body = new URLSearchParams({ option, ...fields });
  const res = await app.request(`/UgiftWeb/api/${group}`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  app = createApp(t.deps, { options: [...tokenOptions, probe, guestProbe] });
});
afterAll(async () => t.close());

describe('member binding', () => {
  it('takes the member from the token, never from the payload', async () => {
    const { id: demo, token } = await aMember(t);
    const res = await call('detail_profile', 'profile', {}, token);
    expect(res.status).toBe(200);
    expect(res.body.member).toBe(demo);
  });

  it('answers 403 when member_id differs from the token member', async () => {
    const { id: demo, token } = await aMember(t);
    const res = await call('detail_profile', 'profile', { member_id: String(demo + 1) }, token);
    expect(res.status).toBe(403);
    expect(res.body.field).toBe('member_id');
    const same = await call('detail_profile', 'profile', { member_id: String(demo) }, token);
    expect(same.status).toBe(200);
  });

  it('refuses a guest token on a member option with 401, and a guest claiming a member_id', async () => {
    const guest = await t.guestToken();
    expect((await call('detail_profile', 'profile', {}, guest)).status).toBe(401);
    expect((await call('list_interest', 'catalogue', {}, guest)).status).toBe(200);
    expect((await call('list_interest', 'catalogue', { member_id: '1' }, guest)).status).toBe(401);
  });

  it('answers 401 for a missing, unknown or expired bearer', async () => {
    expect((await call('list_interest', 'catalogue', {})).status).toBe(401);
    expect((await call('list_interest', 'catalogue', {}, 'not-a-real-token')).status).toBe(401);
    const token = await t.guestToken();
    t.clock.advance(24 * 3600 * 1000 + 1000);
    const expired = await call('list_interest', 'catalogue', {}, token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/expired/);
  });
});
