import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeeping } from '../../../src/server/platform/housekeeping.ts';
import { findToken } from '../../../src/server/session/token-service.ts';
import { apiTokens } from '../../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('housekeeping job', () => {
  it('deletes tokens expired more than a day ago and keeps live ones', async () => {
    const old = await t.guestToken();
    t.clock.advance(2 * 86_400_000 + 1000);
    const fresh = await t.guestToken();
    const before = (await t.db.select().from(apiTokens)).length;
    await housekeeping(t.db, t.clock.now);
    expect(await findToken(t.db, old)).toBeNull();
    expect(await findToken(t.db, fresh)).not.toBeNull();
    expect((await t.db.select().from(apiTokens)).length).toBeLessThan(before);
  });
});
