import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { notifications } from '../../../src/server/db/schema/index.ts';
import { broadcastNotification, notify } from '../../../src/server/notification/notify.ts';
import { aMember } from '../../support/factories.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * list_notification's total and unread count come from notification_counts (migration 0999, decision 0276), which
 * triggers keep: they stay equal to counting the member's notifications after notices, a broadcast, reads and deletes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Row = { member_id: number; total: number; unread: number };
const live = async () =>
  rowsOf<Row>(
    await t.db.execute(sql`select member_id, count(*)::int as total, (count(*) filter (where is_read = 0))::int as unread
      from notifications group by member_id order by member_id`),
  );
const kept = async () =>
  rowsOf<Row>(
    await t.db.execute(sql`select member_id, sum(total)::int as total, sum(unread)::int as unread from notification_counts
      group by member_id having sum(total) <> 0 or sum(unread) <> 0 order by member_id`),
  );

describe('notification counts (decision 0276)', () => {
  it('equal counting the notifications after notices, a broadcast, reads and deletes, and list_notification answers them', async () => {
    expect(await kept()).toEqual(await live());
    const a = await aMember(t);
    const b = await aMember(t);
    for (const m of [a, b, a])
      await notify(t.db, {
        memberId: m.id,
        type: 'accept_friend',
        relatedId: 1,
        event: 'friendAccepted',
        params: { name: 'X' },
        now: t.clock.now,
      });
    await broadcastNotification(t.db, { type: 'product', relatedId: 7, text: { en: 'Hello' }, now: t.clock.now });
    expect(await kept()).toEqual(await live());

    const first = (await t.call('notification', 'list_notification', {}, { token: a.token })).body;
    expect({ total: first.total, unread: first.unread_count }).toEqual({ total: 3, unread: 3 });
    const read = await t.call('notification', 'read_notification', { notification_id: Number(first.table[0].id) }, { token: a.token });
    expect(read.body.unread_count).toBe(2);
    expect(await kept()).toEqual(await live());
    // every notice of one member read at once, then one deleted
    await t.db.update(notifications).set({ is_read: 1 }).where(eq(notifications.member_id, b.id));
    await t.db.delete(notifications).where(eq(notifications.id, Number(first.table[1].id)));
    expect(await kept()).toEqual(await live());
    const after = (await t.call('notification', 'list_notification', {}, { token: a.token })).body;
    expect({ total: after.total, unread: after.unread_count }).toEqual({ total: 2, unread: 1 });

    // compacted, then rebuilt: the same counts
    await t.db.execute(sql`select rollups_compact()`);
    expect(await kept()).toEqual(await live());
    expect((await t.call('notification', 'list_notification', {}, { token: a.token })).body.total).toBe(2);
    await t.db.execute(sql`select rollups_rebuild()`);
    expect(await kept()).toEqual(await live());
  });
});
