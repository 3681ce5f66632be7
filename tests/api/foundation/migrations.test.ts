import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, migrationFiles } from '../../../src/server/db/migrate.ts';
import { rowsOf } from '../../../src/server/db/rows-of.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('migrations', () => {
  it('recorded every migration file and applying again changes nothing', async () => {
    const recorded = rowsOf<{ name: string }>(await t.db.execute(sql`select name from schema_migrations order by name`)).map((r) => r.name);
    expect(recorded).toEqual(migrationFiles());
    expect(await migrate(t.db)).toEqual([]);
  });

  it('created the whole data model with its indexes', async () => {
    const tables = rowsOf<{ tablename: string }>(await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)).map(
      (r) => r.tablename,
    );
    for (const name of [
      'members',
      'api_tokens',
      'otp_challenges',
      'products',
      'orders',
      'order_lines',
      'evouchers',
      'udollar_cards',
      'udollar_ledger',
      'friendships',
      'notifications',
      'giftcards',
      'music',
      'banners',
      'popups',
      'campaigns',
    ]) {
      expect(tables).toContain(name);
    }
    const indexes = rowsOf<{ indexname: string }>(
      await t.db.execute(sql`select indexname from pg_indexes where schemaname = 'public'`),
    ).map((r) => r.indexname);
    for (const name of [
      'products_country_idx',
      'orders_member_status_idx',
      'evouchers_owner_idx',
      'notifications_member_idx',
      'orders_one_basket_uq',
    ]) {
      expect(indexes).toContain(name);
    }
  });

  it('refuses negative stock at the database level', async () => {
    await expect(t.db.execute(sql`update products set stock = -1 where id = (select min(id) from products)`)).rejects.toThrow();
  });
});
