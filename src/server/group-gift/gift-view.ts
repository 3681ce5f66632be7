import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  groupGiftContributions,
  groupGiftInvites,
  groupGiftSignatures,
  groupGifts,
  members,
  orders,
  products,
} from '../db/schema/index.ts';
import { memberLabel } from '../../shared/masked-phone.ts';
import type { GroupGiftView } from '../../shared/api/answers/group-gift.ts';
import { isoishDateTime } from '../platform/format-date.ts';
import { type GiftRow, leftOf } from './gift-row.ts';
import { type GiftRole, roleIn } from './gift-access.ts';
import { recipientFirstName } from './create-group-gift.ts';
import { memberLabelOf } from '../profile/member-label-of.ts';

const seconds = (d: Date | null) => (d === null ? null : Math.floor(d.getTime() / 1000));

/**
 * A group gift as one reader sees it (decision 0258): the recipient by first name only, contributors by name or
 * masked phone, amounts only for the organiser; the member id only for its members; the card's signatures for the
 * recipient (once it is theirs) and for those who signed it.
 */
export async function giftView(tx: Db, gift: GiftRow, memberId: number | null, now: Date, known?: GiftRole): Promise<GroupGiftView> {
  const role = known ?? (await roleIn(tx, gift, memberId));
  const [product] = await tx.select({ i18n: products.i18n, image: products.image }).from(products).where(eq(products.id, gift.product_id));
  const paidRows = await tx
    .select({
      member: groupGiftContributions.member_id,
      amount: sql<number>`sum(${groupGiftContributions.amount})::int`,
      name: members.name,
      phone_prefix: members.phone_prefix,
      phone_number: members.phone_number,
    })
    .from(groupGiftContributions)
    .innerJoin(members, eq(members.id, groupGiftContributions.member_id))
    .where(and(eq(groupGiftContributions.group_gift_id, gift.id), inArray(groupGiftContributions.status, ['paid', 'refunded'])))
    .groupBy(groupGiftContributions.member_id, members.name, members.phone_prefix, members.phone_number)
    .orderBy(asc(sql`min(${groupGiftContributions.id})`));
  const signatures = await tx
    .select({
      member: groupGiftSignatures.member_id,
      text: groupGiftSignatures.text,
      photo: groupGiftSignatures.photo,
      voice: groupGiftSignatures.voice,
      voice_ms: groupGiftSignatures.voice_ms,
      signed_at: groupGiftSignatures.signed_at,
      name: members.name,
      phone_prefix: members.phone_prefix,
      phone_number: members.phone_number,
    })
    .from(groupGiftSignatures)
    .innerJoin(members, eq(members.id, groupGiftSignatures.member_id))
    .where(eq(groupGiftSignatures.group_gift_id, gift.id))
    .orderBy(asc(groupGiftSignatures.signed_at));
  const signedBy = new Set(signatures.map((s) => s.member));
  const seesCard = role === 'recipient' || (memberId !== null && signedBy.has(memberId)) || role === 'organiser';
  const isMember = role !== 'guest';
  const i18n = product?.i18n;
  return {
    id: isMember ? gift.id : null,
    share_id: gift.share_id,
    status: gift.status,
    organiser_name: await memberLabelOf(tx, gift.organiser_id),
    recipient_first_name: await recipientFirstName(tx, gift),
    product_id: gift.product_id,
    product_name: { en: i18n?.en?.name ?? '', cn: i18n?.cn?.name || (i18n?.en?.name ?? ''), jp: i18n?.jp?.name || (i18n?.en?.name ?? '') },
    product_image: product?.image ?? '',
    quantity: gift.quantity,
    currency_code: gift.currency_code,
    target: gift.target,
    paid: gift.paid,
    left: await leftOf(tx, gift, now),
    mode: gift.mode,
    share_amount: gift.share_amount,
    min_amount: gift.min_amount,
    deadline: Math.floor(gift.deadline.getTime() / 1000),
    deliver_at: seconds(gift.deliver_at),
    giftcard_id: gift.giftcard_id,
    role,
    contributors: paidRows.map((r) => ({
      name: memberLabel(r),
      amount: role === 'organiser' ? Number(r.amount) : 0,
      signed: signedBy.has(r.member),
    })),
    signatures: seesCard
      ? signatures.map((s) => ({
          name: memberLabel(s),
          text: s.text,
          photo: s.photo,
          voice: s.voice,
          voice_ms: s.voice_ms,
          signed_at: isoishDateTime(s.signed_at),
        }))
      : [],
    order_id: role === 'organiser' || role === 'recipient' ? (gift.status === 'funded' ? gift.order_id : null) : null,
  };
}

/** list_group_gift: the member's group gifts, newest first, as organiser, contributor, invitee or (once given) recipient. */
export async function listGroupGifts(
  tx: Db,
  memberId: number,
  role: 'organiser' | 'contributor' | 'recipient' | undefined,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ table: GroupGiftView[]; total: number }> {
  const asOrganiser = eq(groupGifts.organiser_id, memberId);
  const asContributor = sql`exists (select 1 from ${groupGiftContributions} c where c.group_gift_id = ${groupGifts.id} and c.member_id = ${memberId})
    or exists (select 1 from ${groupGiftInvites} i where i.group_gift_id = ${groupGifts.id} and i.member_id = ${memberId})`;
  const asRecipient = sql`${groupGifts.status} = 'funded' and exists (select 1 from ${orders} o where o.id = ${groupGifts.order_id} and o.recipient_id = ${memberId})`;
  const where =
    role === 'organiser'
      ? asOrganiser
      : role === 'contributor'
        ? asContributor
        : role === 'recipient'
          ? asRecipient
          : or(asOrganiser, asContributor, asRecipient);
  const rows = await tx
    .select()
    .from(groupGifts)
    .where(where)
    .orderBy(desc(groupGifts.created_at), desc(groupGifts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(groupGifts).where(where);
  const table: GroupGiftView[] = [];
  for (const gift of rows) table.push(await giftView(tx, gift, memberId, now));
  return { table, total: Number(count?.n ?? 0) };
}
