import type { orders } from '../../db/schema/index.ts';

export interface TimelineEvent {
  at: string;
  what: string;
}

/**
 * What happened to an order, oldest first, from its own dates (decision 0238): placed, paid, scheduled, sent, opened,
 * declined, redeemed, cancelled, refunded, and each voucher used.
 */
export function orderTimeline(
  row: typeof orders.$inferSelect,
  more: { usedAt: Array<{ id: number; at: Date }>; declinedBy: string; recipient: string },
): TimelineEvent[] {
  const to = more.recipient ? ` to ${more.recipient}` : '';
  const events: Array<{ at: Date | null; what: string }> = [
    { at: row.reserved_at ?? row.created_at, what: 'Order placed' },
    { at: row.paid_at, what: 'Paid' },
    { at: row.order_status === 'Scheduled' ? row.deliver_at : null, what: `Gift scheduled to be sent${to}` },
    { at: row.order_status === 'Gifted' ? row.gifted_at : null, what: `Gift sent${to}` },
    { at: row.order_status === 'Waiting' ? row.gifted_at : null, what: `Gift sent${to}, waiting for them to join` },
    { at: row.opened_at, what: 'Gift opened by its recipient' },
    { at: row.declined_at, what: `Gift declined${more.declinedBy ? ` by ${more.declinedBy}` : ''}` },
    {
      at: row.order_status === 'Received' ? row.received_at : null,
      what: `Gift redeemed through its link${more.recipient ? ` by ${more.recipient}` : ''}`,
    },
    { at: row.cancelled_at, what: row.payment_status === 'Refunded' ? 'Refunded' : 'Cancelled' },
    ...more.usedAt.map((u) => ({ at: u.at, what: `Voucher ${u.id} used` })),
  ];
  return events
    .filter((e): e is { at: Date; what: string } => e.at !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((e) => ({ at: e.at.toISOString(), what: e.what }));
}
