import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beginMemberRead,
  cachedMemberRead,
  memberReadKey,
  memberReadStats,
  rememberMemberRead,
} from '../../../src/server/http/member-read-cache.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { aMember, aPaidOrder, aProduct } from '../../support/factories.ts';
import { untilHeld } from '../../support/until-held.ts';

/**
 * A member's basket, wallet and order list are answered from memory for at most a second. The test clock
 * is frozen, so the second never runs out here: only a push (migration 0945) or the member's own call can let go.
 * Changes are made behind the server's back with raw SQL, as another server or a job would.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hitsNow = () => memberReadStats(t.db).hits;

describe('members’ reads in memory', () => {
  it('answers a repeated read from memory, and a clock a second on reads again', async () => {
    const m = await aMember(t);
    const read = () => t.call('order', 'list_order', { filter_by: 'purchased' }, { token: m.token });
    expect((await read()).status).toBe(200);
    expect((await untilHeld(read, hitsNow)).status).toBe(200);
    t.clock.advance(1000);
    const misses = memberReadStats(t.db).misses;
    expect((await read()).status).toBe(200);
    expect(memberReadStats(t.db).misses).toBe(misses + 1);
  });

  it('never gives one member another member’s answer', async () => {
    const a = await aMember(t);
    const b = await aMember(t);
    await aPaidOrder(t, a, { gift: false });
    const count = async (token: string) =>
      (await t.call('order', 'list_order', { filter_by: 'purchased' }, { token })).body.total as number;
    expect(await count(a.token)).toBe(1);
    expect(await count(a.token)).toBe(1);
    expect(await count(b.token)).toBe(0);
  });

  it('shows the member’s own change on the very next read', async () => {
    const m = await aMember(t);
    const product = await aProduct(t, { stock: 5 });
    const lines = async () => ((await t.call('basket', 'detail_basket', {}, { token: m.token })).body.table.products ?? []).length;
    expect(await lines()).toBe(0);
    expect(await lines()).toBe(0);
    expect((await t.call('basket', 'product_to_basket', { product_id: product, quantity: 1 }, { token: m.token })).status).toBe(200);
    expect(await lines()).toBe(1);
  });

  it('a voucher used elsewhere (raw SQL: a counter, a job, another server) shows at once', async () => {
    const m = await aMember(t);
    await aPaidOrder(t, m, { gift: false });
    const active = async () =>
      ((await t.call('evoucher', 'list_evoucher', { filter_by_status: 'active' }, { token: m.token })).body.table ?? []).length;
    expect(await active()).toBe(1);
    expect(await untilHeld(active, hitsNow)).toBe(1);
    await t.db.execute(sql`update evouchers set status = 'Used', used_at = now() where owner_member_id = ${m.id}`);
    expect(await active()).toBe(0);
  });

  it('a price changed by staff on another server (raw SQL) shows in the basket at once', async () => {
    const m = await aMember(t);
    const product = await aProduct(t, { stock: 5 });
    await t.call('basket', 'product_to_basket', { product_id: product, quantity: 1 }, { token: m.token });
    const price = async () => (await t.call('basket', 'detail_basket', {}, { token: m.token })).body.table.products[0].unit_price;
    const first = await price();
    expect(await price()).toBe(first);
    await t.db.execute(sql`update products set original_price = ${first + 100} where id = ${product}`);
    expect(await price()).toBe(first + 100);
  });

  it('a notice written elsewhere (raw SQL: a job, another server) shows in the list at once (migration 1000)', async () => {
    const m = await aMember(t);
    const total = async () => (await t.call('notification', 'list_notification', {}, { token: m.token })).body.total as number;
    const before = await total();
    expect(await untilHeld(total, hitsNow)).toBe(before);
    await t.db.execute(sql`insert into notifications (member_id, type, message) values (${m.id}, 'system', 'from elsewhere')`);
    expect(await total()).toBe(before + 1);
  });

  it('a notice to more than 100 members at once (a broadcast) lets go of every member’s reads', async () => {
    const m = await aMember(t);
    const unread = async () => (await t.call('notification', 'list_notification', {}, { token: m.token })).body.unread_count as number;
    const before = await unread();
    expect(await untilHeld(unread, hitsNow)).toBe(before);
    await t.db.execute(sql`insert into notifications (member_id, type, message)
      select id, 'system', 'to everyone' from members where id = ${m.id} or id in (select id from members order by id desc limit 120)`);
    expect(await unread()).toBe(before + 1);
  });

  it('a friendship accepted elsewhere shows in both members’ friend lists at once', async () => {
    const a = await aMember(t);
    const b = await aMember(t);
    const friends = async (token: string) => (await t.call('profile', 'list_friend', {}, { token })).body.total as number;
    expect(await friends(a.token)).toBe(0);
    expect(await untilHeld(() => friends(a.token), hitsNow)).toBe(0);
    expect(await untilHeld(() => friends(b.token), hitsNow)).toBe(0);
    await t.db.execute(sql`insert into friendships (requester_id, addressee_id, status) values (${a.id}, ${b.id}, 'Accepted')`);
    expect(await friends(a.token)).toBe(1);
    expect(await friends(b.token)).toBe(1);
  });

  it('a read that raced a change of the member’s data does not keep what it read', async () => {
    const m = await aMember(t);
    const key = memberReadKey('order', 'list_order', { probe: 1 });
    const now = t.clock.now.getTime();
    const ticket = beginMemberRead(t.db, m.id, key, now);
    await t.db.execute(sql`update members set name = 'Renamed meanwhile' where id = ${m.id}`);
    rememberMemberRead(t.db, ticket, '{"table":[]}');
    expect(cachedMemberRead(t.db, m.id, key, now)).toBeUndefined();
    const clean = beginMemberRead(t.db, m.id, key, now);
    rememberMemberRead(t.db, clean, '{"table":[]}');
    expect(cachedMemberRead(t.db, m.id, key, now)).toBe('{"table":[]}');
  });
});

describe('read-your-writes on any server (decision 0237)', () => {
  it('a read marked fresh (the client wrote a moment ago) comes from the database, whatever this server remembers', async () => {
    const m = await aMember(t);
    await aPaidOrder(t, m, { gift: false });
    const active = async (headers: Record<string, string> = {}) =>
      ((await t.call('evoucher', 'list_evoucher', { filter_by_status: 'active' }, { token: m.token, headers })).body.table ?? []).length;
    expect(await active()).toBe(1);
    expect(await untilHeld(active, hitsNow)).toBe(1);
    // the member's write on another server, whose push has not reached this one yet (no trigger, no notification)
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update evouchers set status = 'Used', used_at = now() where owner_member_id = ${m.id}`);
    });
    // on PGlite this server still remembers the old answer (on PostgreSQL its own write drops all it remembers, so the
    // stale read cannot be staged here: the two-server test covers PostgreSQL)
    if (!process.env.TEST_DATABASE_URL) expect(await active()).toBe(1);
    expect(await active({ 'x-ugift-fresh': '1' })).toBe(0);
  });
});
