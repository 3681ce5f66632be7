import { perLanguage } from '../platform/per-language.ts';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftcards, orderLines, orders, products } from '../db/schema/index.ts';
import { apiDateTime, BUSINESS_TZ } from '../platform/format-date.ts';
import type { OrderFilter } from '../../shared/api/schemas/order-lifecycle.ts';
import { GIVEN_STATUSES, ON_ITS_WAY_STATUSES } from './order-states.ts';
import { membersById, type ProductNames } from './order-view.ts';
import { deliveryFields } from './delivery-view.ts';
import { formatPhone } from '../../shared/phone.ts';
import { giftStateOf, recipientUsedSql } from './gift-state-of.ts';

const SENT_STATUSES = [...GIVEN_STATUSES, ...ON_ITS_WAY_STATUSES];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Which orders a list shows for the member, and the date its month filter and order use. */
function listScope(memberId: number, filter: OrderFilter): { where: SQL; date: SQL } {
  const given = inArray(orders.order_status, [...GIVEN_STATUSES]);
  switch (filter) {
    case 'pay':
      return { where: and(eq(orders.member_id, memberId), eq(orders.payment_status, 'Pending'))!, date: sql`${orders.created_at}` };
    // a gift that has left its sender, delivered or on its way (decision 0241: a scheduled gift is sent, not kept)
    case 'sent':
      return {
        where: and(eq(orders.member_id, memberId), eq(orders.payment_status, 'Paid'), inArray(orders.order_status, SENT_STATUSES))!,
        date: sql`coalesce(${orders.gifted_at}, ${orders.created_at})`,
      };
    case 'received':
      return {
        // a gift the recipient swapped is shown by its swap's order instead (decision 0265)
        where: and(eq(orders.recipient_id, memberId), given, isNull(orders.swapped_at))!,
        date: sql`coalesce(${orders.received_at}, ${orders.gifted_at}, ${orders.created_at})`,
      };
    case 'purchased':
      return {
        where: and(
          eq(orders.member_id, memberId),
          inArray(orders.payment_status, ['Paid', 'Campaign Redemption', 'Cancelled', 'Refunded']),
          sql`${orders.order_status} not in ('Gifted', 'Received', 'Scheduled', 'Waiting')`,
        )!,
        date: sql`${orders.created_at}`,
      };
  }
}

// The zone is a constant written into the SQL text, so that DISTINCT and ORDER BY see one identical expression.
const ZONE = sql.raw(`'${BUSINESS_TZ}'`);
const localPart = (date: SQL, part: 'month' | 'year') =>
  sql<number>`cast(extract(${sql.raw(part)} from (${date} at time zone ${ZONE})) as integer)`;

export interface ListOrderInput {
  filter: OrderFilter;
  month?: number;
  year?: number;
  limit: number;
  offset: number;
}

/** list_order: one page of the member's orders of one kind, newest first, optionally within one month (shop time). */
export async function listOrders(db: Db, memberId: number, input: ListOrderInput) {
  const scope = listScope(memberId, input.filter);
  const conditions: SQL[] = [scope.where];
  if (input.year !== undefined) conditions.push(sql`${localPart(scope.date, 'year')} = ${input.year}`);
  if (input.month !== undefined) conditions.push(sql`${localPart(scope.date, 'month')} = ${input.month}`);
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select({
      id: orders.id,
      order_no: orders.order_no,
      member_id: orders.member_id,
      recipient_id: orders.recipient_id,
      payment_status: orders.payment_status,
      order_status: orders.order_status,
      currency: orders.currency_code,
      order_amount: orders.order_amount,
      giftcard_id: orders.giftcard_id,
      giftcard_image: giftcards.image_thumbnail,
      created_at: orders.created_at,
      gifted_at: orders.gifted_at,
      received_at: orders.received_at,
      deliver_at: orders.deliver_at,
      gift_phone: orders.gift_phone,
      gift_recipient_id: orders.gift_recipient_id,
      opened_at: orders.opened_at,
      declined_at: orders.declined_at,
      taken_back_at: orders.taken_back_at,
      used: recipientUsedSql,
    })
    .from(orders)
    .leftJoin(giftcards, eq(giftcards.id, orders.giftcard_id))
    .where(where)
    .orderBy(desc(scope.date), desc(orders.id))
    .limit(input.limit)
    .offset(input.offset);

  const ids = rows.map((r) => r.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            order_id: orderLines.order_id,
            quantity: orderLines.quantity,
            image: orderLines.image,
            i18n: orderLines.i18n,
            product_i18n: products.i18n,
            product_image: products.image,
          })
          .from(orderLines)
          .innerJoin(products, eq(products.id, orderLines.product_id))
          .where(inArray(orderLines.order_id, ids))
          .orderBy(asc(orderLines.id));
  const people = await membersById(
    db,
    rows.flatMap((r) => [r.member_id, r.recipient_id, r.gift_recipient_id]),
  );

  const table = rows.map((r) => {
    const mine = lines.filter((l) => l.order_id === r.id);
    const first = mine[0];
    const i18n = first ? (first.i18n?.en?.name ? first.i18n : first.product_i18n) : null;
    // a gift card without products has no product names
    const names: ProductNames | null = i18n ? perLanguage((l) => ({ product_name: i18n[l]?.name || i18n.en.name })) : null;
    const recipientView = input.filter === 'received';
    return {
      id: r.id,
      order_no: r.order_no ?? '',
      created_date: apiDateTime(r.created_at),
      sent_date: apiDateTime(r.gifted_at),
      received_date: apiDateTime(r.received_at),
      order_type: mine.length > 0 ? 'Order with Products' : 'Gift Card Only',
      giftcard_id: r.giftcard_id,
      payment_status: r.payment_status,
      order_status: r.order_status,
      currency: r.currency,
      // a recipient never sees what the sender paid
      ...(recipientView ? {} : { order_amount: r.order_amount }),
      member_name: people.get(r.member_id)?.name ?? '',
      // a Scheduled gift's intended member is its recipient to the sender; a phone gift's number when no member yet
      recipient_name: recipientView
        ? r.recipient_id
          ? (people.get(r.recipient_id)?.name ?? '')
          : ''
        : (people.get(r.recipient_id ?? r.gift_recipient_id ?? 0)?.name ?? formatPhone(r.gift_phone)),
      ...(recipientView ? { deliver_at: 0, deliver_date: '', recipient_phone: '' } : deliveryFields(r)),
      gift_state: giftStateOf(r, r.used === true),
      item_count: mine.reduce((n, l) => n + l.quantity, 0),
      line_count: mine.length,
      image: first ? first.image || first.product_image : (r.giftcard_image ?? ''),
      multiple_languages: names,
    };
  });
  return { total: Number(total), table };
}

/** list_filter_time: the months (shop time) in which the member has orders of the kind, newest first. */
export async function listFilterTimes(db: Db, memberId: number, filter: OrderFilter) {
  const scope = listScope(memberId, filter);
  const month = localPart(scope.date, 'month');
  const year = localPart(scope.date, 'year');
  const rows = await db.selectDistinct({ month, year }).from(orders).where(scope.where).orderBy(desc(year), desc(month));
  return rows.map((r) => ({ month: Number(r.month), year: Number(r.year), filter_name: `${MONTHS[Number(r.month) - 1]} ${r.year}` }));
}
