import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { createStaff } from '../admin/staff/staff-resource.ts';
import { verifyPassword } from '../account/password.ts';
import type { StaffRole } from '../../shared/admin/roles.ts';

/** The demo staff's one password (README). Start-up refuses it when PUBLIC_BASE_URL is https. */
export const DEMO_STAFF_PASSWORD = 'ugift-staff-demo';

export const DEMO_STAFF: Array<{ email: string; name: string; role: StaffRole }> = [
  { email: 'admin@ugift.test', name: 'Ada Admin', role: 'admin' },
  { email: 'catalogue@ugift.test', name: 'Cass Catalogue', role: 'catalogue' },
  { email: 'marketing@ugift.test', name: 'Mia Marketing', role: 'marketing' },
  { email: 'support@ugift.test', name: 'Sam Support', role: 'support' },
  { email: 'merchant@ugift.test', name: 'Bean There counter', role: 'merchant' },
  { email: 'finance@ugift.test', name: 'Fay Finance', role: 'finance' },
];

/** One staff account per role, when the shop has no staff yet (a fresh demo database, or one seeded before staff existed). */
export async function seedDemoStaff(db: Db, now: Date): Promise<number> {
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from staff`));
  if (Number(n) > 0) return 0;
  const brand = rowsOf<{ id: number }>(
    await db.execute(sql`select id from brands where i18n->'en'->>'name' = 'Bean There Coffee' order by id limit 1`),
  )[0];
  // the demo staff work in Singapore: the console's lists start there (decision 0238)
  const market = rowsOf<{ id: number }>(await db.execute(sql`select id from countries where name = 'Singapore' order by id limit 1`))[0];
  for (const s of DEMO_STAFF) {
    await createStaff(
      db,
      {
        ...s,
        password: DEMO_STAFF_PASSWORD,
        brand_id: s.role === 'merchant' ? (brand?.id ?? null) : null,
        market_country_id: market?.id ?? null,
        demo: true,
      },
      now,
    );
  }
  return DEMO_STAFF.length;
}

/**
 * Whether an active staff account's password is the demo password (refused on a public https deployment). Each hash
 * is checked against it (decision 0237): a flag would be cleared by any password change, even one back to the demo
 * password.
 */
export async function demoStaffPasswordsInUse(db: Db): Promise<boolean> {
  const rows = rowsOf<{ hash: string }>(await db.execute(sql`select password_hash as hash from staff where not disabled`));
  for (const row of rows) if (await verifyPassword(DEMO_STAFF_PASSWORD, row.hash)) return true;
  return false;
}
