-- A staff member's market (decision 0238): the country the console's lists start filtered to. Null: every country.
alter table staff add column if not exists market_country_id integer references countries(id) on delete set null;
