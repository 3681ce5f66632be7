import { and, eq, sql, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema/index.ts';
import { unbindAllSessions } from '../../session/token-service.ts';
import { memberInput, memberRecord as memberRecordSchema, type MemberRecord } from '../../../shared/admin/member.ts';
import { filterText, likePattern, listPage } from '../http/list-page.ts';
import { staleVersion, type AdminResourceDef } from '../http/resource-routes.ts';

type MemberRow = typeof members.$inferSelect;

/** A member as support sees them: no password hash, OTP or token data, ever. */
function memberRecord(row: MemberRow): MemberRecord {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone_e164 ?? `${row.phone_prefix}${row.phone_number}`,
    email: row.email,
    country_id: row.country_id,
    points: row.points,
    locked: row.locked,
    created_at: row.created_at.toISOString(),
    version: row.version,
  };
}

/** Members (support): search by phone or name; lock and unlock. */
export const membersResource: AdminResourceDef<typeof memberInput, typeof memberInput> = {
  name: 'members',
  record: memberRecordSchema,
  async list(ctx, q) {
    const where: SQL[] = [];
    const search = filterText(q.filter, 'q');
    if (search) {
      const digits = search.replace(/[^\d]/g, '');
      const byName = sql`select m.id from ${members} m where m.name ilike ${likePattern(search)}`;
      const byPhone = sql`select m.id from ${members} m where m.phone_e164 ilike ${likePattern(digits)}`;
      // the matches are found first from the trigram indexes, then paged in the list's order (decision 0276): left
      // to itself, PostgreSQL walked the id index backwards and filtered 80,000 members for 25 matches
      where.push(sql`${members.id} = any(array(${digits.length >= 3 ? sql`${byName} union ${byPhone}` : byName}))`);
    }
    const locked = filterText(q.filter, 'locked');
    if (locked !== undefined) where.push(eq(members.locked, locked === 'true'));
    const page = await listPage(ctx.db, members, q, {
      sortable: { id: members.id, name: members.name, created_at: members.created_at },
      id: members.id,
      defaultSort: { column: members.id, order: 'DESC' },
      where: where.length ? and(...where) : undefined,
    });
    return { rows: page.rows.map(memberRecord), total: page.total, nextId: page.nextId };
  },
  async get(ctx, id) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await ctx.db
      .select()
      .from(members)
      .where(eq(members.id, Number(id)));
    return row ? memberRecord(row) : null;
  },
  update: {
    schema: memberInput,
    async run(ctx, id, input) {
      const [row] = await ctx.db
        .update(members)
        .set({ locked: input.locked, version: sql`${members.version} + 1` })
        .where(and(eq(members.id, Number(id)), eq(members.version, input.version ?? 0)))
        .returning();
      if (!row) throw staleVersion();
      if (input.locked) await unbindAllSessions(ctx.db, row.id);
      return memberRecord(row);
    },
  },
};
