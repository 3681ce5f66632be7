import { memberLabel } from '../../shared/masked-phone.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { friendships, members } from '../db/schema/index.ts';
import { badInput, conflict, notFound } from '../platform/api-error.ts';
import { notify } from '../notification/notify.ts';
import { hitRateLimit } from '../platform/rate-limit.ts';

/** Each request notifies someone: at most 30 requests an hour per member. */
const REQUESTS_PER_HOUR = 30;

type Friendship = typeof friendships.$inferSelect;

async function memberName(db: Db, id: number) {
  const [m] = await db
    .select({
      name: members.name,
      picture: members.profile_picture,
      phone_prefix: members.phone_prefix,
      phone_number: members.phone_number,
    })
    .from(members)
    .where(eq(members.id, id))
    .limit(1);
  return m ?? null;
}

/** The one friendship row between two members, in whichever direction it was asked (locked for update). */
async function pairRow(db: Db, a: number, b: number): Promise<Friendship | null> {
  const [row] = await db
    .select()
    .from(friendships)
    .where(
      and(
        sql`least(${friendships.requester_id}, ${friendships.addressee_id}) = ${Math.min(a, b)}`,
        sql`greatest(${friendships.requester_id}, ${friendships.addressee_id}) = ${Math.max(a, b)}`,
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Sends a friend request: never to myself, never twice, and never when one already exists either way. */
export async function addFriend(db: Db, me: number, friendId: number, now: Date): Promise<string> {
  if (friendId === me) throw badInput('friend_id', 'you cannot add yourself as a friend');
  const friend = await memberName(db, friendId);
  if (!friend) throw notFound('Member');
  await hitRateLimit(db, `add_friend:${me}`, REQUESTS_PER_HOUR, 3_600_000, now, 'You sent many friend requests. Please try again later.');
  return db.transaction(async (tx) => {
    const existing = await pairRow(tx, me, friendId);
    if (existing?.status === 'Accepted') throw conflict('You are already friends', undefined, 'already_friends');
    if (existing && existing.requester_id === me) throw conflict('You have already sent a friend request', undefined, 'request_exists');
    if (existing) throw conflict('This member has already sent you a friend request; approve it instead');
    const inserted = await tx
      .insert(friendships)
      .values({ requester_id: me, addressee_id: friendId, status: 'Pending', created_at: now })
      .onConflictDoNothing()
      .returning({ id: friendships.id });
    if (inserted.length === 0) throw conflict('You have already sent a friend request', undefined, 'request_exists');
    const sender = await memberName(tx, me);
    await notify(tx, {
      memberId: friendId,
      type: 'add_friend',
      relatedId: me,
      event: 'friendRequest',
      params: { name: sender ? memberLabel(sender) : '' },
      image: sender?.picture,
      now,
    });
    return 'Friend request sent';
  });
}

/** Approves a request that friend_id sent me. */
export async function acceptFriend(db: Db, me: number, friendId: number, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(friendships)
      .set({ status: 'Accepted', responded_at: now })
      .where(and(eq(friendships.requester_id, friendId), eq(friendships.addressee_id, me), eq(friendships.status, 'Pending')))
      .returning({ id: friendships.id });
    if (updated.length === 0) throw notFound('Friend request');
    const accepter = await memberName(tx, me);
    await notify(tx, {
      memberId: friendId,
      type: 'accept_friend',
      relatedId: me,
      event: 'friendAccepted',
      params: { name: accepter ? memberLabel(accepter) : '' },
      image: accepter?.picture,
      now,
    });
    return 'Friend request approved';
  });
}

/** Removes a request that friend_id sent me. */
export async function rejectFriend(db: Db, me: number, friendId: number, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(friendships)
      .where(and(eq(friendships.requester_id, friendId), eq(friendships.addressee_id, me), eq(friendships.status, 'Pending')))
      .returning({ id: friendships.id });
    if (deleted.length === 0) throw notFound('Friend request');
    const rejecter = await memberName(tx, me);
    await notify(tx, {
      memberId: friendId,
      type: 'reject_friend',
      relatedId: me,
      event: 'friendDeclined',
      params: { name: rejecter ? memberLabel(rejecter) : '' },
      image: rejecter?.picture,
      now,
    });
    return 'Friend request removed';
  });
}

/** Unfriends: only an accepted friendship of mine, from either side. */
export async function removeFriend(db: Db, me: number, friendId: number): Promise<string> {
  const deleted = await db
    .delete(friendships)
    .where(
      and(
        eq(friendships.status, 'Accepted'),
        sql`least(${friendships.requester_id}, ${friendships.addressee_id}) = ${Math.min(me, friendId)}`,
        sql`greatest(${friendships.requester_id}, ${friendships.addressee_id}) = ${Math.max(me, friendId)}`,
      ),
    )
    .returning({ id: friendships.id });
  if (deleted.length === 0) throw notFound('Friend');
  return 'Friend removed';
}
