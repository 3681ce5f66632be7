-- When a gift was first opened by someone other than its sender (the share page, or the recipient's order details),
-- so the sender sees Sent, Opened and Redeemed on the order itself (issue 19).
ALTER TABLE "orders" ADD COLUMN "opened_at" timestamp with time zone;
