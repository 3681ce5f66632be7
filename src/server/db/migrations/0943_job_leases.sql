-- Issue 15: each scheduled job runs on one server at a time. A server takes a job's lease before running it; the
-- lease expires by itself, so a server that dies mid-run does not hold the job forever.
create table if not exists job_leases (
  name text primary key,
  holder text not null,
  locked_until timestamptz not null,
  last_started_at timestamptz,
  last_finished_at timestamptz
);
