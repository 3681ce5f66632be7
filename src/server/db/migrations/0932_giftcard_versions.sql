-- Gift card designs are edited in the back office (issue 12, the layout editor): a version for optimistic concurrency.
alter table giftcards add column version integer not null default 1;
