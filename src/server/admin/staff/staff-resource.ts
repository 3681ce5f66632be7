import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, countries, outlets, products, staff, staffOutlets } from '../../db/schema/index.ts';
import { hashPassword } from '../../account/password.ts';
import { badInput } from '../../platform/api-error.ts';
import { randomId } from '../../platform/crypto.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { staffCreate, staffRecord as staffRecordSchema, staffUpdate, type StaffRecord } from '../../../shared/admin/staff.ts';
import type { StaffRole } from '../../../shared/admin/roles.ts';
import { filterText, likePattern, listPage } from '../http/list-page.ts';
import { staleVersion, type AdminResourceDef } from '../http/resource-routes.ts';
import { unlockAccount } from '../session/sign-in-throttle.ts';
import { endStaffSessions } from '../session/staff-session.ts';

type StaffRow = typeof staff.$inferSelect;

/** A staff account as admins see it (and as the audit log records it): never the password hash or TOTP secret. */
export function staffRecord(row: StaffRow, outletIds: number[] = []): StaffRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    brand_id: row.brand_id,
    market_country_id: row.market_country_id,
    outlet_ids: outletIds,
    disabled: row.disabled,
    totp: row.totp_secret !== null,
    locked_until: row.locked_until?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    version: row.version,
  };
}

async function checkBrand(db: Db, brandId: number | null): Promise<void> {
  if (brandId !== null && (await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId))).length === 0)
    throw badInput('brand_id', 'is not a brand');
}

async function checkMarket(db: Db, countryId: number | null | undefined): Promise<void> {
  if (countryId && (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId))).length === 0)
    throw badInput('market_country_id', 'is not a country of the shop');
}

async function outletIdsOf(db: Db, staffId: string): Promise<number[]> {
  const rows = await db.select({ id: staffOutlets.outlet_id }).from(staffOutlets).where(eq(staffOutlets.staff_id, staffId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Ties a merchant to some of the brand's outlets (none: every outlet of the brand), in the save's transaction. */
async function saveOutlets(db: Db, staffId: string, brandId: number | null, outletIds: number[]): Promise<number[]> {
  const wanted = [...new Set(outletIds)].sort((a, b) => a - b);
  if (wanted.length > 0) {
    const ofBrand = await db
      .select({ id: outlets.id })
      .from(outlets)
      .innerJoin(products, eq(products.id, outlets.product_id))
      .where(and(inArray(outlets.id, wanted), eq(products.brand_id, brandId ?? -1)));
    if (ofBrand.length !== wanted.length) throw badInput('outlet_ids', "must be outlets of the merchant's brand");
  }
  await db.delete(staffOutlets).where(eq(staffOutlets.staff_id, staffId));
  if (wanted.length > 0) await db.insert(staffOutlets).values(wanted.map((outlet_id) => ({ staff_id: staffId, outlet_id })));
  return wanted;
}

/** Creates a staff account (the console and `npm run staff -- create`). */
export async function createStaff(
  db: Db,
  input: {
    email: string;
    name: string;
    role: StaffRole;
    password: string;
    brand_id: number | null;
    market_country_id?: number | null;
    outlet_ids?: number[];
    demo?: boolean;
  },
  now: Date,
): Promise<StaffRow> {
  await checkBrand(db, input.brand_id);
  await checkMarket(db, input.market_country_id);
  try {
    const [row] = await db
      .insert(staff)
      .values({
        id: randomId(16),
        email: input.email,
        name: input.name,
        role: input.role,
        password_hash: await hashPassword(input.password),
        demo_password: input.demo ?? false,
        brand_id: input.brand_id,
        market_country_id: input.market_country_id ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning();
    if (input.outlet_ids?.length) await saveOutlets(db, row.id, input.brand_id, input.outlet_ids);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput('email', 'is already a staff account');
    throw error;
  }
}

/** Staff accounts (admin only): create, change role or brand, disable, set a new password, reset the second factor. */
export const staffResource: AdminResourceDef<typeof staffCreate, typeof staffUpdate> = {
  name: 'staff',
  record: staffRecordSchema,
  async list(ctx, q) {
    const where: SQL[] = [];
    const search = filterText(q.filter, 'q');
    if (search)
      where.push(
        sql`(lower(${staff.email}) like ${likePattern(search.toLowerCase())} or lower(${staff.name}) like ${likePattern(search.toLowerCase())})`,
      );
    const role = filterText(q.filter, 'role');
    if (role) where.push(eq(staff.role, role));
    const page = await listPage(ctx.db, staff, q, {
      sortable: { email: staff.email, role: staff.role, created_at: staff.created_at },
      id: staff.id,
      defaultSort: { column: staff.email, order: 'ASC' },
      where: where.length ? and(...where) : undefined,
    });
    const ids = page.rows.map((r) => r.id);
    const tied = ids.length ? await ctx.db.select().from(staffOutlets).where(inArray(staffOutlets.staff_id, ids)) : [];
    const outletsOf = (id: string) =>
      tied
        .filter((t) => t.staff_id === id)
        .map((t) => t.outlet_id)
        .sort((a, b) => a - b);
    return { rows: page.rows.map((row) => staffRecord(row, outletsOf(row.id))), total: page.total, nextId: page.nextId };
  },
  async get(ctx, id) {
    if (!/^[A-Za-z0-9_-]{10,64}$/.test(id)) return null;
    const [row] = await ctx.db.select().from(staff).where(eq(staff.id, id));
    return row ? staffRecord(row, await outletIdsOf(ctx.db, row.id)) : null;
  },
  create: {
    schema: staffCreate,
    async run(ctx, input) {
      const row = await createStaff(ctx.db, input, ctx.now);
      return staffRecord(row, await outletIdsOf(ctx.db, row.id));
    },
  },
  update: {
    schema: staffUpdate,
    async run(ctx, id, input) {
      await checkBrand(ctx.db, input.brand_id);
      await checkMarket(ctx.db, input.market_country_id);
      if (id === ctx.actor.id && (input.disabled || input.role !== 'admin'))
        throw badInput('role', 'you cannot demote or disable your own account');
      const [row] = await ctx.db
        .update(staff)
        .set({
          name: input.name,
          role: input.role,
          brand_id: input.brand_id,
          market_country_id: input.market_country_id,
          disabled: input.disabled,
          ...(input.new_password ? { password_hash: await hashPassword(input.new_password), demo_password: false } : {}),
          ...(input.reset_totp ? { totp_secret: null, totp_last_step: 0 } : {}),
          ...(input.unlock ? { locked_until: null } : {}),
          updated_at: ctx.now,
          version: sql`${staff.version} + 1`,
        })
        .where(and(eq(staff.id, id), eq(staff.version, input.version ?? 0)))
        .returning();
      if (!row) throw staleVersion();
      if (input.unlock) await unlockAccount(ctx.db, row.email);
      const outletIds = await saveOutlets(ctx.db, row.id, input.brand_id, input.role === 'merchant' ? input.outlet_ids : []);
      // a changed role, a new password or a disabled account takes effect at once
      await endStaffSessions(ctx.db, row.id);
      return staffRecord(row, outletIds);
    },
  },
};
