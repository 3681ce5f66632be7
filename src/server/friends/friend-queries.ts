import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { containsPattern, DEFAULT_PAGE } from './name-filter.ts';

export interface Page {
  limit?: number;
  offset?: number;
}

export interface FriendRow {
  friend_id: number;
  friend_name: string;
  friend_profile_picture: string;
}
export interface SocialRow {
  id: number;
  name: string;
  profile_picture: string;
  status: '' | 'Pending' | 'Pending Approval' | 'Accepted';
}
export interface RequestRow {
  member_id: number;
  friend_name: string;
  friend_profile_picture: string;
}

/** The other side of each accepted friendship, by name; total counts every match, table is one page. */
export async function listFriends(db: Db, me: number, opts: Page & { name?: string; order?: 'ASC' | 'DESC' }) {
  const pattern = containsPattern(opts.name);
  const direction = opts.order === 'DESC' ? sql`desc` : sql`asc`;
  const base = sql`
    from friendships f
    join members m on m.id = case when f.requester_id = ${me} then f.addressee_id else f.requester_id end
    where f.status = 'Accepted' and (f.requester_id = ${me} or f.addressee_id = ${me}) and m.name ilike ${pattern}`;
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${base}`));
  const rows = rowsOf<FriendRow>(
    await db.execute(sql`
    select m.id as friend_id, m.name as friend_name, m.profile_picture as friend_profile_picture ${base}
    order by lower(m.name) ${direction}, m.id limit ${opts.limit ?? DEFAULT_PAGE} offset ${opts.offset ?? 0}`),
  );
  return { total: Number(count?.n ?? 0), table: rows.map((r) => ({ ...r, friend_id: Number(r.friend_id) })) };
}

/** Requests other members sent to me that wait for my answer. */
export async function listFriendRequests(db: Db, me: number, opts: Page & { name?: string }) {
  const pattern = containsPattern(opts.name);
  const base = sql`
    from friendships f join members m on m.id = f.requester_id
    where f.addressee_id = ${me} and f.status = 'Pending' and m.name ilike ${pattern}`;
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${base}`));
  const rows = rowsOf<RequestRow>(
    await db.execute(sql`
    select m.id as member_id, m.name as friend_name, m.profile_picture as friend_profile_picture ${base}
    order by f.created_at desc, m.id limit ${opts.limit ?? DEFAULT_PAGE} offset ${opts.offset ?? 0}`),
  );
  return { total: Number(count?.n ?? 0), table: rows.map((r) => ({ ...r, member_id: Number(r.member_id) })) };
}

/**
 * Members of the product whose social id is in my stored contact list, with where each friendship stands:
 * '' (none), Pending (I asked), Pending Approval (they asked me), Accepted. Empty when I have not linked an account.
 */
/**
 * Members among my Facebook contacts. With verifiedOnly (a Facebook app is configured, or the shop is public), both
 * my link and theirs must have been confirmed by Facebook, so a self-declared id and guessed contact ids reveal
 * nobody (docs/decisions/0093).
 */
export async function listSocialContacts(db: Db, me: number, opts: Page & { name?: string; verifiedOnly: boolean }) {
  const pattern = containsPattern(opts.name);
  const verified = opts.verifiedOnly ? sql`and me.facebook_verified and m.facebook_verified` : sql``;
  const base = sql`
    from members me
    join members m on m.facebook_id in (select jsonb_array_elements_text(me.facebook_contacts)) and m.id <> me.id
    left join friendships f on least(f.requester_id, f.addressee_id) = least(me.id, m.id) and greatest(f.requester_id, f.addressee_id) = greatest(me.id, m.id)
    where me.id = ${me} and me.facebook_id is not null and m.name ilike ${pattern} ${verified}`;
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${base}`));
  const rows = rowsOf<SocialRow>(
    await db.execute(sql`
    select m.id, m.name, m.profile_picture,
      case when f.status = 'Accepted' then 'Accepted'
           when f.status = 'Pending' and f.requester_id = ${me} then 'Pending'
           when f.status = 'Pending' then 'Pending Approval'
           else '' end as status
    ${base}
    order by lower(m.name), m.id limit ${opts.limit ?? DEFAULT_PAGE} offset ${opts.offset ?? 0}`),
  );
  return { total: Number(count?.n ?? 0), table: rows.map((r) => ({ ...r, id: Number(r.id) })) };
}
