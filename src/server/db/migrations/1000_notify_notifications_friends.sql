-- A member's notifications and friends are answered from memory for at most a second too (decision 0276), so their
-- changes are pushed like those of orders and vouchers (migration 0945). A statement that touches the notifications
-- of more than 100 members (a broadcast) pushes one 'all' instead of an id per member: every server lets go of every
-- member's reads, once.
create or replace function notify_rows_members() returns trigger language plpgsql as $$
declare
  ids integer[];
begin
  if tg_op = 'DELETE' then
    select array_agg(distinct member_id) into ids from old_rows;
  else
    select array_agg(distinct member_id) into ids from new_rows;
  end if;
  if ids is null then
    return null;
  end if;
  if cardinality(ids) > 100 then
    perform pg_notify('ugift_member', 'all');
  else
    perform notify_members(variadic ids);
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger notifications_notify_insert after insert on notifications referencing new table as new_rows
  for each statement execute function notify_rows_members();
--> statement-breakpoint
create trigger notifications_notify_update after update on notifications referencing new table as new_rows
  for each statement execute function notify_rows_members();
--> statement-breakpoint
create trigger notifications_notify_delete after delete on notifications referencing old table as old_rows
  for each statement execute function notify_rows_members();
--> statement-breakpoint
create or replace function notify_friendship_members() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform notify_members(old.requester_id, old.addressee_id);
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    perform notify_members(new.requester_id, new.addressee_id);
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger friendships_notify_members after insert or update or delete on friendships
  for each row execute function notify_friendship_members();
