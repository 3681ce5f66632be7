import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheStats } from '../../../src/server/catalogue/read-cache.ts';
import { feedOf, isWriteStatement } from '../../../src/server/db/change-feed.ts';
import { sha256Hex } from '../../../src/server/platform/crypto.ts';
import { cachedToken } from '../../../src/server/session/token-cache.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aProduct } from '../../support/factories.ts';

/**
 * Verified tokens and the catalogue version live in memory, and the database pushes their changes
 * (LISTEN/NOTIFY, migration 0944). These tests change rows behind the server's back (raw SQL, as another server
 * would) and check that the memory lets go because of the push, not because a second went by.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `cachedToken` with a clock frozen at 0, so its one-second trust never runs out: only a push can drop the entry. */
const remembered = (token: string) => cachedToken(t.db, sha256Hex(token), 0);

describe('the change feed', () => {
  it('is live for the app database', () => {
    expect(feedOf(t.db)?.live).toBe(true);
  });

  it('a token changed by another server (raw SQL) is dropped from memory by the push', async () => {
    const { token } = await aMember(t);
    // binding the token sent a notification of its own; a look-up racing it is (rightly) not remembered, so ask
    // until the token is in memory
    await expect
      .poll(async () => {
        expect((await t.call('order', 'list_order', { filter_by: 'purchased' }, { token })).status).toBe(200);
        return remembered(token) !== undefined;
      })
      .toBe(true);
    await t.db.execute(sql`update api_tokens set member_id = null where token_hash = ${sha256Hex(token)}`);
    await expect.poll(() => remembered(token), { timeout: 500 }).toBeUndefined();
    expect((await t.call('order', 'list_order', { filter_by: 'purchased' }, { token })).status).toBe(401);
  });

  it('logout on this server refuses the token on the very next request', async () => {
    const { token } = await aMember(t);
    expect((await t.call('order', 'list_order', { filter_by: 'purchased' }, { token })).status).toBe(200);
    expect((await t.call('account', 'logout', {}, { token })).status).toBe(200);
    expect((await t.call('order', 'list_order', { filter_by: 'purchased' }, { token })).status).toBe(401);
  });

  it('a catalogue change by another server (raw SQL) stops the version being trusted and shows at once', async () => {
    const id = await aProduct(t, { stock: 5 });
    const guest = await t.guestToken();
    const price = async () => (await t.call('catalogue', 'detail_product', { product_id: id }, { token: guest })).body.table.original_price;
    const first = await price();
    expect(await price()).toBe(first);
    expect(cacheStats(t.db).versionTrusted).toBe(true);
    await t.db.execute(sql`update products set original_price = ${first + 100} where id = ${id}`);
    await expect.poll(() => cacheStats(t.db).versionTrusted, { timeout: 500 }).toBe(false);
    expect(await price()).toBe(first + 100);
  });

  it('tells writes from reads (this server re-reads after its own writes)', () => {
    for (const w of [
      'insert into t values (1)',
      ' UPDATE t set a = 1',
      'delete from t',
      'commit',
      'with x as (update t set a=1 returning 1) select * from x',
    ])
      expect(isWriteStatement(w)).toBe(true);
    for (const r of ['select 1', 'with x as (select 1) select * from x', 'begin', undefined]) expect(isWriteStatement(r)).toBe(false);
  });
});
