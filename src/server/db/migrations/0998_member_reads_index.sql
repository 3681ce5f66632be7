-- A member's own reads over a year of data (decision 0276): their orders newest first, covering what My orders'
-- filters and the wallet read of an order (its kind, payment, recipient and paid time), so My orders finds its page
-- on this index at once and the wallet joins the member's orders from the index alone.
create index if not exists orders_member_created_idx on orders (member_id, created_at, id)
  include (payment_status, order_status, recipient_id, paid_at);
