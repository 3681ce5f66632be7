-- Interests and gift intentions are edited in the back office (issue 12): a version for optimistic concurrency.
alter table filter_options add column version integer not null default 1;
