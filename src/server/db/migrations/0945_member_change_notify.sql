-- Issue 15: servers keep members' own reads (basket, wallet, orders) in memory for at most a second, so a change of
-- a member's orders, order lines, vouchers, uDollar cards or account row is pushed to every server with the ids of
-- the members who see it (the buyer, the recipient, a phone gift's recipient, a voucher's owner). Notifications go
-- out at commit, and PostgreSQL sends one per distinct id in a transaction.
create or replace function notify_members(variadic ids integer[]) returns void language plpgsql as $$
declare
  id integer;
begin
  foreach id in array ids loop
    if id is not null then
      perform pg_notify('ugift_member', id::text);
    end if;
  end loop;
end
$$;
--> statement-breakpoint
create or replace function notify_order_members() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform notify_members(old.member_id, old.recipient_id, old.gift_recipient_id);
  end if;
  if tg_op <> 'DELETE' then
    perform notify_members(new.member_id, new.recipient_id, new.gift_recipient_id);
  end if;
  return null;
end
$$;
--> statement-breakpoint
drop trigger if exists orders_notify_members on orders;
--> statement-breakpoint
create trigger orders_notify_members after insert or update or delete on orders for each row execute function notify_order_members();
--> statement-breakpoint
create or replace function notify_order_child_members() returns trigger language plpgsql as $$
declare
  o record;
begin
  select member_id, recipient_id, gift_recipient_id into o from orders
   where id = case when tg_op = 'DELETE' then old.order_id else new.order_id end;
  if found then
    perform notify_members(o.member_id, o.recipient_id, o.gift_recipient_id);
  end if;
  if tg_table_name = 'evouchers' then
    if tg_op <> 'INSERT' then
      perform notify_members(old.owner_member_id);
    end if;
    if tg_op <> 'DELETE' then
      perform notify_members(new.owner_member_id);
    end if;
  end if;
  return null;
end
$$;
--> statement-breakpoint
drop trigger if exists order_lines_notify_members on order_lines;
--> statement-breakpoint
create trigger order_lines_notify_members after insert or update or delete on order_lines for each row execute function notify_order_child_members();
--> statement-breakpoint
drop trigger if exists evouchers_notify_members on evouchers;
--> statement-breakpoint
create trigger evouchers_notify_members after insert or update or delete on evouchers for each row execute function notify_order_child_members();
--> statement-breakpoint
create or replace function notify_member_row() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'members' then
    perform notify_members(case when tg_op = 'DELETE' then old.id else new.id end);
  elsif tg_op = 'DELETE' then
    perform notify_members(old.member_id);
  else
    perform notify_members(new.member_id);
  end if;
  return null;
end
$$;
--> statement-breakpoint
drop trigger if exists members_notify_members on members;
--> statement-breakpoint
create trigger members_notify_members after update or delete on members for each row execute function notify_member_row();
--> statement-breakpoint
drop trigger if exists udollar_cards_notify_members on udollar_cards;
--> statement-breakpoint
create trigger udollar_cards_notify_members after insert or update or delete on udollar_cards for each row execute function notify_member_row();
