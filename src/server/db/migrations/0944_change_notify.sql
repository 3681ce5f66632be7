-- Issue 15: servers keep catalogue versions and verified tokens in memory, so changes are pushed to them with
-- LISTEN/NOTIFY (delivered at commit; PGlite delivers them in-process). A moved catalogue version tells every server
-- to re-read it; a token changed (logout, login, password reset, a locked member) or deleted is dropped by hash.
create or replace function notify_catalogue_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('ugift_catalogue', new.version::text);
  return null;
end
$$;
--> statement-breakpoint
drop trigger if exists catalogue_version_notify on catalogue_version;
--> statement-breakpoint
create trigger catalogue_version_notify after update on catalogue_version for each row execute function notify_catalogue_change();
--> statement-breakpoint
create or replace function notify_token_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('ugift_token', old.token_hash);
  return null;
end
$$;
--> statement-breakpoint
drop trigger if exists api_tokens_notify on api_tokens;
--> statement-breakpoint
create trigger api_tokens_notify after update or delete on api_tokens for each row execute function notify_token_change();
