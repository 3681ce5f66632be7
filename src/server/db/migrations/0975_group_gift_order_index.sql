-- A group gift's order is found from the order (the back office's refund refuses it; decision 0260): one gift per order.
create unique index group_gifts_order_idx on group_gifts (order_id);
